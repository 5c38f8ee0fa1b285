import type { OperatorPermission } from '@platform/contracts/operator/permissions';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../api/me-queries.ts';

/**
 * Whether the staff member holds `permission` (from GET /ops/me). Hides what they may not use; the
 * server still authorises every call, so this is a courtesy, never the check.
 */
export function useCan(permission: OperatorPermission): boolean {
  const { data } = useQuery(meQuery());
  return data?.permissions.includes(permission) ?? false;
}
