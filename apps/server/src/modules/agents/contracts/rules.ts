import type { ContractState, ContractTermsInput } from '@platform/contracts/agents/contract-schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { AppError } from '../../../platform/app-error.ts';

/** A rate in hundredths of a percent: 0 to 10000. */
const FULL_RATE = 10_000;

/** "12.5" or "12.50" percent as 1250; anything else (negative, over 100, three decimals) is refused. */
export function parseRate(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  const rate = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!(rate >= 0 && rate <= FULL_RATE)) throw new AppError('contract.rate.invalid');
  return rate;
}

export const formatRate = (rate: number) =>
  `${Math.floor(rate / 100)}.${String(rate % 100).padStart(2, '0')}`;

/** What a contract of a kind pays by: the rate, and the real-time salary's loss rate beside it. */
export type Rates = { rate: number; lossRate: number | null };

/** The upper level's own rates cap what it may give: no rate of a downline may exceed its upline's. */
export function isWithinCap(offered: Rates, cap: Rates): boolean {
  return offered.rate <= cap.rate && (offered.lossRate ?? 0) <= (cap.lossRate ?? FULL_RATE);
}

/**
 * A dividend's period must be its upline's own (`upper`; null for a top agent, free to choose): the
 * differential pays each level the gap between its rate and the line's below on one team result, which
 * two periods do not share (a monthly 40% over a weekly 30% would pay 70% of a month's single loss).
 */
export const sharesLinePeriod = (offered: TermColumns['period'], upper: TermColumns['period']) =>
  upper === null || offered === upper;

/** The rates of a top agent (no upline): anything up to 100%. */
export const TOP_CAP: Rates = { rate: FULL_RATE, lossRate: FULL_RATE };

/** The columns an offer's terms are kept in (see migration 0052). */
export type TermColumns = {
  kind: ContractTermsInput['kind'];
  rate: number;
  loss_rate: number | null;
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null;
  min_bet: bigint;
  min_profit_loss: bigint;
  min_active: number;
  ends_at: Date | null;
};

/** An amount of the terms; one that is no money of the currency is refused beside its field. */
function amount(text: string, scale: number, field: string): bigint {
  const value = parseMoney(text.trim(), scale);
  if (value === null)
    throw new AppError('amount.invalid', { issues: [{ path: `body.terms.${field}`, code: 'invalid' }] });
  return value;
}

/** The columns of an offer's terms; an end time already past is refused beside its field. */
export function termColumns(terms: ContractTermsInput, scale: number, now = new Date()): TermColumns {
  const endsAt = terms.endsAt ? new Date(terms.endsAt) : null;
  if (endsAt && endsAt <= now)
    throw new AppError('request.invalid', { issues: [{ path: 'body.terms.endsAt', code: 'past' }] });
  const common = { loss_rate: null, period: null, min_profit_loss: 0n, ends_at: endsAt };
  switch (terms.kind) {
    case 'dividend':
      return {
        ...common,
        kind: terms.kind,
        rate: parseRate(terms.rate),
        period: terms.period,
        min_bet: amount(terms.minBet, scale, 'minBet'),
        min_profit_loss: amount(terms.minProfitLoss, scale, 'minProfitLoss'),
        min_active: terms.minActiveMembers,
      };
    case 'daily_salary':
      return {
        ...common,
        kind: terms.kind,
        rate: parseRate(terms.rate),
        min_bet: amount(terms.dailyBetVolume, scale, 'dailyBetVolume'),
        min_active: terms.minActiveMembers,
      };
    case 'hourly_salary':
      return {
        ...common,
        kind: terms.kind,
        rate: parseRate(terms.rate),
        min_bet: amount(terms.hourlyBetVolume, scale, 'hourlyBetVolume'),
        min_active: terms.minActiveMembers,
      };
    case 'realtime_salary':
      return {
        ...common,
        kind: terms.kind,
        rate: parseRate(terms.profitRate),
        loss_rate: parseRate(terms.lossRate),
        min_bet: amount(terms.singleBet, scale, 'singleBet'),
        min_active: 0,
      };
  }
}

/** The terms as the wire shows them, in the spec's fields of each kind. */
export function termsView(row: Omit<TermColumns, 'ends_at'>, scale: number) {
  const money = (value: bigint) => formatMinorUnits(value, scale);
  switch (row.kind) {
    case 'dividend':
      return {
        kind: row.kind,
        rate: formatRate(row.rate),
        period: row.period ?? 'monthly',
        minBet: money(row.min_bet),
        minProfitLoss: money(row.min_profit_loss),
        minActiveMembers: row.min_active,
      };
    case 'daily_salary':
      return {
        kind: row.kind,
        rate: formatRate(row.rate),
        dailyBetVolume: money(row.min_bet),
        minActiveMembers: row.min_active,
      };
    case 'hourly_salary':
      return {
        kind: row.kind,
        rate: formatRate(row.rate),
        hourlyBetVolume: money(row.min_bet),
        minActiveMembers: row.min_active,
      };
    case 'realtime_salary':
      return {
        kind: row.kind,
        profitRate: formatRate(row.rate),
        lossRate: formatRate(row.loss_rate ?? 0),
        singleBet: money(row.min_bet),
      };
  }
}

/**
 * What may happen to a contract in each state (spec section 4). The lower level accepts or rejects an
 * offer (new, or signing when it replaces the contract in force) and a termination request; the upper
 * level asks to terminate a contract in force. An upstream signing at a lower rate, or the offer that
 * replaces it, ends a contract in any live state (LIVE_STATES) as terminated.
 */
type ContractAction = 'accept' | 'reject' | 'requestTermination';

const NEXT_STATE: Record<ContractAction, Partial<Record<ContractState, ContractState>>> = {
  accept: { new: 'established', signing: 'established', terminating: 'terminated' },
  reject: { new: 'rejected', signing: 'rejected', terminating: 'established' },
  requestTermination: { established: 'terminating' },
};

/** The state after `action`, or contract.state when the contract's state does not allow it. */
export function nextState(state: ContractState, action: ContractAction): ContractState {
  const next = NEXT_STATE[action][state];
  if (!next) throw new AppError('contract.state');
  return next;
}

/** States in which a contract binds or may come to bind: what an upstream rate cut must end. */
export const LIVE_STATES = ['new', 'signing', 'established', 'terminating'] as const;
/** States of a contract in force. */
export const IN_FORCE_STATES = ['established', 'terminating'] as const;
/** States of an offer waiting for the lower level. */
export const OFFER_STATES = ['new', 'signing'] as const;
