import type { RecordType } from '@platform/contracts/wallet/schemas';

/**
 * The ledger's transfer kinds behind each type of the account record, the profit and loss and the
 * agents' transaction details ('.' ends a prefix). Every kind that moves a member's money has a type,
 * so the profit and loss adds up to the wallet's net change; a kind added later shows as 'other'
 * until it joins one here.
 */
export const RECORD_KINDS: Record<RecordType, string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal.'],
  transfer: ['wallet.transfer'],
  adjustment: ['adjustment'],
  // Promotions, missions and referrals, a bonus played through, and the VIP upgrade and rebates.
  bonus: ['bonus', 'bonus.', 'vip.'],
  // Lottery stakes, wins, refunds and chase holds are game money too.
  game: ['game.', 'lottery.'],
  agent_pay: ['agent.dividend', 'agent.daily_salary', 'agent.hourly_salary', 'agent.realtime_salary'],
  agent_transfer: ['agent.transfer.'],
  // Points converted to cash, and the cash of a points-mall product.
  points: ['points.convert', 'mall.cash'],
};

const matches = (kind: string, prefix: string) =>
  prefix.endsWith('.') ? kind.startsWith(prefix) : kind === prefix;

/** The record type of a ledger transfer kind. */
export function recordTypeOf(kind: string): RecordType | 'other' {
  for (const [type, kinds] of Object.entries(RECORD_KINDS) as [RecordType, string[]][])
    if (kinds.some((prefix) => matches(kind, prefix))) return type;
  return 'other';
}
