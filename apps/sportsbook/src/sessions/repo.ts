import { randomBytes } from 'node:crypto';
import type { OddsFormat } from '@platform/contracts/vendor-wallet/sportsbook';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

type PlayerSession = {
  id: string;
  token: string;
  playerId: string;
  gameCode: string;
  currency: string;
  scale: number;
  language: string;
  /** The member's brand (its code); null on a session opened before the book kept it. */
  brandCode: string | null;
  /** The brand's default way to show prices. */
  oddsFormat: OddsFormat;
};

/**
 * A member's launch of the book, kept in its database so that every instance of the book knows it: its
 * id (in the page's address) is what the page places bets with, the platform's token what they are
 * debited with.
 */
export async function openSession(
  db: Kysely<DB>,
  fields: Omit<PlayerSession, 'id'>,
  now: Date,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db
    .insertInto('player_session')
    .values({
      id,
      token: fields.token,
      player_id: fields.playerId,
      game_code: fields.gameCode,
      currency: fields.currency,
      scale: fields.scale,
      language: fields.language,
      brand_code: fields.brandCode,
      odds_format: fields.oddsFormat,
      opened_at: now,
    })
    .execute();
  return id;
}

export async function sessionById(db: Kysely<DB>, id: string): Promise<PlayerSession | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const row = await db.selectFrom('player_session').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      id: row.id,
      token: row.token,
      playerId: row.player_id,
      gameCode: row.game_code,
      currency: row.currency,
      scale: row.scale,
      language: row.language,
      brandCode: row.brand_code,
      oddsFormat: row.odds_format,
    }
  );
}
