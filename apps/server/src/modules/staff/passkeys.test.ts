import { ZStaffActionsValue } from '@platform/contracts/audit/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import {
  ZPasskey,
  ZPasskeyList,
  ZPasskeyLoginOptions,
  ZPasskeyRegistrationOptions,
} from '@platform/contracts/identity/passkey-schemas';
import {
  ZOperatorInfo,
  ZOperatorLoginValue,
  ZSecondFactorVerified,
} from '@platform/contracts/operator/schemas';
import { ZStaffList } from '@platform/contracts/operator/staff-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertion, attestation, newSoftPasskey, type SoftPasskey } from '../../test/soft-authenticator.ts';
import { logInStaff, staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createOperator } from '../operator/service.ts';

/** The console's host and origin as the test server answers them. */
const HOST = '127.0.0.1';
const PASSWORD = 'a long staff password for tests';

let server: TestServer;
let origin: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  origin = server.url;
  admin = await staffToken(server, 'passkey.admin', { roles: ['admin'] });
});
afterAll(() => server?.close());

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await server.request(path, {
    method,
    headers: { Authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

/** A login with the password only: the session waits for its second factor. */
async function passwordOnly(account: string) {
  const answer = await call('POST', '/ops/session/login', '', { account, password: PASSWORD });
  return ZSuccess(ZOperatorLoginValue).parse(answer.body).value;
}

/** Adds a passkey the way the console does: options, the authenticator's answer, the check. */
async function addPasskey(token: string, name = 'Office key') {
  const started = await call('POST', '/ops/me/passkeys/options', token);
  const { challengeId, options } = ZSuccess(ZPasskeyRegistrationOptions).parse(started.body).value;
  const passkey = newSoftPasskey(HOST, (options.user as { id: string }).id);
  const credential = attestation(passkey, { challenge: options.challenge, origin, isUserVerified: false });
  const saved = await call('POST', '/ops/me/passkeys', token, { challengeId, name, credential });
  expect(saved.status).toBe(200);
  return { passkey, saved: ZSuccess(ZPasskey).parse(saved.body).value };
}

/** Signs the second-factor challenge of `token`'s session with `passkey`. */
async function secondFactorBy(token: string, passkey: SoftPasskey, ceremony: { origin?: string } = {}) {
  const started = await call('POST', '/ops/session/second-factor/passkey/options', token);
  const { challengeId, options } = ZSuccess(ZPasskeyLoginOptions).parse(started.body).value;
  const credential = assertion(passkey, { challenge: options.challenge, origin: ceremony.origin ?? origin });
  return {
    challengeId,
    credential,
    answer: await call('POST', '/ops/session/second-factor/passkey', token, { challengeId, credential }),
  };
}

async function platformLog(query: string) {
  const answer = await call('GET', `/ops/audit/platform?${query}`, admin);
  return ZSuccess(ZStaffActionsValue).parse(answer.body).value.actions;
}

describe('staff passkeys', () => {
  it('are added only by a session past its second factor, and then pass the second factor instead of a code', async () => {
    const token = await staffToken(server, 'passkey.pat', { roles: ['finance'] });
    const waiting = await passwordOnly('passkey.pat');
    expect(waiting.passkey).toBe(false);
    // A stolen password alone must not add its own second factor.
    expect(refusal(await call('POST', '/ops/me/passkeys/options', waiting.token))).toEqual([
      403,
      'operator.second.factor.required',
    ]);
    expect(refusal(await call('POST', '/ops/session/second-factor/passkey/options', waiting.token))).toEqual([
      400,
      'second.step.method.unavailable',
    ]);

    const { passkey, saved } = await addPasskey(token);
    expect(saved).toMatchObject({ name: 'Office key', lastUsedAt: null });
    const listed = ZSuccess(ZPasskeyList).parse((await call('GET', '/ops/me/passkeys', token)).body).value;
    expect(listed.passkeys.map(({ id }) => id)).toEqual([passkey.id]);
    const [added] = await platformLog('action=staff.passkey.add');
    expect(added).toMatchObject({
      operatorAccount: 'passkey.pat',
      detail: { passkey: { name: 'Office key' } },
    });

    const next = await passwordOnly('passkey.pat');
    expect([next.next, next.passkey]).toEqual(['second-factor', true]);
    const info = ZSuccess(ZOperatorInfo).parse((await call('GET', '/ops/me', next.token)).body).value;
    expect(info.passkeys).toBe(1);
    expect(refusal(await call('GET', '/ops/deposits?merchant=demo', next.token))).toEqual([
      403,
      'operator.second.factor.required',
    ]);
    const { answer, challengeId, credential } = await secondFactorBy(next.token, passkey);
    expect(ZSuccess(ZSecondFactorVerified).parse(answer.body).value.done).toBe(true);
    expect((await call('GET', '/ops/deposits?merchant=demo', next.token)).status).toBe(200);
    // The answer cannot be given twice, and a passed session has no second-factor step left.
    expect(
      refusal(
        await call('POST', '/ops/session/second-factor/passkey', next.token, { challengeId, credential }),
      ),
    ).toEqual([409, 'totp.not.pending']);
  });

  it('refuses a signature for another origin, another session’s challenge, or another account’s passkey', async () => {
    const token = await staffToken(server, 'passkey.sam', { roles: ['risk'] });
    const { passkey } = await addPasskey(token);
    const first = await passwordOnly('passkey.sam');
    const phished = await secondFactorBy(first.token, passkey, { origin: 'https://console.evil.example' });
    expect(refusal(phished.answer)).toEqual([400, 'second.step.code.invalid']);

    // A challenge belongs to the session that asked for it.
    const second = await passwordOnly('passkey.sam');
    const started = await call('POST', '/ops/session/second-factor/passkey/options', first.token);
    const { challengeId, options } = ZSuccess(ZPasskeyLoginOptions).parse(started.body).value;
    const credential = assertion(passkey, { challenge: options.challenge, origin });
    expect(
      refusal(
        await call('POST', '/ops/session/second-factor/passkey', second.token, { challengeId, credential }),
      ),
    ).toEqual([400, 'passkey.challenge.expired']);

    // Another account's passkey is no second factor of this one.
    const otherToken = await staffToken(server, 'passkey.other', { roles: ['risk'] });
    const other = await addPasskey(otherToken);
    const mixed = await secondFactorBy(second.token, other.passkey);
    expect(refusal(mixed.answer)).toEqual([400, 'second.step.code.invalid']);
    expect((await secondFactorBy(second.token, passkey)).answer.status).toBe(200);
  });

  it('five failed second factors of any kind lock it, passkeys included', async () => {
    const token = await staffToken(server, 'passkey.lock', { roles: ['support'] });
    const { passkey } = await addPasskey(token);
    const session = await passwordOnly('passkey.lock');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('POST', '/ops/session/second-factor', session.token, { code: '000000' });
      expect(refusal(wrong)).toEqual([400, 'second.step.code.invalid']);
    }
    expect(refusal((await secondFactorBy(session.token, passkey)).answer)).toEqual([
      423,
      'second.step.locked',
    ]);
  });

  it('are removed by their owner, and all of them by an admin’s second-factor reset; both audited', async () => {
    const { id } = await createOperator(server.database.db, {
      account: 'passkey.kim',
      roles: ['support'],
      merchantIds: [],
      password: PASSWORD,
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    const token = await logInStaff(server.url, { account: 'passkey.kim', password: PASSWORD });
    const first = await addPasskey(token, 'Laptop');
    await addPasskey(token, 'Phone');
    expect(refusal(await call('POST', '/ops/me/passkeys/remove', token, { id: 'not-a-passkey' }))).toEqual([
      404,
      'passkey.not.found',
    ]);
    expect((await call('POST', '/ops/me/passkeys/remove', token, { id: first.saved.id })).status).toBe(200);
    const [removed] = await platformLog(`action=staff.passkey.remove&staff=${id}`);
    expect(removed?.detail).toEqual({ passkey: { id: first.saved.id, name: 'Laptop' } });

    const reset = await call('POST', '/ops/staff/second-factor/reset', admin, {
      operatorId: String(id),
      reason: 'phone lost',
    });
    expect(reset.status).toBe(200);
    const staff = ZSuccess(ZStaffList)
      .parse((await call('GET', '/ops/staff?role=support&size=200', admin)).body)
      .value.items.find((member) => member.account === 'passkey.kim');
    expect([staff?.secondFactor, staff?.passkeys]).toEqual([false, 0]);
    const [audited] = await platformLog('action=staff.second-factor-reset');
    expect(audited?.detail).toMatchObject({ before: { passkeys: 1 }, after: { passkeys: 0 } });
    const next = await passwordOnly('passkey.kim');
    expect([next.next, next.passkey]).toEqual(['second-factor-setup', false]);
  });
});
