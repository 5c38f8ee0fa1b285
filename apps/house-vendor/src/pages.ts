import { formatMinorUnits } from '@platform/contracts/money';
import { baccaratOdds } from './games/baccarat.ts';
import { CRASH_RTP } from './games/crash.ts';
import { DICE_RTP } from './games/dice.ts';
import { DRAGON_WHEEL, FISH_KINDS, FISH_PAYS, FISHING_RTP } from './games/fishing.ts';
import { LINES, PAYTABLE, SCATTER_PAYS, slotRtp } from './games/slot.ts';
import { autoplayChoices, PACE_MARGIN_MS } from './pace.ts';
import type { GameKind } from './rounds.ts';
import type { PlaySession } from './sessions.ts';
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

export function shell(language: string, title: string, body: string): string {
  const { lang, dir } = htmlLanguage(language);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/game.css">
</head>
<body>
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

/** The game page: the client script builds the controls from the session it reads. */
export function gamePage(session: PlaySession): string {
  const t = textsFor(session.language);
  const config = JSON.stringify({
    session: session.id,
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
  return shell(
    session.language,
    t[`game.${session.game}`],
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
<p class="links"><a href="/rules/${session.game}?lang=${encodeURIComponent(session.language)}&amp;back=${session.id}">${escapeHtml(t.rules)}</a> · ${escapeHtml(t.rtp.replace('{rtp}', statedRtp(session.game)))}</p>
</main>
<script type="application/json" id="config">${config.replace(/</g, '\\u003c')}</script>
<script type="module" src="/assets/client.js"></script>`,
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
export function rulesPage(game: GameKind, language: string, backTo: string | undefined): string {
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
      ? `<p><a href="/game/${backTo}">${escapeHtml(t.back)}</a></p>`
      : '';
  return shell(
    language,
    `${t[`game.${game}`]} · ${t.rules}`,
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
