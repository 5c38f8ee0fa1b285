import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ConsoleShell } from '../features/shell/components/console-shell.tsx';
import { meQuery } from '../shared/api/me-queries.ts';
import { useSession } from '../shared/api/session.ts';

/** Every screen but the login: a session that has finished its login steps, inside the shell. */
export const Route = createFileRoute('/_shell')({
  beforeLoad: async ({ context }) => {
    if (!useSession.getState().token) throw redirect({ to: '/login' });
    const me = await context.queryClient.ensureQueryData(meQuery()).catch(() => undefined);
    if (me?.next !== 'done') throw redirect({ to: '/login' });
  },
  component: () => (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  ),
});
