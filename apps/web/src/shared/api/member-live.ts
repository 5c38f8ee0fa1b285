import { memberLive } from '@platform/contracts/member-live/routes';
import { sessionHeaders } from './api-client.ts';

/** After a dropped stream the next try waits this long, doubling up to the most. */
const FIRST_RETRY_MS = 1_000;
const MOST_RETRY_MS = 30_000;

/**
 * Follows the member's live stream (server-sent events read through fetch, which can send the
 * session's token in a header where EventSource cannot): `onEvent` gets each event's name, `ready`
 * included, on every (re)connection. Reconnects after the server ends a stream (it does every few
 * minutes) or the network drops it; stops for good when the session is refused. Answers what stops it.
 */
export function followMemberLive(language: () => string, onEvent: (name: string) => void): () => void {
  const abort = new AbortController();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    });
  void (async () => {
    let retryMs = FIRST_RETRY_MS;
    while (!abort.signal.aborted) {
      try {
        const response = await fetch(memberLive.path, {
          headers: sessionHeaders(language()),
          signal: abort.signal,
          cache: 'no-store',
        });
        // A session the server no longer serves: the next call the site makes handles it.
        if (response.status >= 400 && response.status < 500) return;
        if (response.ok && response.body) {
          retryMs = FIRST_RETRY_MS;
          await readEvents(response.body, onEvent);
        }
      } catch {
        // A dropped connection: tried again below.
      }
      if (abort.signal.aborted) return;
      await wait(retryMs * (0.5 + Math.random()));
      retryMs = Math.min(retryMs * 2, MOST_RETRY_MS);
    }
  })();
  return () => abort.abort();
}

/** Hands over each event's name as its blank-line-ended block arrives; comments (keep-alives) are skipped. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const name = /^event: ?(.+)$/m.exec(text.slice(0, end))?.[1];
      if (name) onEvent(name.trim());
      text = text.slice(end + 2);
    }
  }
}
