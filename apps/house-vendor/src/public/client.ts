// The game page's script, served with its types stripped: no imports, no build step.
type Texts = Record<string, string>;
type Config = {
  session: string;
  game: 'slot' | 'crash' | 'dice' | 'baccarat';
  texts: Texts;
  language: string;
  /** The smallest stake the session takes (its table's, if it has one). */
  minStake: string;
  /** The brand's pace: the least time from one round's start to the next's, the auto-play lengths offered. */
  pace: { cycleMs: number; autoplay: number[]; turbo: boolean; net: boolean };
};
type Round = {
  roundId: string;
  stake: string;
  win: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Record<string, unknown> & { multiplier: number };
  revealedSeed?: string | null;
};
type State = {
  balance: string;
  currency: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  net: string;
  history: Round[];
};

const config = JSON.parse(document.getElementById('config')?.textContent ?? '{}') as Config;
const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    config.texts[key] ?? key,
  );
const api = `/api/sessions/${config.session}`;
const $ = (id: string) => document.getElementById(id) as HTMLElement;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string> = {},
  text = '',
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function field(label: string, input: HTMLElement) {
  const wrapper = element('label', { class: 'field' });
  wrapper.append(element('span', {}, label), input);
  return wrapper;
}

let state: State | undefined;

function showBalance(balance: string) {
  $('balance').textContent = `${balance} ${state?.currency ?? ''}`;
}

function showNet(net: string) {
  if (!config.pace.net) return;
  const amount = Number(net);
  $('net').textContent = `${amount > 0 ? '+' : ''}${net} ${state?.currency ?? ''}`;
  $('net').dataset.tone = amount > 0 ? 'win' : amount < 0 ? 'lose' : '';
}

function say(text: string, tone: 'win' | 'lose' | 'error' | '' = '') {
  const message = $('message');
  message.textContent = text;
  message.dataset.tone = tone;
}

const stake = element('input', {
  name: 'stake',
  inputmode: 'decimal',
  // One unit, or the table's minimum where that is more.
  value: Number(config.minStake) > 1 ? config.minStake : '1.00',
  required: '',
  'aria-label': t('stake'),
});
const submit = element(
  'button',
  { type: 'submit', class: 'primary' },
  config.game === 'slot' ? t('spin') : t('play'),
);

function choiceControls(): () => Record<string, unknown> {
  const form = $('bet');
  form.append(field(t('stake'), stake));
  if (config.game === 'crash') {
    const cashOut = element('input', { name: 'cashOut', inputmode: 'decimal', value: '2.00' });
    form.append(field(t('cashOut'), cashOut));
    return () => ({ game: 'crash', cashOut: Number(cashOut.value) });
  }
  if (config.game === 'dice') {
    const target = element('input', {
      name: 'target',
      type: 'range',
      min: '1',
      max: '98',
      step: '0.5',
      value: '49.5',
    });
    const direction = element('select', { name: 'direction' });
    direction.append(
      element('option', { value: 'under' }, t('under')),
      element('option', { value: 'over' }, t('over')),
    );
    const hint = element('output', { class: 'hint' });
    const update = () => {
      const value = Number(target.value);
      const chance = direction.value === 'under' ? value : 100 - value - 0.01;
      hint.textContent = `${t('target')} ${value.toFixed(2)} · ${t('chance', { chance: chance.toFixed(2), multiplier: (Math.floor((0.99 / (chance / 100)) * 10000) / 10000).toFixed(4) })}`;
    };
    target.addEventListener('input', update);
    direction.addEventListener('change', update);
    update();
    form.append(field(t('target'), target), field(`${t('under')} / ${t('over')}`, direction), hint);
    return () => ({ game: 'dice', target: Number(target.value), direction: direction.value });
  }
  if (config.game === 'baccarat') {
    const sides = element('fieldset', { class: 'sides' });
    for (const side of ['player', 'banker', 'tie']) {
      const option = element('label');
      const radio = element('input', { type: 'radio', name: 'side', value: side });
      if (side === 'banker') radio.setAttribute('checked', '');
      option.append(radio, element('span', {}, t(side)));
      sides.append(option);
    }
    form.append(sides);
    return () => ({
      game: 'baccarat',
      side: (form.querySelector('input[name=side]:checked') as HTMLInputElement).value,
    });
  }
  return () => ({ game: 'slot' });
}

