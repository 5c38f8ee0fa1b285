import { formatMinorUnits } from '@platform/contracts/money';
import { pageScript, type Theme } from '../assets.ts';
import { documentOf } from '../pages.ts';
import { textsFor } from '../texts.ts';
import { LIVE_GAMES } from './games.ts';
import type { LiveSeatState, Seat } from './seat.ts';
import { liveTextsFor } from './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The chips a seat offers: multiples of its least stake, none above its largest. */
function chipsOf(seat: Seat): string[] {
  const min = BigInt(seat.limits.min);
  const max = BigInt(seat.limits.max);
  return [1n, 5n, 10n, 50n, 100n]
    .map((times) => min * times)
    .filter((amount) => amount <= max)
    .map((amount) => formatMinorUnits(amount, seat.scale));
}

/** The rendered dealer: shapes only (no glyph of any font), animated by live.css. */
const DEALER = `<svg class="dealer" viewBox="0 0 200 170" aria-hidden="true">
<defs><linearGradient id="vest" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#3b1f4a"/><stop offset="1" stop-color="#1d0f26"/></linearGradient></defs>
<g class="dealer-body">
<path d="M40 170 Q44 112 100 104 Q156 112 160 170 Z" fill="url(#vest)"/>
<path d="M84 106 L100 140 L116 106 Z" fill="#f4efe6"/>
<path d="M92 112 L100 120 L108 112 L100 116 Z" fill="#b3122e"/>
<rect x="91" y="86" width="18" height="20" rx="6" fill="#e8b98f"/>
<g class="dealer-head">
<ellipse cx="100" cy="62" rx="27" ry="31" fill="#f0c49c"/>
<path d="M72 60 Q70 26 100 24 Q131 26 128 60 Q124 40 100 38 Q80 40 72 60 Z" fill="#22150f"/>
<path d="M72 58 Q66 92 78 104 L80 64 Z M128 58 Q134 92 122 104 L120 64 Z" fill="#22150f"/>
<g class="dealer-eyes"><ellipse cx="89" cy="63" rx="3.2" ry="3.8" fill="#2a1a12"/><ellipse cx="111" cy="63" rx="3.2" ry="3.8" fill="#2a1a12"/></g>
<path d="M92 78 Q100 84 108 78" stroke="#a4463c" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</g>
<g class="dealer-arm"><path d="M150 124 Q176 132 170 150 L152 156 Q146 140 136 134 Z" fill="#2a1636"/><ellipse cx="160" cy="154" rx="11" ry="8" fill="#f0c49c"/></g>
<path d="M50 124 Q24 132 30 150 L48 156 Q54 140 64 134 Z" fill="#2a1636"/><ellipse cx="40" cy="154" rx="11" ry="8" fill="#f0c49c"/>
</g>
</svg>`;

/** The paytable, shown to the member on the table's page: each kind of bet, its pay and return. */
function paytable(seat: Seat, texts: Record<string, string>): string {
  const rows = LIVE_GAMES[seat.kind]
    .paytable()
    .map(
      (line) =>
        `<tr><td>${escapeHtml(texts[`spot.${line.spot.replace(/:.*/, '')}`] ?? line.spot)}${line.spot.includes(':') ? ` ${escapeHtml(line.spot.split(':')[1] ?? '')}` : ''}</td><td>${escapeHtml(line.pays)}:1</td><td>${(line.rtp * 100).toFixed(2)}%</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${escapeHtml(texts.bet ?? '')}</th><th>${escapeHtml(texts.pays ?? '')}</th><th>${escapeHtml(texts.rtpOf ?? '')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A shared table's page: the client script (public/live.ts) follows the table and builds the felt. */
export function livePage(seat: Seat, state: LiveSeatState | null, theme: Theme): string {
  const texts = { ...textsFor(seat.language), ...liveTextsFor(seat.language) } as Record<string, string>;
  const title = texts[`live.${seat.kind}`] ?? seat.kind;
  const money = (minor: string) => `${formatMinorUnits(BigInt(minor), seat.scale)} ${seat.currency}`;
  const limits = (texts.limits ?? '')
    .replace('{min}', money(seat.limits.min))
    .replace('{max}', money(seat.limits.max));
  const config = JSON.stringify({
    seat: seat.id,
    state,
    kind: seat.kind,
    texts,
    spots: LIVE_GAMES[seat.kind].spots,
    chips: chipsOf(seat),
  });
  return documentOf(
    { language: seat.language, title, style: 'live', theme },
    `<main class="live live-${seat.kind}" data-mode="${seat.mode}">
<header class="bar">
  <h1><span class="live-dot" aria-hidden="true"></span>${escapeHtml(title)}</h1>
  <p class="balance"><span>${escapeHtml((seat.mode === 'demo' ? texts.demo : texts.balance) ?? '')}</span> <output id="balance" aria-live="polite">…</output></p>
  <p class="limits">${escapeHtml(limits)}</p>
</header>
<section class="stage" id="stage" data-phase="">
  ${DEALER}
  <div class="clock" id="clock"><svg viewBox="0 0 40 40" aria-hidden="true"><circle class="clock-track" cx="20" cy="20" r="17"/><circle class="clock-left" id="clock-left" cx="20" cy="20" r="17" pathLength="100"/></svg><output id="seconds"></output></div>
  <p class="round" id="round"></p>
  <div class="felt" id="felt"></div>
  <p class="banner" id="banner" role="status" aria-live="polite"></p>
</section>
<section class="spots" id="spots" aria-label="${escapeHtml(texts.placeBets ?? '')}"></section>
<div class="chips" id="chips" role="radiogroup" aria-label="${escapeHtml(texts.chip ?? '')}"></div>
<p class="message" id="message" role="status"></p>
<section class="roads" id="roads"></section>
<details class="paytable"><summary>${escapeHtml(texts.paytable ?? '')}</summary>${paytable(seat, texts)}</details>
<details class="fair"><summary>${escapeHtml(texts.fairness ?? '')}</summary>
  <p>${escapeHtml(texts['fair.how'] ?? '')}</p>
  <p><span>${escapeHtml(texts['fair.hash'] ?? '')}</span> <code id="shoe-hash"></code></p>
  <p id="revealed"></p>
  <button type="button" id="verify">${escapeHtml(texts.verifyShoe ?? '')}</button>
  <p id="verified" role="status"></p>
</details>
<ol class="history" id="history"></ol>
</main>
<script type="application/json" id="config">${config.replace(/</g, '\\u003c')}</script>
${pageScript('live')}`,
  );
}
