import type { ContractKind, ContractTermsInput } from '@platform/contracts/agents/contract-schemas';
import { gmt8InputToIso } from '../../../shared/lib/gmt8-time.ts';

/** The fields of an offer's terms, by kind (spec section 3), in the order the form asks them. */
export const TERM_FIELDS = {
  dividend: ['rate', 'period', 'minBet', 'minProfitLoss', 'minActiveMembers'],
  daily_salary: ['rate', 'dailyBetVolume', 'minActiveMembers'],
  hourly_salary: ['rate', 'hourlyBetVolume', 'minActiveMembers'],
  realtime_salary: ['profitRate', 'lossRate', 'singleBet'],
} as const satisfies Record<ContractKind, readonly string[]>;

export type TermField = (typeof TERM_FIELDS)[ContractKind][number];

/** Fields holding a percentage: shown with a % sign. */
export const PERCENT_FIELDS: ReadonlySet<string> = new Set(['rate', 'profitRate', 'lossRate']);

/**
 * The form's texts as the offer's terms: counts as numbers, the end time (a GMT+8 `datetime-local`
 * value, empty for none) as an instant, everything else as typed.
 */
export function termsOf(
  kind: ContractKind,
  values: Partial<Record<TermField, string>>,
  endsAt = '',
): ContractTermsInput {
  const terms: Record<string, string | number | null> = { kind, endsAt: gmt8InputToIso(endsAt) };
  for (const field of TERM_FIELDS[kind]) {
    const value = (values[field] ?? '').trim();
    terms[field] =
      field === 'minActiveMembers'
        ? Number(value || '0')
        : field === 'period'
          ? value || 'monthly'
          : value || '0';
  }
  return terms as ContractTermsInput;
}
