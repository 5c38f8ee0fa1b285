// What every house game page's script shares (served with its types stripped, as the scripts are):
// its configuration and texts from the page, and the small helpers for the document.

export type Texts = Record<string, string>;

/** The configuration the server wrote into the page, as JSON in its `#config` element. */
export function pageConfig<Config>(): Config {
  return JSON.parse(document.getElementById('config')?.textContent ?? '{}') as Config;
}

/** The page's texts by key, every `{name}` in one filled from `values`; a missing text shows its key. */
export function translator(texts: Texts) {
  return (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      texts[key] ?? key,
    );
}

export const $ = (id: string) => document.getElementById(id) as HTMLElement;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string> = {},
  text = '',
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

/** The page's message line: what just happened, in the tone of a win, a loss or an error. */
export function say(text: string, tone: 'win' | 'lose' | 'error' | '' = '') {
  const message = $('message');
  message.textContent = text;
  message.dataset.tone = tone;
}

let shownClock = '';
/**
 * The countdown ring (#clock-left, a share of 100) and its seconds (#seconds), written only when what
 * they show changes: the tables call this every frame, and an idle table then paints nothing.
 */
export function showClock(seconds: string, share: number) {
  const left = Math.round(Math.min(100, Math.max(0, share)));
  if (`${seconds}|${left}` === shownClock) return;
  shownClock = `${seconds}|${left}`;
  $('seconds').textContent = seconds;
  const ring = $('clock-left');
  ring.setAttribute('stroke-dasharray', `${left} 100`);
  // A dash of nothing still draws its round cap: an empty clock would show a dot.
  ring.setAttribute('visibility', left > 0 ? 'visible' : 'hidden');
}

/** A session's state from its API, for a page that came without it (the wallet refused it then). */
export async function readState<State>(api: string): Promise<State | { error?: string }> {
  const response = await fetch(api);
  if (response.ok) return (await response.json()) as State;
  return (await response.json().catch(() => ({}))) as { error?: string };
}
