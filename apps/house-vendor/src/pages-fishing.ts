import { formatMinorUnits } from '@platform/contracts/money';
import { pageScript, type Theme } from './assets.ts';
import type { schoolNow } from './fishing.ts';
import { DRAGON_WHEEL, FISH_KINDS, FISH_PAYS } from './games/fishing.ts';
import { PACE_MARGIN_MS } from './pace.ts';
import { documentOf, escapeHtml, fishingPaytable, type PageState, statedRtp, themeQuery } from './pages.ts';
import type { PlaySession } from './sessions.ts';
import { textsFor } from './texts.ts';

/** The cannon's stakes, in tenths of the currency's unit, before the session's limits narrow them. */
const CANNON_TENTHS = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

/** The stakes the cannon steps through: the usual steps within the session's limits, and its least. */
function cannonStakes(session: Pick<PlaySession, 'limits' | 'scale'>): bigint[] {
  const unit = 10n ** BigInt(session.scale);
  const { min, max } = session.limits;
  const steps = CANNON_TENTHS.filter((tenths) => (tenths * unit) % 10n === 0n)
    .map((tenths) => (tenths * unit) / 10n)
    .filter((stake) => stake > min && stake <= max);
  return [min, ...steps];
}

/**
 * The fishing game's page: the sea is a canvas the script draws; the controls around it are HTML, so
 * they read out, take the keyboard and wrap on a phone.
 */
export function fishingPage(
  session: PlaySession,
  state: PageState | null,
  sound: boolean | null,
  theme: Theme,
  school: Awaited<ReturnType<typeof schoolNow>>,
): string {
  const t = textsFor(session.language);
  const stakes = cannonStakes(session).map((stake) => formatMinorUnits(stake, session.scale));
  const config = JSON.stringify({
    session: session.id,
    state,
    // The member's sound switch as they last set it; null: a demo, or never set (the browser's then).
    sound,
    // The school swimming as the page was made; null: the page asks for it.
    school,
    texts: t,
    stakes,
    kinds: FISH_KINDS.map((kind) => ({ kind, pays: FISH_PAYS[kind] })),
    wheel: DRAGON_WHEEL,
    pace: {
      cycleMs: session.pace.cycleMs === 0 ? 0 : session.pace.cycleMs + PACE_MARGIN_MS,
      net: session.pace.netPosition,
    },
  });
  const money = (amount: bigint) => `${formatMinorUnits(amount, session.scale)} ${session.currency}`;
  const limits = t.limits
    .replace('{min}', money(session.limits.min))
    .replace('{max}', money(session.limits.max));
  const pace =
    session.pace.cycleMs > 0
      ? ` · ${t.pace.replace('{seconds}', (session.pace.cycleMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 }))}`
      : '';
  const net = session.pace.netPosition
    ? `<p class="net"><span>${escapeHtml(t.net)}</span> <output id="net" aria-live="polite">…</output></p>`
    : '';
  const aim = FISH_KINDS.map(
    (kind) =>
      `<button type="button" class="chip" data-kind="${kind}" aria-pressed="${kind === 'clownfish'}" aria-label="${escapeHtml(`${t['fish.aim']}: ${t[`fish.kind.${kind}`]}`)}"><canvas width="44" height="26" aria-hidden="true"></canvas><span>${kind === 'dragon' ? `${FISH_PAYS.dragon}×+` : `${FISH_PAYS[kind]}×`}</span></button>`,
  ).join('');
  return documentOf(
    { language: session.language, title: t['game.fishing'], style: 'fishing', theme },
    `<main class="reef" data-mode="${session.mode}">
<canvas id="sea" class="sea" role="img" aria-label="${escapeHtml(t['fish.sea'])}"></canvas>
<header class="hud">
  <h1>${escapeHtml(t['game.fishing'])}</h1>
  <p class="balance"><span>${escapeHtml(session.mode === 'demo' ? t.demo : t.balance)}</span> <output id="balance" aria-live="polite">…</output></p>
  ${net}
  <button type="button" id="sound" class="sound" aria-pressed="true">${escapeHtml(t.sound)}</button>
</header>
<p id="message" class="message" role="status"></p>
<div class="dock">
  <div class="cannon" role="group" aria-label="${escapeHtml(t['fish.cannon'])}">
    <button type="button" id="lower" aria-label="${escapeHtml(t['fish.lower'])}">−</button>
    <output id="stake" class="amount" aria-live="polite" aria-label="${escapeHtml(t.stake)}">${escapeHtml(stakes[0] ?? '')}</output>
    <button type="button" id="raise" aria-label="${escapeHtml(t['fish.raise'])}">+</button>
  </div>
  <div class="aim" role="group" aria-label="${escapeHtml(t['fish.aim'])}">${aim}</div>
  <button type="button" id="fire" class="fire">${escapeHtml(t['fish.fire'])}</button>
</div>
<div class="panels">
  <details class="panel"><summary>${escapeHtml(t['fish.paytable'])}</summary>${fishingPaytable(t)}<p>${escapeHtml(t.rtp.replace('{rtp}', statedRtp('fishing')))}</p><p class="small">${escapeHtml(limits + pace)}</p><p><a href="/rules/fishing?lang=${encodeURIComponent(session.language)}&amp;back=${session.id}${themeQuery(theme, '&amp;')}">${escapeHtml(t.rules)}</a></p></details>
  <details class="panel"><summary>${escapeHtml(t.fairness)}</summary><div id="fairness"></div></details>
</div>
<div class="turn"><div class="phone" aria-hidden="true"></div><p>${escapeHtml(t['fish.turn'])}</p></div>
</main>
<script type="application/json" id="config">${config.replace(/</g, '\\u003c')}</script>
${pageScript('fishing')}`,
  );
}
