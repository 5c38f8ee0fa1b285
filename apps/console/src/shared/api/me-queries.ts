import { operatorInfo } from '@platform/contracts/operator/routes';
import { queryOptions } from '@tanstack/react-query';
import { callOps } from './ops-client.ts';
import { useSession } from './session.ts';

/** Keys of the staff member's own reads, per session; features name theirs `['<feature>', ...]` the same way. */
export const meKeys = {
  all: ['me'] as const,
  info: (token: string | null) => ['me', 'info', token] as const,
};

/** GET /ops/me: who is logged in, their permissions (the menus) and brands, and the login step left. */
export function meQuery() {
  const { token } = useSession.getState();
  return queryOptions({
    queryKey: meKeys.info(token),
    queryFn: ({ signal }) => callOps(operatorInfo, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
