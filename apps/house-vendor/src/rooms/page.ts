import { formatMinorUnits } from '@platform/contracts/money';
import { pageScript, type Theme } from '../assets.ts';
import { paytable, rakeAt } from '../live/niuniu.ts';
import { handTable } from '../live/teenpatti.ts';
import { liveTextsFor } from '../live/texts.ts';
import { documentOf, escapeHtml } from '../pages.ts';
import { textsFor } from '../texts.ts';
import type { RoomSession } from './session.ts';

/** Niu-Niu's paytable, strongest first: each kind, what it pays and how often five cards make it. */
function paytableOf(texts: Record<string, string>): string {
  const rows = paytable()
    .reverse()
    .map(
      (line) =>
        `<tr><td>${escapeHtml(texts[`niuniu.kind.${line.kind}`] ?? '')}</td><td>×${line.pays}</td><td>${(line.chance * 100).toFixed(3)}%</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${escapeHtml(texts['room.kind'] ?? '')}</th><th>${escapeHtml(texts['room.pays'] ?? '')}</th><th>${escapeHtml(texts['room.chance'] ?? '')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Teen Patti's hands, strongest first, and how often three cards make each: a pot pays, not a kind. */
function handTableOf(texts: Record<string, string>): string {
  const lines = handTable();
  const total = lines.reduce((sum, line) => sum + line.hands, 0).toLocaleString('en');
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(texts[`teenpatti.kind.${line.kind}`] ?? '')}</td><td>${line.hands.toLocaleString('en')}</td><td>${(line.chance * 100).toFixed(3)}%</td></tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(texts['teenpatti.hands'] ?? '')}</caption><thead><tr><th>${escapeHtml(texts['room.kind'] ?? '')}</th><th>${escapeHtml((texts['teenpatti.ways'] ?? '').replace('{total}', total))}</th><th>${escapeHtml(texts['room.chance'] ?? '')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A card game's page: its stake's lobby, then the table; the script (public/rooms.ts) does the rest. */
export function roomsPage(
  session: RoomSession,
  sound: boolean | null,
  theme: Theme,
  state: object | null,
): string {
  const texts = { ...textsFor(session.language), ...liveTextsFor(session.language) } as Record<
    string,
    string
  >;
  const title = texts[`room.game.${session.game}`] ?? session.game;
  const config = JSON.stringify({
    session: session.id,
    game: session.game,
    scale: session.scale,
    texts,
    // The member's sound switch as they last set it; null: a demo, or never set (the browser's then).
    sound,
    real: session.player !== undefined,
    // The rooms as they are now (public/rooms.ts shows them without asking again).
    state,
  });
  const text = (key: string) => escapeHtml(texts[key] ?? '');
  // A game's own rules, proof and table where they differ from Niu-Niu's, the first card game.
  const teenPatti = session.game === 'teenpatti';
  const own = (key: string) => text(teenPatti ? `teenpatti.${key}` : `room.${key}`);
  // The rake's cap in the table's money, as the rooms of this session apply it (rooms/routes.ts).
  const cap = formatMinorUnits(rakeAt(session.scale).cap, session.scale);
  const rakeCap = escapeHtml((texts['room.rakeCap'] ?? '').replace('{cap}', `${cap} ${session.currency}`));
  return documentOf(
    { language: session.language, title, style: 'rooms', theme, bodyAttributes: ' data-view="lobby"' },
    `<main class="rooms" data-mode="${session.mode}">
<header class="bar">
  <h1>${escapeHtml(title)} <small>${text(`room.stake.${session.stake}`)}</small></h1>
  <button type="button" class="sound" id="sound" aria-pressed="true">${text('sound')}</button>
  <p class="balance"><span>${text(session.mode === 'demo' ? 'demo' : 'balance')}</span> <output id="balance" aria-live="polite">…</output></p>
</header>
<section id="lobby" class="lobby" aria-label="${text('room.lobby')}"></section>
<section id="table" class="table" hidden>
  <div class="felt" id="felt">
    <div class="centre">
      <div class="clock" id="clock"><svg viewBox="0 0 40 40" aria-hidden="true"><circle class="clock-track" cx="20" cy="20" r="17"/><circle class="clock-left" id="clock-left" cx="20" cy="20" r="17" pathLength="100"/></svg><output id="seconds"></output></div>
      <p class="phase" id="phase" role="status" aria-live="polite"></p>
    </div>
    <ol class="seats" id="seats"></ol>
  </div>
  <div class="actions" id="actions"></div>
  <p class="message" id="message" role="status"></p>
  <button type="button" class="leave" id="leave">${text('room.leave')}</button>
</section>
<details class="paytable"><summary>${text('paytable')}</summary><p>${own('rules')}</p><p>${rakeCap}</p>${teenPatti ? handTableOf(texts) : paytableOf(texts)}</details>
<details class="fair"><summary>${text('fairness')}</summary>
  <p>${own('fair')}</p>
  <p><span>${own('hash')}</span> <code id="hand-hash"></code></p>
  <p id="revealed"></p>
  <button type="button" id="verify">${text('room.verify')}</button>
  <p id="verified" role="status"></p>
</details>
<section class="hands"><h2>${text('room.history')}</h2><ol id="hands"></ol></section>
</main>
<script type="application/json" id="config">${config.replace(/</g, '\\u003c')}</script>
${pageScript('rooms')}`,
  );
}
