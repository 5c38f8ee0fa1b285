import { ZFailure } from '@platform/contracts/envelope';
import { ZLoginBody, ZMobileRegisterBody, ZRegisterBody } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passedChecks } from '../../test/human-check.ts';
import { TEST_PASSWORD } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, loginAttemptsPerMinute: 3 });
});
afterAll(() => server?.close());

/** Far over every maximum of the contracts (the largest, the human check, is 4,096). */
const HUGE = 'x'.repeat(20_000);

/** The names of a body's string fields, read from its contract so that a new field is covered too. */
function stringFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => {
      const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
      return inner instanceof z.ZodString;
    })
    .map(([name]) => name);
}

let addresses = 0;
async function send(method: string, path: string, body: object, address?: string) {
  addresses += 1;
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      'content-type': 'application/json',
      'x-forwarded-for': address ?? `10.66.${addresses >> 8}.${addresses & 255}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const accountCount = async () =>
  (await server.database.db.selectFrom('members').select('id').execute()).length;

const FORM = {
  username: 'bigfields01',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  ageConfirmed: true,
  mobileNum: '0914000001',
  verificationCode: '123456',
};

describe('oversized fields', () => {
  it('every string field of register, mobile register and login far over its maximum: 400 request.invalid naming it, nothing written', async () => {
    const before = await accountCount();
    const loginFields = stringFields(ZLoginBody.options[0]);
    const calls = [
      ...stringFields(ZRegisterBody).map((field) => ['PUT', '/wps/member/register', field] as const),
      ...stringFields(ZMobileRegisterBody).map(
        (field) => ['PUT', '/wps/member/register/mobile', field] as const,
      ),
      ...loginFields.map((field) => ['POST', '/wps/session/login', field] as const),
    ];
    expect(calls.length).toBeGreaterThan(40);
    for (const [method, path, field] of calls) {
      const answer = await send(method, path, { ...FORM, [field]: HUGE });
      expect(answer.status, `${path} ${field}`).toBe(400);
      const failure = ZFailure.parse(answer.body);
      expect(failure.errorCode, `${path} ${field}`).toBe('request.invalid');
      expect(failure.issues, `${path} ${field}`).toContainEqual({ path: `body.${field}`, code: 'too_big' });
    }
    expect(await accountCount()).toBe(before);
    const codes = await server.database.db.selectFrom('one_time_codes').select('id').execute();
    expect(codes).toEqual([]);
  });
});

describe('per-address registration limit', () => {
  it('refuses the 4th registration in a minute from one address with 429 rate.limited and opens nothing for it', async () => {
    const register = async (username: string, address: string) => {
      const checks = await passedChecks(server);
      const response = await server.request('/wps/member/register', {
        method: 'PUT',
        headers: {
          Merchant: 'demo',
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...checks.headers,
        },
        body: JSON.stringify({ ...FORM, username, mobileNum: undefined, ...checks.body }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    for (const index of [1, 2, 3])
      expect((await register(`perip0${index}`, '203.0.113.50')).status).toBe(200);
    const before = await accountCount();
    const refused = await register('perip04', '203.0.113.50');
    expect([refused.status, ZFailure.parse(refused.body).errorCode]).toEqual([429, 'rate.limited']);
    expect(await accountCount()).toBe(before);
    // Another address is not held back by it.
    expect((await register('perip05', '203.0.113.51')).status).toBe(200);
  });
});
