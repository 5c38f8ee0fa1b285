/**
 * The site's pages anyone may open without an account, home first: the sitemap lists them for every
 * brand's host, and the browser tests sweep them. Game lobbies follow the nav's order.
 */
export const PUBLIC_PAGES = [
  '/',
  '/live',
  '/sports',
  '/fish',
  '/rng',
  '/pvp',
  '/elott',
  '/lottery',
  '/esports',
  '/crash',
  '/arcade',
  '/mini',
  '/jackpot',
  '/cockfighting',
  '/cricket',
  '/pointMall',
  '/promotions',
  '/help',
  '/down',
  '/join',
  '/register',
] as const;
