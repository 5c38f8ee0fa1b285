import type { CallerRequest, WalletReply } from '@platform/contracts/vendor-wallet/client';
import type { collusionSignals } from '../live/niuniu-room.ts';
import type { PlatformWallet } from '../wallet.ts';

/** A pair of seats a room found sharing an address or a device (niuniu-room.ts collusionSignals). */
type SeatSignal = Pick<ReturnType<typeof collusionSignals>[number], 'seats' | 'by'>;

const KINDS = { address: 'shared-address', device: 'shared-device' } as const;

/** How often one signal is sent before it is given up: the platform keeps a repeated signal once. */
const ATTEMPTS = 4;
const FIRST_PAUSE_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What became of a room's signals: filed, refused by the platform (with its code), or not delivered. */
export type RiskReport = {
  sent: number;
  refused: { seats: readonly [string, string]; code: string }[];
  undelivered: number;
};

/**
 * Sends a room's collusion signals to the platform for its risk staff: each pair of seats as the two
 * players the platform knows them by, what they share (never the address or device itself), the table
 * and the hand. A signal the network lost or the platform could not answer (5xx) is sent again, up to
 * four times with a doubling pause: the platform files the same signal once, so a retry of one that
 * did arrive adds nothing. A refusal (a seat that is not the platform's player) is not retried. The
 * room's play never waits on this: the caller need not await it, and nothing here throws.
 */
export async function reportCollusion(
  wallet: Pick<PlatformWallet, 'riskSignal'>,
  room: {
    gameCode: string;
    table: string;
    hand?: string | undefined;
    observedAt: Date;
    signals: readonly SeatSignal[];
    /** The platform's player id of a seat (its balance call's answer); undefined for a seat left. */
    playerOf: (seat: string) => string | undefined;
  },
  request: CallerRequest,
  pause: (ms: number) => Promise<void> = wait,
): Promise<RiskReport> {
  const report: RiskReport = { sent: 0, refused: [], undelivered: 0 };
  await Promise.all(
    room.signals.map(async ({ seats, by }) => {
      const a = room.playerOf(seats[0]);
      const b = room.playerOf(seats[1]);
      if (a === undefined || b === undefined || a === b) return;
      const signal = {
        gameCode: room.gameCode,
        table: room.table,
        ...(room.hand === undefined ? {} : { hand: room.hand }),
        kind: KINDS[by],
        players: [a, b] as [string, string],
        observedAt: room.observedAt.toISOString(),
      };
      let reply: WalletReply | null = null;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        reply = await wallet.riskSignal(signal, request).catch(() => null);
        if (reply !== null && reply.status < 500) break;
        if (attempt < ATTEMPTS) await pause(FIRST_PAUSE_MS * 2 ** (attempt - 1));
      }
      if (reply === null || reply.status >= 500) report.undelivered += 1;
      else if (reply.body.code === 'OK') report.sent += 1;
      else report.refused.push({ seats, code: reply.body.code });
    }),
  );
  if (report.refused.length > 0 || report.undelivered > 0)
    request.log.info({ table: room.table, hand: room.hand, ...report }, 'collusion signals not all filed');
  return report;
}
