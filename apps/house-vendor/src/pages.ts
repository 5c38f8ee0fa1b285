import { formatMinorUnits } from '@platform/contracts/money';
import type { FastifyReply } from 'fastify';
import { type PageStyle, pageScript, pageStyle, type Theme } from './assets.ts';
import { baccaratOdds } from './games/baccarat.ts';
import { CRASH_RTP } from './games/crash.ts';
import { DICE_RTP } from './games/dice.ts';
import { DRAGON_WHEEL, FISH_KINDS, FISH_PAYS, FISHING_RTP } from './games/fishing.ts';
import { LINES, PAYTABLE, SCATTER_PAYS, slotRtp } from './games/slot.ts';
import { autoplayChoices, PACE_MARGIN_MS } from './pace.ts';
import type { GameKind } from './rounds.ts';
import type { PlayedRound, PlaySession } from './sessions.ts';
import { htmlLanguage, textsFor } from './texts.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

let baccaratRtp: ReturnType<typeof baccaratOdds>['rtp'] | undefined;

/** Each game's documented return to player, in percent. */
export function statedRtp(game: GameKind): string {
  switch (game) {
    case 'slot':
      return (slotRtp().rtp * 100).toFixed(2);
    case 'crash':
      return (CRASH_RTP * 100).toFixed(2);
    case 'dice':
      return (DICE_RTP * 100).toFixed(2);
    case 'baccarat': {
      baccaratRtp ??= baccaratOdds().rtp;
      const { player, banker, tie } = baccaratRtp;
      return `${(banker * 100).toFixed(2)} / ${(player * 100).toFixed(2)} / ${(tie * 100).toFixed(2)}`;
    }
    case 'fishing':
      return (FISHING_RTP * 100).toFixed(2);
  }
}

/** The member's theme from a page's address (`?theme=`); anything else: none, the device's scheme. */
export const themeOf = (query: { theme?: unknown }): Theme =>
  query.theme === 'light' || query.theme === 'dark' ? query.theme : null;

/** The address's part that keeps the member's theme from page to page of the vendor's. */
export const themeQuery = (theme: Theme, join: '?' | '&amp;' = '?'): string =>
  theme ? `${join}theme=${theme}` : '';

/** A launch whose token the wallet refused: the way back, in the player's language. */
export const refusedLaunch = (reply: FastifyReply, language: string) =>
  reply.status(401).type('text/plain; charset=utf-8').send(textsFor(language)['error.TOKEN_EXPIRED']);

