import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../api/system-queries.ts';
import { GMT8_TIME_ZONE } from '../lib/gmt8-time.ts';

/** The brand's time zone, which the site's clock shows; GMT+8 until the brand's status arrives. */
export function useBrandTimeZone(): string {
  return useQuery(systemQueries.status()).data?.merchant.timeZone ?? GMT8_TIME_ZONE;
}
