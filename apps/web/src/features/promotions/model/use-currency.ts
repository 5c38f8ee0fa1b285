import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../../../shared/api/system-queries.ts';

/** The brand's currency, for showing amounts to guests and members alike; undefined until the status arrives. */
export function useCurrency(): string | undefined {
  return useQuery(systemQueries.status()).data?.merchant.currency;
}
