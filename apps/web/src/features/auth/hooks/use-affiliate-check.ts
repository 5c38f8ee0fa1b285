import { checkAffiliate } from '@platform/contracts/agents/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../shared/api/call-api.ts';
import { toast } from '../../../shared/ui/toast.tsx';

/**
 * The affiliate code a registration link carries (spec section 4): while it is being checked and once
 * it is found live, the form hides its field and sends the code itself; when the check fails the
 * field shows and the server's message pops up.
 */
export function useAffiliateCheck(code: string | undefined): { isFieldHidden: boolean } {
  const check = useQuery({
    queryKey: ['agent', 'affiliate', code],
    queryFn: ({ signal }) =>
      callApi(checkAffiliate, { query: { code: code ?? '', domain: window.location.hostname }, signal }),
    enabled: code !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (check.error) toast.error(check.error.message);
  }, [check.error]);
  return { isFieldHidden: code !== undefined && !check.isError };
}