/** A page's document: its head with its stylesheet in the member's theme (or the device's), its body. */
export function documentOf(
  page: { language: string; title: string; style: PageStyle; theme: Theme; bodyAttributes?: string },
  body: string,
): string {
  const { lang, dir } = htmlLanguage(page.language);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"${page.theme ? ` data-theme="${page.theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
${pageStyle(page.style, page.theme)}
</head>
<body${page.bodyAttributes ?? ''}>
${body}
</body>
</html>`;
}

/** The table the session plays at, if any, and the stakes it takes, in the page's language. */
function stakesLine(session: PlaySession): string {
  const t = textsFor(session.language);
  const money = (amount: bigint) => `${formatMinorUnits(amount, session.scale)} ${session.currency}`;
  const limits = t.limits
    .replace('{min}', money(session.limits.min))
    .replace('{max}', money(session.limits.max));
  return session.table ? `${t[`table.${session.table}`]} · ${limits}` : limits;
}

/** A session's state as the page reads it: the balance, the seeds, the rounds, what they paid. */
export type PageState = {
  mode: PlaySession['mode'];
  currency: string;
  balance: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  table: PlaySession['table'];
  net: string;
  limits: { min: string; max: string };
  history: (PlayedRound & { revealedSeed: string | null })[];
};

/** The game page: the client script builds the controls from the session's state it comes with. */
export function gamePage(
  session: PlaySession,
  state: PageState | null,
  sound: boolean | null,
  theme: Theme,
): string {
  const t = textsFor(session.language);
  const config = JSON.stringify({
    session: session.id,
    state,
    // The member's sound switch as they last set it; null: a demo, or never set (the browser's then).
    sound,
    game: session.game,
    texts: t,
    language: session.language,
    minStake: formatMinorUnits(session.limits.min, session.scale),
    pace: {
      // The page waits the margin too, so that its rounds never wait on the server.
      cycleMs: session.pace.cycleMs === 0 ? 0 : session.pace.cycleMs + PACE_MARGIN_MS,
      autoplay: autoplayChoices(session.pace.autoplayRounds),
      turbo: session.pace.turbo,
      net: session.pace.netPosition,
    },
    ...(session.game === 'slot' ? { lines: LINES } : {}),
  });
  const pace =
    session.pace.cycleMs > 0
      ? ` · ${t.pace.replace('{seconds}', (session.pace.cycleMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 }))}`
      : '';
  const net = session.pace.netPosition
    ? `\n  <p class="net"><span>${escapeHtml(t.net)}</span> <output id="net" aria-live="polite">…</output></p>`
    : '';
  return documentOf(
    { language: session.language, title: t[`game.${session.game}`], style: 'game', theme },
    `<main class="game game-${session.game}" data-mode="${session.mode}">
<header class="bar">
  <h1>${escapeHtml(t[`game.${session.game}`])}</h1>
  <button type="button" id="sound" class="sound" aria-pressed="true">${escapeHtml(t.sound)}</button>
  <p class="balance"><span>${escapeHtml(session.mode === 'demo' ? t.demo : t.balance)}</span> <output id="balance" aria-live="polite">…</output></p>${net}
  <p class="limits" id="limits">${escapeHtml(stakesLine(session) + pace)}</p>
</header>
<section id="table" class="table" aria-live="polite"></section>
<form id="bet" class="bet"></form>
<p id="message" class="message" role="status"></p>
<details class="fair">
  <summary>${escapeHtml(t.fairness)}</summary>
  <div id="fairness"></div>
</details>
<p class="links"><a href="/rules/${session.game}?lang=${encodeURIComponent(session.language)}&amp;back=${session.id}${themeQuery(theme, '&amp;')}">${escapeHtml(t.rules)}</a> · ${escapeHtml(t.rtp.replace('{rtp}', statedRtp(session.game)))}</p>
</main>
<script type="application/json" id="config">${config.replace(/</g, '\\u003c')}</script>
${pageScript('client')}`,
  );
}

/** What each fish pays, the Dragon King's with its wheel, in the page's language. */
export function fishingPaytable(t: ReturnType<typeof textsFor>): string {
  const wheel = `${Math.min(...DRAGON_WHEEL)}–${Math.max(...DRAGON_WHEEL)}`;
  const rows = FISH_KINDS.map((kind) => {
    const pays =
      kind === 'dragon'
        ? t['fish.dragonPays'].replace('{base}', String(FISH_PAYS.dragon)).replace('{wheel}', wheel)
        : `${FISH_PAYS[kind]}×`;
    return `<tr><td>${escapeHtml(t[`fish.kind.${kind}`])}</td><td>${escapeHtml(pays)}</td></tr>`;
  }).join('');
  return `<table class="paytable"><thead><tr><th>${escapeHtml(t['fish.fish'])}</th><th>${escapeHtml(t['fish.pays'])}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A slot symbol's name in the page's language; the royals are their letters everywhere. */
const symbolName = (t: ReturnType<typeof textsFor>, symbol: string) =>
  (t as Record<string, string>)[`symbol.${symbol}`] ?? (symbol === 'TEN' ? '10' : symbol);

/** The rules page: how the game plays, what it pays, its return to player and how to check a round. */
export function rulesPage(
  game: GameKind,
  language: string,
  backTo: string | undefined,
  theme: Theme,
): string {
  const t = textsFor(language);
  const paytable =
    game === 'slot'
      ? `<table><thead><tr><th>${escapeHtml(t.symbol)}</th><th>${escapeHtml(t.pays)}</th></tr></thead><tbody>${Object.entries(
          PAYTABLE,
        )
          .map(
            ([symbol, pays]) =>
              `<tr><td>${escapeHtml(symbolName(t, symbol))}</td><td>${pays.join(' / ')}</td></tr>`,
          )
          .join(
            '',
          )}</tbody></table><p>${escapeHtml(t.scatterPays.replace('{pays}', SCATTER_PAYS.join(' / ')))}</p>`
      : game === 'fishing'
        ? fishingPaytable(t)
        : '';
  const back =
    backTo && /^[0-9a-f]{32}$/.test(backTo)
      ? `<p><a href="/game/${backTo}${themeQuery(theme)}">${escapeHtml(t.back)}</a></p>`
      : '';
  return documentOf(
    { language, title: `${t[`game.${game}`]} · ${t.rules}`, style: 'game', theme },
    `<main class="rules">
<h1>${escapeHtml(t[`game.${game}`])}</h1>
<p>${escapeHtml(t[`rules.${game}`])}</p>
${paytable}
<p><strong>${escapeHtml(t.rtp.replace('{rtp}', statedRtp(game)))}</strong></p>
<h2>${escapeHtml(t.fairness)}</h2>
<p>${escapeHtml(t['rules.fairness'])}</p>
${back}
</main>`,
  );
}
