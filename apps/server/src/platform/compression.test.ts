import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventNames } from '../test/event-stream.ts';
import { registeredMember } from '../test/member.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The answer's headers and its bytes as they went over the wire (fetch would inflate them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const call = httpRequest(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

// The demo brand's whole catalogue: one of the home page's large answers.
const LIST = '/lgw/games/list';
const listed = ZSuccess(z.object({}).loose());

describe('API answers above the threshold', () => {
  it('go brotli-compressed to a client that accepts it, and inflate to the same answer', async () => {
    const plain = await rawGet(LIST, { Merchant: 'demo' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await rawGet(LIST, { Merchant: 'demo', 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    listed.parse(JSON.parse(brotliDecompressSync(br.body).toString()));
  });

  it('go gzip-compressed to a client that accepts only gzip, and as they are to one refusing both', async () => {
    const gzip = await rawGet(LIST, { Merchant: 'demo', 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    listed.parse(JSON.parse(gunzipSync(gzip.body).toString()));
    const refused = await rawGet(LIST, { Merchant: 'demo', 'Accept-Encoding': 'gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    listed.parse(JSON.parse(refused.body.toString()));
  });
});

describe('small answers and streams', () => {
  it('a small answer goes as it is, whatever the client accepts', async () => {
    const member = await registeredMember(server, 'squeeze02');
    const info = await rawGet('/wps/member/info', {
      Merchant: 'demo',
      Authorization: member.token,
      'Accept-Encoding': 'br, gzip',
    });
    expect(info.body.length).toBeLessThan(1024);
    expect(info.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(info.body.toString())).toMatchObject({ success: true });
  });

  it("a member's live stream is sent as it is written, never held back to be compressed", async () => {
    const member = await registeredMember(server, 'squeeze01');
    const abort = new AbortController();
    const response = await server.request('/wps/member/live', {
      headers: { Merchant: 'demo', Authorization: member.token, 'Accept-Encoding': 'br, gzip' },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const { events } = eventNames(response);
    // The first event arrives while the stream is open: nothing waits for its end.
    await expect.poll(() => events, { timeout: 5_000 }).toContain('ready');
    abort.abort();
  });
});
