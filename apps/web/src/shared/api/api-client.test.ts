import { defineRoute } from '@platform/contracts/endpoint';
import { getWhitelabel } from '@platform/contracts/system/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { onAuthExpired } from './auth-events.ts';

const searchGames = defineRoute<{ total: number }, { page: number; vendor?: string }, { name: string }>({
  method: 'POST',
  path: '/wps/test/games',
  auth: 'none',
});

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const sealedLogin = defineRoute<{ token: string }, undefined, { password: string }>({
  method: 'POST',
  path: '/wps/test/sealed',
  auth: 'none',
  encrypted: true,
});

function setup(answer: () => Promise<Response>, seal?: (path: string, body: unknown) => Promise<string>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  const callApi = createApiClient({
    fetch,
    getLanguage: () => 'VI',
    translate: (code) => `text of ${code}`,
    ...(seal ? { seal } : {}),
  });
  const request = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };
  return { callApi, fetch, request };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  sessionStorage.clear();
});

describe('callApi', () => {
  it('seals the body of an encrypted route and says so in a header; other routes go plain', async () => {
    const seal = vi.fn(async (path: string, body: unknown) => `sealed(${path},${JSON.stringify(body)})`);
    const { callApi, request, fetch } = setup(
      async () => json({ success: true, value: { token: 't' } }),
      seal,
    );

    await callApi(sealedLogin, { body: { password: 'secret' } });
    expect(seal).toHaveBeenCalledWith('/wps/test/sealed', { password: 'secret' });
    expect(request().headers.get('Encryption')).toBe('jwe');
    expect(JSON.parse(String(request().init?.body))).toEqual({
      value: 'sealed(/wps/test/sealed,{"password":"secret"})',
    });

    fetch.mockClear();
    await callApi(searchGames, { query: { page: 1 }, body: { name: 'x' } });
    expect(request().headers.get('Encryption')).toBeNull();
    expect(JSON.parse(String(request().init?.body))).toEqual({ name: 'x' });
  });

  it('sends an upload as multipart parts, its type and boundary left to the browser', async () => {
    const upload = defineRoute<{ id: string }, undefined, { code: string; images: Blob[] }>({
      method: 'POST',
      path: '/wps/test/upload',
      auth: 'token',
      multipart: true,
    });
    const { callApi, request } = setup(async () => json({ success: true, value: { id: '1' } }));
    const image = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await callApi(upload, { body: { code: 'APPLY', images: [image, image] } });
    const { init, headers } = request();
    expect(headers.get('Content-Type')).toBeNull();
    const form = init?.body;
    if (!(form instanceof FormData)) throw new Error('expected a FormData body');
    expect(form.get('code')).toBe('APPLY');
    expect(form.getAll('images[]')).toHaveLength(2);
  });

  it('a body that cannot be sealed is not sent: the call fails as a network fault', async () => {
    const { callApi, fetch } = setup(
      async () => json({ success: true, value: {} }),
      async () => {
        throw new Error('no key');
      },
    );
    const error = await caught(callApi(sealedLogin, { body: { password: 'secret' } }));
    expect(error.code).toBe('network.abnormal');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('unwraps the envelope and returns the validated value', async () => {
    const tree = [{ modId: 'FREE_PLAY', enabled: true, childrenNodes: [] }];
    const { callApi, request } = setup(async () => json({ success: true, value: tree }));

    await expect(callApi(getWhitelabel)).resolves.toEqual(tree);
    expect(request().url).toBe('/wps/system/whitelabel');
    expect(request().init?.method).toBe('GET');
  });

  it('sends brand, token, language and device headers, the query and the JSON body', async () => {
    sessionStorage.setItem('merchantCode', 'demo');
    sessionStorage.setItem('token', 'tok-123');
    const { callApi, request } = setup(async () => json({ success: true, value: { total: 3 } }));

    await callApi(searchGames, { body: { name: 'dragon' }, query: { page: 2, vendor: undefined } });

    const { url, init, headers } = request();
    expect(url).toBe('/wps/test/games?page=2');
    expect(init?.body).toBe('{"name":"dragon"}');
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Authorization')).toBe('tok-123');
    expect(headers.get('Language')).toBe('VI');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('omits Merchant and Authorization when the session does not know them', async () => {
    const { callApi, request } = setup(async () => json({ success: true, value: [] }));

    await callApi(getWhitelabel);

    expect(request().headers.has('Merchant')).toBe(false);
    expect(request().headers.has('Authorization')).toBe(false);
    expect(request().headers.has('Idempotency-Key')).toBe(false);
  });

  it("sends a money write's idempotency key when the caller gives one", async () => {
    const { callApi, request } = setup(async () => json({ success: true, value: { total: 1 } }));

    await callApi(searchGames, { body: { name: 'slip' }, query: { page: 1 }, idempotencyKey: 'slip-0001' });

    expect(request().headers.get('Idempotency-Key')).toBe('slip-0001');
  });

  it('throws a typed ApiError from a failure envelope', async () => {
    const { callApi } = setup(async () =>
      json({ success: false, errorCode: 'rate.limited', message: 'Chậm lại' }, 429, { 'Retry-After': '30' }),
    );

    const error = await caught(callApi(getWhitelabel));

    expect(error).toMatchObject({ code: 'rate.limited', message: 'Chậm lại', status: 429 });
    expect(error.retryAfterSeconds).toBe(30);
  });

  it("carries the failure's value, e.g. that the next login needs the captcha", async () => {
    const { callApi } = setup(async () =>
      json({ success: false, errorCode: 'login.failed', message: 'Sai', value: { captcha: true } }, 401),
    );

    expect((await caught(callApi(getWhitelabel))).value).toEqual({ captcha: true });
  });

  it('maps an error code this build does not know to system.error, keeping the server text', async () => {
    const { callApi } = setup(async () =>
      json({ success: false, errorCode: 'brand.new.code', message: 'Nouveau' }, 409),
    );

    await expect(caught(callApi(getWhitelabel))).resolves.toMatchObject({
      code: 'system.error',
      message: 'Nouveau',
      status: 409,
    });
  });

  it('on 401 clears the member session, keeps the brand and announces the expiry', async () => {
    for (const key of ['token', 'account', 'nickname', 'memberLabel', 'customerId', 'cpw', 'merchantCode']) {
      sessionStorage.setItem(key, 'x');
    }
    const listener = vi.fn();
    const unsubscribe = onAuthExpired(listener);
    const { callApi } = setup(async () =>
      json({ success: false, errorCode: 'login.not.session', message: 'Log in' }, 401),
    );

    const error = await caught(callApi(getWhitelabel));
    unsubscribe();

    expect(error).toMatchObject({ code: 'login.not.session', status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
  });

  it('turns a network failure into network.abnormal with the client text', async () => {
    const { callApi } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(caught(callApi(getWhitelabel))).resolves.toMatchObject({
      code: 'network.abnormal',
      message: 'text of network.abnormal',
      status: 0,
    });
  });

  it("sends a call to the chosen mirror and, when the mirror's network fails, to the page's own host", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      if (String(input).startsWith('http://mirror.example')) throw new TypeError('Failed to fetch');
      return json({ success: true, value: [] });
    });
    let mirror = 'http://mirror.example';
    const callApi = createApiClient({
      fetch,
      getLanguage: () => 'EN',
      translate: (code) => code,
      mirrorFor: () => mirror,
      dropMirror: () => {
        mirror = '';
      },
    });
    await expect(callApi(getWhitelabel)).resolves.toEqual([]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://mirror.example/wps/system/whitelabel',
      '/wps/system/whitelabel',
    ]);
    await callApi(getWhitelabel);
    expect(fetch.mock.calls[2]?.[0]).toBe('/wps/system/whitelabel');
  });

  it('lets a cancellation through instead of reporting a network fault', async () => {
    const controller = new AbortController();
    controller.abort();
    const { callApi } = setup(async () => {
      throw new DOMException('aborted', 'AbortError');
    });

    await expect(callApi(getWhitelabel, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('rejects an answer that is not the envelope as response.invalid', async () => {
    const { callApi } = setup(async () => json({ total: 3 }));

    await expect(caught(callApi(searchGames, { body: { name: 'x' } }))).resolves.toMatchObject({
      code: 'response.invalid',
      status: 200,
    });
  });

  it('rejects an answer that is not JSON as response.invalid', async () => {
    const { callApi } = setup(async () => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(caught(callApi(getWhitelabel))).resolves.toMatchObject({
      code: 'response.invalid',
      status: 502,
    });
  });
});
