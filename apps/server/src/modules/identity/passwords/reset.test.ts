import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { withHumanCheck } from '../../../test/human-check.ts';
import { registeredMember } from '../../../test/member.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { listOutbox } from '../../messaging/service.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { requestPasswordReset, resetPassword } from './reset.ts';

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

async function call(path: string, given: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const body = await withHumanCheck(server.url, headers.Merchant ?? 'demo', { method, path, body: given });
  const response = await server.request(path, {
    method,
    headers: { Merchant: 'demo', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function register(username: string, email: string) {
  const { status, body } = await call(
    '/wps/member/register',
    { username, email, password: 'Lotus-2026!', confirmPassword: 'Lotus-2026!', ageConfirmed: true },
    {},
    'PUT',
  );
  expect(status).toBe(200);
  return ZSuccess(ZLoginValue).parse(body).value.token;
}

/** The spec's forgot-password call is an HTML form post. */
async function forgot(username: string, email: string) {
  const response = await server.request('/wps/member/password/email', {
    method: 'POST',
    headers: { Merchant: 'demo', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, email }).toString(),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function emails(recipient: string) {
  return listOutbox(server.database.db, demo.id, { channel: 'email', recipient, limit: 10 });
}

function tokenOf(body: string | undefined): string {
  const token = body?.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the email');
  return token;
}

const errorOf = (body: unknown) => ZFailure.parse(body).errorCode;

describe('POST /wps/member/password/email', () => {
  it('emails a reset link to the site the request came from when username and email match', async () => {
    await register('resetme1', 'Reset.Me1@example.com');
    const { status, body } = await forgot(' RESETME1 ', 'reset.me1@example.com');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { done: true } });
    const [email] = await emails('reset.me1@example.com');
    expect(email).toMatchObject({ purpose: 'password-reset', subject: 'Lucky Lotus: reset your password' });
    expect(email?.body).toContain(`${server.url}/reset-password?token=`);
    expect(tokenOf(email?.body)).toHaveLength(43);
  });

  it('answers the same for an unknown account and for a wrong email, and sends nothing', async () => {
    await register('resetme2', 'reset.me2@example.com');
    const known = await forgot('resetme2', 'reset.me2@example.com');
    const unknown = await forgot('nobody99', 'reset.me2@example.com');
    const wrongEmail = await forgot('resetme2', 'other@example.com');
    expect(unknown).toEqual(known);
    expect(wrongEmail).toEqual(known);
    expect(await emails('reset.me2@example.com')).toHaveLength(1);
    expect(await emails('other@example.com')).toHaveLength(0);
  });

  it('takes JSON too, and refuses a missing username or a malformed email with 400', async () => {
    expect((await call('/wps/member/password/email', { username: 'resetme2', email: 'a@b.co' })).status).toBe(
      200,
    );
    for (const body of [
      { username: '', email: 'a@b.co' },
      { username: 'resetme2', email: 'not-an-email' },
      { username: 'resetme2' },
    ]) {
      const refused = await call('/wps/member/password/email', body);
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toBe('request.invalid');
    }
  });

  it('points the link at the brand, not at a host the request made up', async () => {
    await register('resetme3', 'reset.me3@example.com');
    await requestPasswordReset(
      server.database.db,
      demo,
      { username: 'resetme3', email: 'reset.me3@example.com' },
      { protocol: 'http', host: 'evil.example' },
      'EN',
    );
    const [email] = await emails('reset.me3@example.com');
    expect(email?.body).toMatch(/https:\/\/(localhost|127\.0\.0\.1)\/reset-password\?token=/);
    expect(email?.body).not.toContain('evil.example');
  });

  it("points it at the brand's primary member site, not at its first host, an agent site's", async () => {
    const { db } = server.database;
    await createMerchant(db, {
      ...DEMO_BRAND,
      code: 'resets',
      domains: ['mirror.resets.example', 'www.resets.example'],
      agentDomains: ['agent.resets.example'],
    });
    const brand = (await resolveMerchant(db, { code: 'resets', host: '' })) as Merchant;
    // The agent host was added first, and the primary is the second member host.
    await sql`update merchant_domains set created_at = '2020-01-01' where host = 'agent.resets.example'`.execute(
      db,
    );
    await db
      .updateTable('merchant_domains')
      .set({ is_primary: false })
      .where('merchant_id', '=', brand.id)
      .execute();
    await db
      .updateTable('merchant_domains')
      .set({ is_primary: true })
      .where('host', '=', 'www.resets.example')
      .execute();
    await registeredMember(server, 'resetme9', 'resets', { email: 'reset.me9@example.com' });
    const body = { username: 'resetme9', email: 'reset.me9@example.com' };
    await requestPasswordReset(db, brand, body, { protocol: 'http', host: 'evil.example' }, 'EN');
    // A request from one of the brand's own hosts keeps its site: an agent resets on the agent site.
    await requestPasswordReset(
      db,
      brand,
      body,
      { protocol: 'http', host: 'agent.resets.example:8080' },
      'EN',
    );
    const sent = await listOutbox(db, brand.id, {
      channel: 'email',
      recipient: 'reset.me9@example.com',
      limit: 10,
    });
    expect(sent.map(({ body }) => body?.match(/https?:\/\/[^/]+\/reset-password/)?.[0]).sort()).toEqual([
      'http://agent.resets.example:8080/reset-password',
      'https://www.resets.example/reset-password',
    ]);
  });
});

describe('POST /wps/member/password/reset', () => {
  it('sets the new password once, ends every session, and the old password no longer works', async () => {
    const session = await register('resetme4', 'reset.me4@example.com');
    await forgot('resetme4', 'reset.me4@example.com');
    const token = tokenOf((await emails('reset.me4@example.com'))[0]?.body);
    const body = { token, newPassword: 'Orchid-2027?', confirmNewPassword: 'Orchid-2027?' };
    const done = await call('/wps/member/password/reset', body);
    expect(done.status).toBe(200);
    const info = await server.request('/wps/member/info', {
      headers: { Merchant: 'demo', Authorization: session ?? '' },
    });
    expect(info.status).toBe(401);
    expect((await call('/wps/session/login', { username: 'resetme4', password: 'Lotus-2026!' })).status).toBe(
      401,
    );
    expect(
      (await call('/wps/session/login', { username: 'resetme4', password: 'Orchid-2027?' })).status,
    ).toBe(200);
    const replay = await call('/wps/member/password/reset', {
      ...body,
      newPassword: 'Another-2028',
      confirmNewPassword: 'Another-2028',
    });
    expect(replay.status).toBe(400);
    expect(errorOf(replay.body)).toBe('password.reset.invalid');
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43) }, 'password.reset.invalid', []],
    [
      'a confirmation that differs',
      { confirmNewPassword: 'Orchid-2027!' },
      'password.mismatch',
      ['body.confirmNewPassword'],
    ],
    [
      'a password too short',
      { newPassword: 'Ab1!', confirmNewPassword: 'Ab1!' },
      'password.invalid',
      ['body.newPassword'],
    ],
  ])(
    'refuses %s with 400 (beside its field), and the link still works afterwards',
    async (_, changes, code, fields) => {
      await server.database.db.deleteFrom('password_reset_tokens').execute();
      await forgot('resetme4', 'reset.me4@example.com');
      const token = tokenOf((await emails('reset.me4@example.com'))[0]?.body);
      const body = { token, newPassword: 'Orchid-2027?', confirmNewPassword: 'Orchid-2027?' };
      const refused = await call('/wps/member/password/reset', { ...body, ...changes });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toBe(code);
      expect((ZFailure.parse(refused.body).issues ?? []).map(({ path }) => path)).toEqual(fields);
      expect((await call('/wps/member/password/reset', body)).status).toBe(200);
    },
  );

  it('refuses a link older than 30 minutes', async () => {
    await register('resetme5', 'reset.me5@example.com');
    const sentAt = new Date(Date.parse('2031-01-01T00:00:00Z'));
    const origin = { protocol: 'http', host: 'localhost' };
    await requestPasswordReset(
      server.database.db,
      demo,
      { username: 'resetme5', email: 'reset.me5@example.com' },
      origin,
      'EN',
      sentAt,
    );
    const token = tokenOf((await emails('reset.me5@example.com'))[0]?.body);
    const body = { token, newPassword: 'Orchid-2027?', confirmNewPassword: 'Orchid-2027?' };
    await expect(
      resetPassword(server.database.db, demo, body, new Date(sentAt.getTime() + 30 * 60_000 + 1)),
    ).rejects.toMatchObject({ code: 'password.reset.invalid' });
    await expect(
      resetPassword(server.database.db, demo, body, new Date(sentAt.getTime() + 29 * 60_000)),
    ).resolves.toBeUndefined();
  });
});
