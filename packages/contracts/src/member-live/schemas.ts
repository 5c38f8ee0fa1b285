import { z } from 'zod';

/**
 * What the member's live stream says changed: their balance (any ledger movement of theirs), their
 * messages (a new one to them or to their whole brand), their bets (one settled). Each event carries
 * no data: the site asks for what it shows, so the stream never holds anything a log could keep.
 */
export const LIVE_CHANGES = ['balance', 'messages', 'bets'] as const;
export type LiveChange = (typeof LIVE_CHANGES)[number];

export const ZMemberLiveStream = z
  .string()
  .describe(
    'text/event-stream: `ready` once open, then `balance`, `messages` or `bets` (data `{}`) whenever that changed; ' +
      'the stream ends after a few minutes and the client opens it again with its current token',
  );
