// A card room's page script (served with its types stripped): the stake's lobby, then the table,
// followed over server-sent events. Cards are the shared artwork's SVG, never a font's glyphs.
import { addArtDefinitions, CARD_BACK, cardFace } from './art.js';
import { $, element, pageConfig, say, showClock, type Texts, translator } from './page.js';
import { chime, soundSwitch, tone } from './sound.js';

type Config = {
  session: string;
  game: string;
  scale: number;
  texts: Texts;
  /** The member's sound switch as the vendor keeps it; null for a demo or a member who never set it. */
  sound: boolean | null;
  /** A member's seat (the wallet's), not a demo's. */
  real: boolean;
  /** The rooms as the page was served (one round trip fewer on a phone); null: the script asks. */
  state: State | null;
};
type SeatView = {
  seat: string;
  chips: string;
  inHand: boolean;
  // Niu-Niu's seats: the bank grabbed and the bet multiple, null until chosen.
  grab?: number | null;
  bet?: number | null;
  connected: boolean;
  auto: boolean;
  // Teen Patti's seats: blind or seen, packed, what each put in the pot.
  seen?: boolean;
  packed?: boolean;
  put?: string;
};
type Result = {
  seat: string;
  cards: number[];
  kind: number;
  ten?: number[];
  gross: string;
  rake: string;
  net: string;
};
type GameView = {
  id: string;
  phase: 'waiting' | 'grab' | 'bet' | 'betting' | 'settled';
  hand: number;
  deadline: number;
  hash: string;
  banker: string | null;
  base: string;
  seats: SeatView[];
  last: {
    hand: number;
    serverSeed: string;
    hash: string;
    banker?: string;
    ended?: string;
    results: Result[];
  } | null;
  // Teen Patti's: the dealer button, whose turn it is, the stake and the pot.
  button?: string | null;
  turn?: string | null;
  stake?: string;
  pot?: string;
};
/** What only this member's seat is sent (Teen Patti): its cards once seen, its moves on its turn. */
type Mine = {
  cards: number[] | null;
  moves: {
    chaal: { min: string; max: string } | null;
    show: { allIn: boolean; cost: string } | null;
  } | null;
};
type RoomView = { id: string; game: string; stake: string; state: GameView; leaving: string[]; at: number };
type Lobby = { id: string; seated: number; seats: number; base: string; minBuyIn: string; maxBuyIn: string };
type Hand = { room: string; hand: number; label: string; net: string; rake: string };
type State = {
  balance: string;
  currency: string;
  seat: { room: string; seat: string } | null;
  rooms: Lobby[];
  hands: Hand[];
  view: RoomView | null;
};

const config = pageConfig<Config>();
const t = translator(config.texts);
const api = `/api/rooms/${config.session}`;

/** Minor units as the member's money: the page gets amounts exact, as decimal strings. */
function money(minor: string): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(config.scale + 1, '0');
  const whole = digits.slice(0, digits.length - config.scale);
  const cents = config.scale > 0 ? `.${digits.slice(digits.length - config.scale)}` : '';
  return `${negative ? '−' : ''}${whole}${cents}`;
}

let state: State | undefined;
let view: RoomView | undefined;
let mine: Mine | null = null;
/** Teen Patti's turns, blind and seen play, and pot, beside Niu-Niu's grab and bets. */
const teenPatti = config.game === 'teenpatti';
// The stylesheet sizes the cards by the game: three a seat in Teen Patti, five in Niu-Niu.
document.body.dataset.game = config.game;
const kindText = (kind: number) => t(`${config.game}.kind.${kind}`);
let events: EventSource | undefined;
let skew = 0;
let shownHand = 0;
/** This browser's own id, kept in its storage: what the collusion signals compare between seats. */
const device =
  localStorage.getItem('house.device') ??
  (() => {
    const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    localStorage.setItem('house.device', id);
    return id;
  })();
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

