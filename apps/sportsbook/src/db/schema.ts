import type { OddsFormat } from '@platform/contracts/vendor-wallet/sportsbook';
import type { ColumnType, Generated } from 'kysely';

/** The sportsbook's tables (migrations/), as Kysely sees them; int8 arrives as bigint. */
type Id = ColumnType<bigint, bigint | undefined, never>;
type Json = ColumnType<unknown, string, string>;

export type EventStatus = 'scheduled' | 'live' | 'suspended' | 'finished' | 'cancelled';
type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'void';
type SelectionStatus = 'open' | 'suspended' | 'settled';
export type BetStatus = 'reserved' | 'open' | 'refused' | 'failed' | 'won' | 'lost' | 'void' | 'cashed_out';

export type DB = {
  sport: { code: string };
  competition: { id: Id; sport_code: string; name: string };
  event: {
    id: Id;
    source: string;
    source_id: string;
    competition_id: bigint;
    home: string;
    away: string;
    starts_at: Date;
    status: EventStatus;
    commitment: string | null;
    reveal: ColumnType<unknown, string | null | undefined, string | null>;
  };
  market: {
    id: Id;
    event_id: bigint;
    key: string;
    definition: Json;
    status: MarketStatus;
    min_stake: bigint | null;
    max_stake: bigint | null;
    result: ColumnType<unknown, string | null | undefined, string | null>;
    result_version: Generated<number>;
    /** The result version its bets were last settled at; null: never. */
    settled_version: ColumnType<number | null, number | null | undefined, number | null>;
  };
  selection: {
    id: Id;
    market_id: bigint;
    code: string;
    price: bigint;
    status: SelectionStatus;
    /** The source's fair probability (before any margin); null when it gave none or stopped pricing it. */
    fair_probability: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** A brand's own margin in hundredths of a percent; a brand without a row has the installation's. */
  brand_margin: { brand_code: string; margin: number };
  book_limits: {
    currency: string;
    min_stake: bigint;
    max_stake: bigint;
    max_payout: bigint;
    max_event_liability: bigint;
    max_selection_liability: bigint;
  };
  player_session: {
    id: string;
    token: string;
    player_id: string;
    game_code: string;
    currency: string;
    scale: number;
    language: string;
    opened_at: Date;
    /** The member's brand as the platform named it at the launch; null on a session from before 0003. */
    brand_code: string | null;
    /** The brand's default odds format at the launch. */
    odds_format: OddsFormat;
  };
  bet: {
    id: Id;
    session_id: string;
    player_id: string;
    currency: string;
    idempotency_key: string;
    kind: 'single' | 'accumulator' | 'system';
    system_name: string | null;
    unit_stake: bigint;
    total_stake: bigint;
    potential_return: bigint;
    liability: bigint;
    status: BetStatus;
    refusal: string | null;
    wallet_round_id: string;
    wallet_transaction_id: string;
    placed_at: Date;
    returned: bigint | null;
    cashed_out: Generated<bigint>;
  };
  /** A reserved bet (its debit on its way), until the bet moves on. */
  bet_reservation: { bet_id: bigint };
  bet_leg: { bet_id: bigint; position: number; event_id: bigint; selection_id: bigint; price: bigint };
  payment: {
    id: Id;
    bet_id: bigint;
    kind: 'settlement' | 'cash_out';
    version: number | null;
    idempotency_key: string | null;
    basis: bigint;
    amount: bigint;
    operation: 'credit' | 'adjust' | 'none';
    close_round: boolean;
    transaction_id: string;
    created_at: Date;
    paid_at: Date | null;
    refusal: string | null;
    retry_at: Date | null;
    /** When the wallet refused it for good (a final code): never sent again. */
    refused_at: Date | null;
    /** Failed attempts in a row (not reached or refused), which space the next ones out. */
    attempts: Generated<number>;
  };
  liability: {
    subject: 'event' | 'selection';
    subject_id: bigint;
    currency: string;
    amount: Generated<bigint>;
  };
};
