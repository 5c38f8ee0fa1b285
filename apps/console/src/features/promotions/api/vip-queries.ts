import type { RouteBody } from '@platform/contracts/endpoint';
import { getVipSettings, putVipSettings } from '@platform/contracts/loyalty/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type VipSettingsBody = NonNullable<RouteBody<typeof putVipSettings>>;
export type VipLevel = VipSettingsBody['levels'][number];

const vipKeys = {
  all: ['vip'] as const,
  settings: (merchant: string) => ['vip', 'settings', merchant] as const,
};

export function vipSettingsQuery(merchant: string) {
  return queryOptions({
    queryKey: vipKeys.settings(merchant),
    queryFn: ({ signal }) => callOps(getVipSettings, { query: { merchant }, signal }),
  });
}

/** Replaces the brand's VIP levels, their thresholds and rebate rates (audited with the value before). */
export function useSaveVipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipSettingsBody) => callOps(putVipSettings, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vipKeys.all }),
  });
}
