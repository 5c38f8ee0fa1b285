// The catalogue's lottery entries open the site's own lottery page; apart from the launch schemas so
// that the site reads it without zod.

const LOTTERY_PAGE = '/lottery';

/** The site's own betting page of one of the platform's lottery games. */
export const lotteryPagePath = (gameCode: string) =>
  `${LOTTERY_PAGE}?gameCode=${encodeURIComponent(gameCode)}`;

/** The platform's lottery game code a launch answer's address opens on the site, if it is one. */
export function lotteryGameOf(gameUrl: string): string | undefined {
  if (!gameUrl.startsWith(`${LOTTERY_PAGE}?`)) return undefined;
  return new URLSearchParams(gameUrl.slice(LOTTERY_PAGE.length + 1)).get('gameCode') ?? undefined;
}
