import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ShellLayout } from '../features/layout/components/shell-layout.tsx';

export const Route = createFileRoute('/_shell')({
  component: () => (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  ),
});