const SYMBOL_ART: Record<string, string> = {
  TEN: '10',
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
  KOI: '🐟',
  LANTERN: '🏮',
  DRAGON: '🐉',
  WILD: '★',
  SCATTER: '🪷',
};
const CARD_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function showOutcome(round: Round) {
  const table = $('table');
  table.replaceChildren();
  const outcome = round.outcome as Record<string, unknown>;
  if (config.game === 'slot') {
    const spins = [outcome.base, ...((outcome.freeSpins as unknown[]) ?? [])] as { grid: string[][] }[];
    const grid = element('div', { class: 'grid', role: 'img' });
    for (let row = 0; row < 3; row += 1)
      for (let reel = 0; reel < 5; reel += 1) {
        const symbol = spins[0]?.grid[reel]?.[row] ?? 'TEN';
        grid.append(
          element(
            'span',
            { class: `cell s-${symbol.toLowerCase()}`, title: symbol },
            SYMBOL_ART[symbol] ?? symbol,
          ),
        );
      }
    table.append(grid);
    if (spins.length > 1)
      table.append(element('p', { class: 'free' }, t('freeSpins', { count: spins.length - 1 })));
  } else if (config.game === 'crash') {
    table.append(element('p', { class: 'big' }, t('crashed', { point: Number(outcome.crashAt).toFixed(2) })));
  } else if (config.game === 'dice') {
    table.append(element('p', { class: 'big' }, t('roll', { roll: Number(outcome.roll).toFixed(2) })));
  } else {
    for (const side of ['player', 'banker']) {
      const hand = element('div', { class: `hand ${side}` });
      hand.append(element('h2', {}, `${t(side)} ${outcome[`${side}Total`]}`));
      const cards = element('p', { class: 'cards' });
      for (const rank of outcome[side] as number[])
        cards.append(element('span', { class: 'card' }, CARD_NAMES[rank] ?? '?'));
      hand.append(cards);
      table.append(hand);
    }
  }
  const won = round.win !== '0' && Number(round.win) > 0;
  say(won ? t('win', { amount: `${round.win} ${state?.currency ?? ''}` }) : t('lose'), won ? 'win' : 'lose');
}

function showFairness() {
  if (!state) return;
  const panel = $('fairness');
  panel.replaceChildren();
  const facts = element('dl');
  facts.append(
    element('dt', {}, t('serverSeedHash')),
    element('dd', { class: 'mono' }, state.serverSeedHash),
  );
  facts.append(element('dt', {}, t('nonce')), element('dd', {}, String(state.nonce)));
  panel.append(facts);
  const form = element('form', { class: 'seed' });
  const seed = element('input', {
    name: 'clientSeed',
    value: state.clientSeed,
    pattern: '[A-Za-z0-9_\\-]{1,64}',
  });
  form.append(field(t('clientSeed'), seed), element('button', { type: 'submit' }, t('rotate')));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const response = await fetch(`${api}/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSeed: seed.value }),
    });
    if (!response.ok) return say(t('error.invalid'), 'error');
    state = (await response.json()) as State;
    showFairness();
  });
  panel.append(form, element('h3', {}, t('history')));
  const list = element('ol', { class: 'history' });
  for (const round of state.history) {
    const item = element('li');
    item.append(element('span', {}, `#${round.nonce} · ${round.stake} → ${round.win}`));
    if (round.revealedSeed) {
      const verify = element('button', { type: 'button' }, t('verify'));
      verify.addEventListener('click', async () => {
        const response = await fetch('/api/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            serverSeed: round.revealedSeed,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            choice: lastChoices.get(round.roundId) ?? choiceOf(),
          }),
        });
        const checked = (await response.json()) as { serverSeedHash: string; outcome: Round['outcome'] };
        const same =
          checked.serverSeedHash === round.serverSeedHash &&
          checked.outcome.multiplier === round.outcome.multiplier;
        verify.replaceWith(element('span', { class: same ? 'ok' : 'bad' }, same ? t('verified') : '✗'));
      });
      item.append(verify);
    } else item.append(element('small', {}, t('notRevealed')));
    list.append(item);
  }
  panel.append(list);
}

const lastChoices = new Map<string, Record<string, unknown>>();
const choiceOf = choiceControls();
$('bet').append(submit);

// A round starts no sooner than the brand's minimum cycle after the one before: until then the play
// button waits (the server would hold the round back, the platform refuse it).
let nextRoundAt = 0;
const untilNextRound = () => Math.max(0, nextRoundAt - Date.now());
function holdUntilNextRound() {
  const wait = untilNextRound();
  if (wait === 0) return submit.removeAttribute('disabled');
  submit.setAttribute('disabled', '');
  window.setTimeout(() => {
    if (!autoplay.running) submit.removeAttribute('disabled');
  }, wait);
}

