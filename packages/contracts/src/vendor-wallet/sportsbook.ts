/** The platform's own sportsbook as a game provider: its code in the platform, and its games' codes. */
export const SPORTSBOOK_PROVIDER_CODE = 'SPORTSBOOK';

/**
 * One game per lobby that opens the book (sports, e-sports, cricket, cockfighting, virtual sports):
 * the launch names one, and the book opens on that sport. Every bet's debit names the launched game.
 */
export const SPORTSBOOK_GAMES = {
  football: 'SPORTSBOOK_SPORTS',
  esports: 'SPORTSBOOK_ESPORTS',
  cricket: 'SPORTSBOOK_CRICKET',
  cockfighting: 'SPORTSBOOK_COCKFIGHTING',
  virtual: 'SPORTSBOOK_VIRTUAL',
} as const;

/**
 * The most a bet (a round) may return, in stakes, before the platform's wallet refuses its credit as
 * WIN_LIMIT_EXCEEDED. An accumulator's return is the product of its prices (up to 20 legs, each up to
 * 1000), so no multiple is too large for a fair bet: the book bounds a bet by its largest payout
 * instead (200,000 whole units by default, at a smallest stake of 1 unit: at most 200,000 stakes). The
 * cap is the largest the operator API accepts, five times that, so an operator may raise the book's
 * payout without a legitimate parlay being refused, while a credit past it (a stolen key) still is.
 */
export const SPORTSBOOK_MAX_WIN_MULTIPLIER = 1_000_000;

/** The ways a price may be shown; a brand sets its members' default (decimal unless it says otherwise). */
export const ODDS_FORMATS = ['decimal', 'hong_kong', 'malay', 'indonesian', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/**
 * The widest margin a brand may price its members' bets at, in hundredths of a percent (20%): past it
 * the book is no longer one a member would bet into, and a typo (5000 for 5.00%) is refused.
 */
export const MAX_BRAND_MARGIN = 2000;

/**
 * How long the platform keeps a sportsbook bet's round open without a call before refunding it: a bet
 * waits for its event (and an accumulator for its last leg), so the installation's idle timeout for a
 * casino round (minutes) would refund open bets. 30 days covers any event the book offers.
 */
export const SPORTSBOOK_ROUND_IDLE_MINUTES = 30 * 24 * 60;