async function post(path: string, body: unknown, key = newKey()) {
  const response = await fetch(`${api}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-device': device },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string } & Record<string, unknown>;
  if (!response.ok) throw new Error(answer.error ?? 'generic');
  return answer;
}
const failed = (error: unknown) =>
  say(t(`error.${error instanceof Error ? error.message : 'generic'}`), 'error');

// ---- the lobby ----

/** The lobby's tables as last drawn: its counts change in place, not the buy-in a member is typing. */
const lobbyCards = new Map<string, { seated: HTMLElement; sit: HTMLButtonElement }>();

function showLobby() {
  document.body.dataset.view = 'lobby';
  $('table').hidden = true;
  const lobby = $('lobby');
  lobby.hidden = false;
  const rooms = state?.rooms ?? [];
  if (rooms.length > 0 && rooms.every((room) => lobbyCards.has(room.id))) {
    for (const room of rooms) {
      const drawn = lobbyCards.get(room.id);
      if (!drawn) continue;
      drawn.seated.textContent = t('room.seated', { seated: room.seated, seats: room.seats });
      drawn.sit.disabled = room.seated >= room.seats;
    }
    return;
  }
  lobbyCards.clear();
  lobby.replaceChildren(
    element('h2', {}, t('room.lobby')),
    ...rooms.map((room, index) => {
      const card = element('article', { class: 'room', 'aria-label': t('room.table', { n: index + 1 }) });
      const amount = element('input', {
        type: 'number',
        inputmode: 'decimal',
        min: room.minBuyIn,
        max: room.maxBuyIn,
        step: 'any',
        value: room.minBuyIn,
        'aria-label': t('room.buyIn', { min: room.minBuyIn, max: room.maxBuyIn }),
      });
      const sit = element('button', { type: 'button' }, t('room.sit'));
      const seated = element('p', {}, t('room.seated', { seated: room.seated, seats: room.seats }));
      lobbyCards.set(room.id, { seated, sit });
      sit.disabled = room.seated >= room.seats;
      sit.addEventListener('click', () => {
        sit.disabled = true;
        post('sit', { room: room.id, buyIn: amount.value })
          .then(async () => {
            window.parent.postMessage({ type: 'house.round.played' }, '*');
            chime([523, 659, 784], 90);
            await refresh();
          })
          .catch(failed)
          .finally(() => {
            sit.disabled = false;
          });
      });
      card.append(
        element('h3', {}, t('room.table', { n: index + 1 })),
        seated,
        element('p', {}, t('room.base', { base: room.base })),
        element('label', {}, t('room.buyIn', { min: room.minBuyIn, max: room.maxBuyIn })),
        amount,
        sit,
      );
      return card;
    }),
  );
}

// ---- the table ----

const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
// The deck's suits (card / 13: diamonds, clubs, hearts, spades) as the artwork orders its pips.
const ART_SUIT = [3, 2, 1, 0];
const card = (value: number, ten: boolean) =>
  `<span class="card${ten ? ' ten' : ''}">${cardFace(value % 13, ART_SUIT[Math.floor(value / 13)] ?? 0, RANK_NAMES[value % 13] ?? '')}</span>`;

function seatName(seat: string): string {
  if (seat === state?.seat?.seat) return t('room.you');
  const index = view?.state.seats.findIndex((one) => one.seat === seat) ?? -1;
  return t('room.seat', { n: index + 1 });
}

function showSeats() {
  if (!view) return;
  const game = view.state;
  const own = state?.seat?.seat;
  // Seats around the felt, this member's at the bottom: the table turns so that each sees it so.
  const order = [...game.seats];
  const at = order.findIndex((one) => one.seat === own);
  const turned = at < 0 ? order : [...order.slice(at), ...order.slice(0, at)];
  const result = game.phase === 'settled' && game.last?.hand === game.hand ? game.last : null;
  $('seats').replaceChildren(
    ...turned.map((one, index) => {
      const angle = (index / Math.max(turned.length, 1)) * 2 * Math.PI;
      const outcome = result?.results.find((line) => line.seat === one.seat);
      const item = element('li', {
        class: `seat${one.seat === own ? ' mine' : ''}${one.seat === game.banker ? ' banker' : ''}${one.seat === game.turn ? ' turn' : ''}${one.packed ? ' packed' : ''}${outcome && BigInt(outcome.net) > 0n ? ' won' : ''}`,
        'data-seat': one.seat,
      });
      // Set through the style object: the vendor's CSP refuses style attributes written as text. The
      // stylesheet turns the angle into a place, with the felt's radii of each screen shape.
      item.style.setProperty('--sin', Math.sin(angle).toFixed(3));
      item.style.setProperty('--cos', Math.cos(angle).toFixed(3));
      const badges = [
        one.seat === game.banker ? t('room.banker') : '',
        one.seat === game.button ? t('teenpatti.dealer') : '',
        one.inHand && teenPatti && game.phase === 'betting'
          ? t(one.packed ? 'teenpatti.packed' : one.seen ? 'teenpatti.seen' : 'teenpatti.blind')
          : '',
        // Teen Patti's seats have neither: no grab, no bet multiple.
        typeof one.grab === 'number' && game.phase === 'grab' ? t('room.grabbed', { n: one.grab }) : '',
        typeof one.bet === 'number' && one.seat !== game.banker ? t('room.bet', { n: one.bet }) : '',
        one.connected ? '' : t('room.away'),
        view?.leaving.includes(one.seat) ? t('room.leaving') : '',
      ].filter(Boolean);
      item.append(
        element('strong', {}, seatName(one.seat)),
        element('span', { class: 'chips' }, money(one.chips)),
        element('span', { class: 'badges' }, badges.join(' · ')),
      );
      // What a Teen Patti seat has put in the pot this hand, as a chip in front of it.
      if (one.inHand && one.put && game.phase !== 'waiting')
        item.append(element('span', { class: 'put' }, money(one.put)));
      const cards = element('div', { class: 'cards' });
      if (outcome)
        cards.innerHTML = outcome.cards
          .map((value) => card(value, outcome.ten?.includes(value) ?? false))
          .join('');
      else if (one.seat === own && mine?.cards)
        cards.innerHTML = mine.cards.map((value) => card(value, false)).join('');
      else if (one.inHand && game.phase !== 'waiting') cards.innerHTML = CARD_BACK.repeat(teenPatti ? 3 : 5);
      item.append(cards);
      if (outcome) {
        const net = BigInt(outcome.net);
        item.append(
          element('span', { class: 'kind' }, kindText(outcome.kind)),
          element(
            'span',
            { class: `net ${net > 0n ? 'up' : net < 0n ? 'down' : ''}` },
            `${net > 0n ? '+' : ''}${money(outcome.net)}`,
          ),
        );
      }
      return item;
    }),
  );
}

function showActions() {
  const actions = $('actions');
  const game = view?.state;
  const seated = game?.seats.find((one) => one.seat === state?.seat?.seat);
  const buttons: HTMLButtonElement[] = [];
  const move = (type: string, value: number, label: string) => {
    const button = element('button', { type: 'button', class: `move ${type}` }, label);
    button.addEventListener('click', () => {
      for (const one of buttons) one.disabled = true;
      tone(660, 880, 0.12, 'triangle');
      post('act', { type, value }).catch(failed);
    });
    buttons.push(button);
  };
  if (teenPatti && game && seated?.inHand && !seated.packed && game.phase === 'betting') {
    if (!seated.seen) move('see', 0, t('teenpatti.see'));
    const moves = mine?.moves;
    if (moves?.chaal) {
      move('chaal', 1, t('teenpatti.chaal', { amount: money(moves.chaal.min) }));
      if (moves.chaal.max !== moves.chaal.min)
        move('chaal', 2, t('teenpatti.chaal', { amount: money(moves.chaal.max) }));
    }
    if (moves?.show)
      move(
        'show',
        0,
        t(moves.show.allIn ? 'teenpatti.allIn' : 'teenpatti.show', { amount: money(moves.show.cost) }),
      );
    if (moves) move('pack', 0, t('teenpatti.pack'));
  } else if (game && seated?.inHand && game.phase === 'grab' && seated.grab === null) {
    move('grab', 0, t('room.noGrab'));
    for (const value of [1, 2, 3, 4]) move('grab', value, t('room.grab', { n: value }));
  } else if (
    game &&
    seated?.inHand &&
    game.phase === 'bet' &&
    seated.bet === null &&
    game.banker !== seated.seat
  )
    for (const value of [1, 2, 3, 4]) move('bet', value, t('room.bet', { n: value }));
  actions.replaceChildren(...buttons);
}

function showPhase() {
  if (!view) return;
  const game = view.state;
  document.body.dataset.phase = game.phase;
  document.body.dataset.hand = String(game.hand);
  // One line each, so that the centre stays narrow beside the seats: a phone's landscape felt has it
  // at its left end. Teen Patti's pot leads, as big as the clock.
  const lines =
    game.phase === 'waiting'
      ? [t('room.waiting')]
      : game.phase === 'betting'
        ? [
            t('teenpatti.pot', { amount: money(game.pot ?? '0') }),
            `${t('room.hand', { hand: game.hand })} · ${t('teenpatti.stake', { amount: money(game.stake ?? '0') })}`,
            game.turn === state?.seat?.seat
              ? t('teenpatti.yourTurn')
              : t('teenpatti.turnOf', { seat: seatName(game.turn ?? '') }),
          ]
        : [
            `${t('room.hand', { hand: game.hand })} · ${t(`room.phase.${game.phase}`)}`,
            game.last?.ended ? t(`teenpatti.ended.${game.last.ended}`) : '',
          ];
  $('phase').replaceChildren(
    ...lines
      .filter(Boolean)
      .map((line, index) =>
        element('span', index === 0 && game.phase === 'betting' ? { class: 'pot' } : {}, line),
      ),
  );
  $('hand-hash').textContent = game.hash;
  const last = game.last;
  if (last) {
    $('revealed').textContent = t('room.revealed', { hand: last.hand, seed: last.serverSeed });
    // What both members compare: the hand, each seat's kind and net, in seating order.
    document.body.dataset.result = `${last.hand}:${last.results
      .map((line) => `${line.kind}/${line.net}`)
      .sort()
      .join(',')}`;
  }
  if (game.phase === 'settled' && last && last.hand !== shownHand) {
    shownHand = last.hand;
    const own = last.results.find((line) => line.seat === state?.seat?.seat);
    if (own) {
      const net = BigInt(own.net);
      say(
        t(net >= 0n ? 'room.won' : 'room.lost', {
          kind: kindText(own.kind),
          amount: money(own.net.replace('-', '')),
        }),
        net > 0n ? 'win' : 'lose',
      );
      if (net > 0n) chime([659, 784, 1047], 110);
    }
    refresh().catch(failed);
    window.parent.postMessage({ type: 'house.round.played' }, '*');
  }
}

function showTable() {
  document.body.dataset.view = 'table';
  $('lobby').hidden = true;
  $('table').hidden = false;
  showPhase();
  showSeats();
  showActions();
}

function tickClock() {
  const game = view?.state;
  const left = game && game.phase !== 'waiting' ? Math.max(0, game.deadline - (Date.now() + skew)) : 0;
  showClock(left > 0 ? String(Math.ceil(left / 1000)) : '', left / 100);
  requestAnimationFrame(tickClock);
}

function follow(room: string) {
  events?.close();
  events = new EventSource(`${api}/events?room=${encodeURIComponent(room)}`);
  events.onmessage = (event) => {
    const message = JSON.parse(event.data) as { type: string; view?: RoomView; mine?: Mine | null };
    if (message.type !== 'view' || !message.view) return;
    view = message.view;
    mine = message.mine ?? null;
    skew = view.at - Date.now();
    const seat = state?.seat?.seat;
    // Stood up by the room (the hand ended after asking to leave): back to the lobby with the chips.
    if (seat && !view.state.seats.some((one) => one.seat === seat)) refresh().catch(failed);
    else if (seat) showTable();
  };
  events.onerror = () => say(t('connecting'));
  events.onopen = () => {
    if ($('message').textContent === t('connecting')) say('');
  };
}

async function refresh() {
  const response = await fetch(api);
  const answer = (await response.json()) as State & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? 'generic');
  show(answer);
}

function show(answer: State) {
  const wasSeated = state?.seat?.room;
  state = answer;
  $('balance').textContent = `${state.balance} ${state.currency}`;
  $('hands').replaceChildren(
    ...state.hands.map((line) =>
      element(
        'li',
        {},
        t('room.handLine', {
          hand: line.hand,
          kind: t(line.label),
          net: line.net.startsWith('-') ? line.net.replace('-', '−') : `+${line.net}`,
          rake: line.rake,
        }),
      ),
    ),
  );
  if (state.seat) {
    if (state.view) view = state.view;
    if (wasSeated !== state.seat.room) follow(state.seat.room);
    showTable();
  } else {
    events?.close();
    events = undefined;
    view = undefined;
    showLobby();
  }
}

async function verify() {
  const last = view?.state.last;
  const out = $('verified');
  if (!last || !view) {
    out.textContent = t('room.noHand');
    return;
  }
  const response = await fetch('/api/rooms/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      room: view.id,
      hand: last.hand,
      serverSeed: last.serverSeed,
      seats: last.results.length,
    }),
  });
  const answer = (await response.json()) as { hash: string; hands: number[][] };
  const dealt = answer.hands.map((hand) => hand.join()).sort();
  const shown = last.results.map((line) => line.cards.join()).sort();
  const matches = answer.hash === last.hash && dealt.join('|') === shown.join('|');
  out.textContent = matches ? t('room.verified') : t('mismatch');
  out.dataset.tone = matches ? 'win' : 'error';
}

addArtDefinitions();
soundSwitch($('sound'), { remembered: config.sound, settingsUrl: config.real ? `${api}/settings` : null });
$('leave').addEventListener('click', () => {
  post('leave', {})
    .then(async (answer) => {
      if (!answer.left) say(t('room.leaving'));
      window.parent.postMessage({ type: 'house.round.played' }, '*');
      await refresh();
    })
    .catch(failed);
});
$('verify').addEventListener('click', () => {
  verify().catch(failed);
});
(config.state ? Promise.resolve(show(config.state)) : refresh())
  .then(() => requestAnimationFrame(tickClock))
  .catch(failed);
// The lobby's counts move as others sit down: looked at again while it shows.
setInterval(() => {
  if (!state?.seat && document.visibilityState === 'visible') refresh().catch(failed);
}, 5_000);
