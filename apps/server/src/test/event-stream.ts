/**
 * Reads a server-sent event stream as the site does, collecting the name of each event in order;
 * `finished` settles when the stream ends or is aborted.
 */
export function eventNames(response: Response): { events: string[]; finished: Promise<void> } {
  const events: string[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const finished = (async () => {
    let text = '';
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      text += chunk.value;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const name = /^event: (.+)$/m.exec(text.slice(0, end))?.[1];
        if (name) events.push(name);
        text = text.slice(end + 2);
      }
    }
  })();
  return { events, finished };
}
