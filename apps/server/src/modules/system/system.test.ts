import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZRegisterSettings } from '@platform/contracts/system/register-settings';
import { ZSystemStatus } from '@platform/contracts/system/status';
import { ZWhitelabelTree } from '@platform/contracts/system/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant } from './service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'second',
    name: 'Second Brand',
    currency: 'VND',
    currencyScale: 0,
    defaultLanguage: 'VI',
    languages: ['VI', 'EN'],
    domains: ['second.example'],
    features: [
      {
        modId: 'SERVICE',
        enabled: true,
        childrenNodes: [{ modId: 'VIP_SERVICE', enabled: true, childrenNodes: [] }],
      },
    ],
  });
});
afterAll(() => server?.close());

async function json(path: string, headers: Record<string, string> = {}) {
  const response = await server.request(path, { headers });
  return { status: response.status, body: await response.json() };
}

describe('system endpoints of the demo brand', () => {
  it('GET /wps/system/whitelabel answers the feature tree in the contract shape', async () => {
    const { status, body } = await json('/wps/system/whitelabel', { Merchant: 'demo' });
    expect(status).toBe(200);
    const value = ZSuccess(ZWhitelabelTree).parse(body).value;
    expect(value).toEqual(DEMO_BRAND.features);
    await expect(JSON.stringify(body, null, 2)).toMatchFileSnapshot('__snapshots__/whitelabel.json');
  });

  it('GET /wps/system/setting/register answers every field switch and the rules', async () => {
    const { status, body } = await json('/wps/system/setting/register', { Merchant: 'demo' });
    expect(status).toBe(200);
    const value = ZSuccess(ZRegisterSettings).parse(body).value;
    expect(value.config.username).toEqual({ enabled: true, required: true });
    expect(value.config.qqNum).toEqual({ enabled: false, required: false });
    expect(value.rules.username).toMatchObject({ patternId: 1, minLength: 6, maxLength: 16 });
    expect(value.rules.captcha).toBeUndefined();
    expect(value.minimumAge).toBe(18);
    await expect(JSON.stringify(body, null, 2)).toMatchFileSnapshot('__snapshots__/register-settings.json');
  });

  it('GET /wps/system/status answers brand, tree, rules, resources and CDNs', async () => {
    const { status, body } = await json('/wps/system/status', { Merchant: 'demo' });
    expect(status).toBe(200);
    const value = ZSuccess(ZSystemStatus).parse(body).value;
    expect(value.merchant).toEqual({
      merchantCode: 'demo',
      name: DEMO_BRAND.name,
      currency: 'USD',
      currencyScale: 2,
      defaultLanguage: 'EN',
      languages: ['EN', 'CN', 'TH', 'VI'],
      timeZone: 'Asia/Shanghai',
      theme: { accent: '#7c3aed', logoUrl: null },
    });
    expect(value.customerService.allowedHosts).toEqual(['chat.lucky-lotus.example']);
    expect(value.customerService.isVipService).toBe(false);
    expect(value.encryption).toMatchObject({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      jwk: { kty: 'RSA', e: 'AQAB' },
    });
    // The key is the brand's own, made at random: the snapshot keeps its shape, not its numbers.
    const encryption = {
      ...value.encryption,
      kid: '<kid>',
      jwk: { ...value.encryption.jwk, n: '<modulus>' },
    };
    await expect(
      JSON.stringify({ ...(body as object), value: { ...value, encryption } }, null, 2),
    ).toMatchFileSnapshot('__snapshots__/status.json');
  });
});

describe('brand resolution', () => {
  it('finds the brand by host when no Merchant header is sent', async () => {
    // fetch sends Host 127.0.0.1:<port>; the demo brand lists 127.0.0.1 and the port is ignored.
    const { status, body } = await json('/wps/system/status');
    expect(status).toBe(200);
    expect(ZSuccess(ZSystemStatus).parse(body).value.merchant.merchantCode).toBe('demo');
  });

  it('keeps brands apart: each sees only its own configuration', async () => {
    const { body } = await json('/wps/system/status', { Merchant: 'second' });
    const { value } = ZSuccess(ZSystemStatus).parse(body);
    expect(value.merchant).toMatchObject({ merchantCode: 'second', currency: 'VND', currencyScale: 0 });
    expect(value.whitelabel).toHaveLength(1);
    expect(value.customerService.isVipService).toBe(true);
  });

  it('finds another brand by its own domain, case and port aside', async () => {
    const response = await server.getWithHost('/wps/system/status', 'SECOND.example:443');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).value.merchant.merchantCode).toBe('second');
  });

  it('prefers the Merchant header over the host', async () => {
    const response = await server.getWithHost('/wps/system/whitelabel', 'second.example', {
      Merchant: 'demo',
    });
    expect(JSON.parse(response.body).value).toEqual(DEMO_BRAND.features);
  });

  it('answers 404 merchant.not.found for an unknown host', async () => {
    const response = await server.getWithHost('/wps/system/status', 'unknown.example');
    expect(response.status).toBe(404);
    expect(ZFailure.parse(JSON.parse(response.body)).errorCode).toBe('merchant.not.found');
  });

  it.each([
    ['an unknown code', 'nobody'],
    ['a code with SQL in it', "demo' OR '1'='1"],
    ['an over-long code', 'x'.repeat(65)],
  ])('answers 404 merchant.not.found for %s', async (_, merchant) => {
    const { status, body } = await json('/wps/system/status', { Merchant: merchant });
    expect(status).toBe(404);
    expect(ZFailure.parse(body).errorCode).toBe('merchant.not.found');
  });

  it.each([
    ['EN', 'Invalid URL or domain check failed'],
    ['CN', '无效的网址'],
    ['TH', 'URL ไม่ถูกต้อง'],
    ['VI', 'URL không hợp lệ'],
    ['XX', 'Invalid URL or domain check failed'],
  ])('translates the error into %s', async (language, text) => {
    const { body } = await json('/wps/system/whitelabel', { Merchant: 'nobody', Language: language });
    expect(ZFailure.parse(body).message).toContain(text);
  });
});
