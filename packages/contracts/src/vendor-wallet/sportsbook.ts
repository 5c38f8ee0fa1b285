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
