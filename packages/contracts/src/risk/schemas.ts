import { z } from 'zod';
import { ZRowCursor } from '../row-id.ts';
import { RISK_SIGNAL_KINDS } from '../vendor-wallet/protocol.ts';

const ZBrand = z.string().min(2).max(32).describe('Brand code');

export const ZRiskSignalsQuery = z.object({
  merchant: ZBrand,
  kind: z.enum(RISK_SIGNAL_KINDS).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Only signals observed at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Only signals observed before this time'),
  before: ZRowCursor.optional().describe('The next page: the last id the previous page showed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const ZSignalMember = z.object({
  memberId: z.string().describe('The member, for their page in the players console'),
  account: z.string(),
});

/** The brand's collusion signals, newest observed first. */
export const ZRiskSignals = z.object({
  signals: z.array(
    z.object({
      id: z.string(),
      observedAt: z.iso.datetime(),
      receivedAt: z.iso.datetime(),
      provider: z.string(),
      gameCode: z.string(),
      table: z.string(),
      hand: z.string().nullable(),
      kind: z.enum(RISK_SIGNAL_KINDS),
      members: z.tuple([ZSignalMember, ZSignalMember]),
    }),
  ),
  next: z.string().nullable().describe('Pass as `before` for the next page; null on the last'),
});
