import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../api/me-queries.ts';
import { useSession } from '../api/session.ts';

/**
 * The brand the console works on, sent as `merchant` in the query or body of /ops calls that act on
 * one brand: the one chosen in the header, else the staff member's first. `null` for platform-wide
 * staff who have not chosen yet (calls then cover every brand where the endpoint allows it).
 */
export function useBrand(): string | null {
  const chosen = useSession((state) => state.brand);
  const { data } = useQuery(meQuery());
  if (!data) return null;
  if (chosen && (data.allBrands || data.merchantCodes.includes(chosen))) return chosen;
  return data.allBrands ? null : (data.merchantCodes[0] ?? null);
}
