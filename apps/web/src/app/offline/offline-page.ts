/** The offline page's texts in one language: its `offline.*` keys of the `layout` namespace. */
export type OfflineTexts = { title: string; body: string; retry: string };

/**
 * The offline page's script, written out by the build as /offline.js (see build-plugin.ts): this
 * function's source with every language's texts, so it must use nothing from outside its own body.
 * The page has no text of its own: the script fills it in the visitor's language (the one they chose
 * on the site, else their browser's) and theme, and reloads once the network is back.
 */
export function offlineScript(settings: {
  texts: Record<string, OfflineTexts>;
  /** Site language code by BCP 47 tag (`zh-CN` → CN), to match the browser's languages. */
  codeOfTag: Record<string, string>;
  rtl: string[];
}): void {
  const { texts, codeOfTag, rtl } = settings;
  function stored(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function fromBrowser(): string | undefined {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const code = codeOfTag[tag] ?? codeOfTag[tag.split('-')[0] ?? ''];
      if (code) return code;
    }
    return undefined;
  }
  const chosen = stored('lang');
  const code = (chosen && texts[chosen] ? chosen : fromBrowser()) ?? 'EN';
  const text = texts[code] ?? texts.EN;
  const root = document.documentElement;
  const theme = stored('theme');
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  const tag = Object.keys(codeOfTag).find((key) => codeOfTag[key] === code);
  if (tag) root.lang = tag;
  root.dir = rtl.includes(code) ? 'rtl' : 'ltr';
  if (text) {
    document.title = text.title;
    for (const [id, value] of Object.entries(text)) {
      const element = document.getElementById(`offline-${id}`);
      if (element) element.textContent = value;
    }
  }
  document.getElementById('offline-retry')?.addEventListener('click', () => location.reload());
  addEventListener('online', () => location.reload());
}

/** The offline page itself: its look is inline (the site's styles are not at hand), its script not (CSP). */
export const OFFLINE_HTML = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="dark light" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Offline</title>
    <style>
      :root { --surface: #0a0f1c; --card: #111a2c; --ink: #eef2fb; --muted: #a3afc7; --accent: #7c3aed; }
      :root[data-theme="light"] { --surface: #f3f5fa; --card: #ffffff; --ink: #0f172a; --muted: #475569; --accent: #6d28d9; }
      @media (prefers-color-scheme: light) {
        :root:not([data-theme="dark"]) { --surface: #f3f5fa; --card: #ffffff; --ink: #0f172a; --muted: #475569; --accent: #6d28d9; }
      }
      * { box-sizing: border-box; }
      body {
        margin: 0; min-height: 100dvh; display: grid; place-items: center; padding: 24px;
        background: var(--surface); color: var(--ink);
        font-family: "Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      }
      main { max-width: 28rem; width: 100%; background: var(--card); border-radius: 16px; padding: 32px 24px; text-align: center; }
      img { width: 56px; height: 56px; }
      h1 { font-size: 1.375rem; margin: 16px 0 8px; }
      p { color: var(--muted); line-height: 1.5; margin: 0 0 24px; }
      button {
        font: inherit; font-weight: 600; color: #ffffff; background: var(--accent); border: 0; border-radius: 12px;
        padding: 12px 24px; min-height: 44px; cursor: pointer;
      }
      button:focus-visible { outline: 2px solid var(--ink); outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" />
      <h1 id="offline-title">You are offline</h1>
      <p id="offline-body"></p>
      <button id="offline-retry" type="button">Try again</button>
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