/** A round's key: random hex (getRandomValues, unlike randomUUID, works on a page served over plain HTTP). */
function roundKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

async function playRound(): Promise<boolean> {
  submit.setAttribute('disabled', '');
  say('');
  const choice = choiceOf();
  nextRoundAt = Date.now() + config.pace.cycleMs;
  try {
    const response = await fetch(`${api}/rounds`, {
      method: 'POST',
      // Should this request reach the vendor twice (a retry on the way), it is one round.
      headers: { 'content-type': 'application/json', 'idempotency-key': roundKey() },
      body: JSON.stringify({ stake: stake.value.trim(), choice }),
    });
    const body = (await response.json()) as {
      round?: Round;
      balance?: string;
      nonce?: number;
      net?: string;
      error?: string;
    };
    if (!response.ok || !body.round || !body.balance) {
      const key = `error.${body.error ?? 'generic'}`;
      say(config.texts[key] ? t(key) : t('error.generic'), 'error');
      // The framing site shows the check at once instead of at its next poll (HOUSE_REALITY_CHECK_MESSAGE
      // in the contracts); like the round message, it says nothing the site could not ask itself.
      if (body.error === 'REALITY_CHECK_DUE' && window.parent !== window)
        window.parent.postMessage({ type: 'house.reality.check' }, '*');
      return false;
    }
    lastChoices.set(body.round.roundId, choice);
    if (state) {
      state.history.unshift(body.round);
      state.nonce = body.nonce ?? state.nonce + 1;
    }
    showBalance(body.balance);
    if (body.net !== undefined) showNet(body.net);
    // The site that frames the game reads its balance again (HOUSE_ROUND_MESSAGE in the contracts):
    // the message carries nothing, so any page framing the game may hear it.
    if (window.parent !== window) window.parent.postMessage({ type: 'house.round.played' }, '*');
    showOutcome(body.round);
    showFairness();
    return true;
  } catch {
    say(t('error.generic'), 'error');
    return false;
  } finally {
    if (!autoplay.running) holdUntilNextRound();
  }
}

/** Auto-play, where the brand allows it: up to its most rounds, stopped by the player or any refusal. */
const AUTOPLAY_PAUSE_MS = 1000;
const autoplay = { running: false, stop: false };
function autoplayControls() {
  if (config.pace.autoplay.length === 0) return;
  const rounds = element('select', { name: 'autoplayRounds', 'aria-label': t('autoplayRounds') });
  for (const count of config.pace.autoplay)
    rounds.append(element('option', { value: String(count) }, String(count)));
  const turbo = element('input', { type: 'checkbox', name: 'turbo' }) as HTMLInputElement;
  const start = element('button', { type: 'button', class: 'autoplay' }, t('autoplay'));
  const box = element('div', { class: 'autoplay-box' });
  box.append(field(t('autoplayRounds'), rounds));
  if (config.pace.turbo) {
    const label = element('label', { class: 'turbo' });
    label.append(turbo, element('span', {}, t('turbo')));
    box.append(label);
  }
  box.append(start);
  $('bet').append(box);
  start.addEventListener('click', async () => {
    if (autoplay.running) {
      autoplay.stop = true;
      return;
    }
    autoplay.running = true;
    autoplay.stop = false;
    rounds.setAttribute('disabled', '');
    let left = Number(rounds.value);
    while (left > 0 && !autoplay.stop) {
      start.textContent = t('autoplayStop', { left });
      const pause = config.pace.turbo && turbo.checked ? 0 : AUTOPLAY_PAUSE_MS;
      await new Promise((resolve) => window.setTimeout(resolve, Math.max(untilNextRound(), pause)));
      if (autoplay.stop || !(await playRound())) break;
      left -= 1;
    }
    autoplay.running = false;
    rounds.removeAttribute('disabled');
    start.textContent = t('autoplay');
    holdUntilNextRound();
  });
}
autoplayControls();

$('bet').addEventListener('submit', async (event) => {
  event.preventDefault();
  if (autoplay.running || untilNextRound() > 0) return;
  await playRound();
});

const response = await fetch(api);
if (response.ok) {
  state = (await response.json()) as State;
  showBalance(state.balance);
  showNet(state.net);
  showFairness();
} else {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  say(t(`error.${body.error === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'generic'}`), 'error');
}
