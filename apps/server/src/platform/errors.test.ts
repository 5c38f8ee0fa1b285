import { ZFailure } from '@platform/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;

/** Routes that exist only in this test, to drive the platform's request handling from outside. */
function addProbeRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/wps/probe/echo',
      { schema: { body: z.object({ amount: z.number().int(), note: z.string().max(10) }) } },
      async (request) => ({ success: true, value: request.body }),
    );
  app.get('/wps/probe/forbidden', async () => {
    throw Object.assign(new Error('no'), { statusCode: 403 });
  });
  app.get('/wps/probe/crash', async () => {
    throw new Error('relation "members" does not exist at SELECT password FROM members');
  });
}

beforeAll(async () => {
  server = await startTestServer({ extend: addProbeRoutes });
});
afterAll(() => server?.close());

async function post(body: string, headers: Record<string, string> = {}) {
  const response = await server.request('/wps/probe/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: ZFailure.or(z.object({ success: z.literal(true) })).parse(JSON.parse(text)),
  };
}

describe('bad input', () => {
  it('accepts a valid body (the probe itself works)', async () => {
    const { status, text } = await post(JSON.stringify({ amount: 5, note: 'hi' }));
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ success: true, value: { amount: 5, note: 'hi' } });
  });

  it('answers malformed JSON with 400 request.malformed', async () => {
    const { status, body } = await post('{"amount": 5,');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'request.malformed' });
  });

  it('answers wrong types with 400 request.invalid naming each field', async () => {
    const { status, body } = await post(JSON.stringify({ amount: '5', note: 'far too long a note' }), {
      Language: 'VI',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'request.invalid',
      message: expect.stringContaining('Vui lòng'),
    });
    const issues = 'issues' in body ? body.issues : [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'body.amount', code: 'invalid_type' },
        { path: 'body.note', code: 'too_big' },
      ]),
    );
  });

  it('answers a body over 1 MB with 400 request.too.large', async () => {
    const { status, body } = await post(JSON.stringify({ amount: 1, note: 'x'.repeat(1024 * 1024) }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'request.too.large' });
  });

  it('answers an unsupported content type with 400, not 500', async () => {
    const { status, body } = await post('amount=5', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'request.malformed' });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await server.request('/wps/no/such/thing', { headers: { Language: 'CN' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      errorCode: 'route.not.found',
      message: '请求的地址不存在。',
    });
  });

  it('keeps the meaning of a plugin error that carries only a status', async () => {
    const response = await server.request('/wps/probe/forbidden');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'access.forbidden' });
  });

  it('hides the cause of an unexpected failure: 500 system.error, no stack, no SQL', async () => {
    const response = await server.request('/wps/probe/crash');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ success: false, errorCode: 'system.error' });
    expect(text).not.toMatch(/members|SELECT|at |\.ts/);
  });
});

describe('every answer', () => {
  it('carries a request id, keeping a sane one the caller sent', async () => {
    const given = await server.request('/healthz', { headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const hostile = await server.request('/healthz', { headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries strict security headers', async () => {
    const response = await server.request('/wps/system/whitelabel');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
