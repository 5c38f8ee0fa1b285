import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import {
  ZOperatorInfo,
  ZOperatorLoginValue,
  ZRecoveryCodes,
  ZSecondFactorSetup,
  ZSecondFactorVerified,
} from '@platform/contracts/operator/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import { demoLikeBrand } from '../../test/brand.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { authenticate, createOperator, login, verifySecondFactor } from './service.ts';

let server: TestServer;
let demoId: bigint;
beforeAll(async () => {
  server = await startTestServer();
  const demo = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  demoId = demo?.id ?? 0n;
});
afterAll(() => server?.close());

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await server.request(path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { Authorization: token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function loggedIn(account: string, password: string) {
  const { status, body } = await call('POST', '/ops/session/login', { account, password });
  expect(status).toBe(200);
  return ZSuccess(ZOperatorLoginValue).parse(body).value;
}

describe('staff accounts', () => {
  it('an initial password, then the authenticator: until both are done only the own account is open', async () => {
    await demoLikeBrand(server.database.db, 'alicesother');
    const { password } = await createOperator(server.database.db, {
      account: 'Ops.Alice',
      roles: ['support'],
      merchantIds: [demoId],
    });
    expect(password.length).toBeGreaterThanOrEqual(20);
    const { token, mustChangePassword, next } = await loggedIn('ops.alice', password);
    expect([mustChangePassword, next]).toEqual([true, 'password']);

    const me = await call('GET', '/ops/me', undefined, token);
    expect(ZSuccess(ZOperatorInfo).parse(me.body).value).toMatchObject({
      account: 'Ops.Alice',
      roles: ['support'],
      allBrands: false,
      merchantCodes: ['demo'],
      mustChangePassword: true,
      next: 'password',
    });
    // The console's brand menu: only the account's own brand, though the installation has others.
    expect(
      ZSuccess(ZOperatorInfo)
        .parse(me.body)
        .value.brands.map((brand) => brand.code),
    ).toEqual(['demo']);

    // Any other call of the operator API, even one the role admits, waits for the new password.
    const refused = await call('GET', '/ops/outbox?merchant=demo&limit=5', undefined, token);
    expect([refused.status, ZFailure.parse(refused.body).errorCode]).toEqual([
      403,
      'operator.password.change.required',
    ]);

    const tooShort = await call(
      'POST',
      '/ops/me/password',
      { oldPassword: password, newPassword: 'short' },
      token,
    );
    expect([tooShort.status, ZFailure.parse(tooShort.body).errorCode]).toEqual([400, 'password.invalid']);
    const wrongOld = await call(
      'POST',
      '/ops/me/password',
      { oldPassword: 'not the password', newPassword: 'a long new staff password' },
      token,
    );
    expect([wrongOld.status, ZFailure.parse(wrongOld.body).errorCode]).toEqual([400, 'password.wrong']);

    const changed = await call(
      'POST',
      '/ops/me/password',
      { oldPassword: password, newPassword: 'a long new staff password' },
      token,
    );
    expect(changed.status).toBe(200);
    const after = ZSuccess(ZOperatorInfo).parse((await call('GET', '/ops/me', undefined, token)).body).value;
    expect([after.mustChangePassword, after.next]).toEqual([false, 'second-factor-setup']);
    const waiting = await call('GET', '/ops/outbox?merchant=demo&limit=5', undefined, token);
    expect([waiting.status, ZFailure.parse(waiting.body).errorCode]).toEqual([
      403,
      'operator.second.factor.required',
    ]);

    const setup = ZSuccess(ZSecondFactorSetup).parse(
      (await call('POST', '/ops/me/second-factor/setup', undefined, token)).body,
    ).value;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await call('POST', '/ops/me/second-factor/confirm', { code: '000000' }, token);
    expect(ZFailure.parse(wrong.body).errorCode).toBe('second.step.code.invalid');
    const confirmed = await call(
      'POST',
      '/ops/me/second-factor/confirm',
      { code: totpCode(setup.secret, new Date()) },
      token,
    );
    const { recoveryCodes } = ZSuccess(ZRecoveryCodes).parse(confirmed.body).value;
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call('GET', '/ops/outbox?merchant=demo&limit=5', undefined, token)).status).toBe(200);
    const again = await call('POST', '/ops/me/second-factor/setup', undefined, token);
    expect(ZFailure.parse(again.body).errorCode).toBe('totp.already.enabled');

    // The next login asks for the code; a recovery code works once.
    const second = await loggedIn('ops.alice', 'a long new staff password');
    expect([second.mustChangePassword, second.next]).toEqual([false, 'second-factor']);
    const [recovery] = recoveryCodes;
    const used = await call('POST', '/ops/session/second-factor', { recoveryCode: recovery }, second.token);
    expect(ZSuccess(ZSecondFactorVerified).parse(used.body).value.recoveryCodesLeft).toBe(9);
    const third = await loggedIn('ops.alice', 'a long new staff password');
    const reused = await call('POST', '/ops/session/second-factor', { recoveryCode: recovery }, third.token);
    expect([reused.status, ZFailure.parse(reused.body).errorCode]).toEqual([400, 'second.step.code.invalid']);
    expect((await call('POST', '/ops/session/login', { account: 'ops.alice', password })).status).toBe(401);
  });

  it('a changed password ends the other sessions; logout ends this one', async () => {
    const { password } = await createOperator(server.database.db, {
      account: 'ops.bob',
      roles: ['admin'],
      merchantIds: [],
      password: 'bob initial staff password',
    });
    const first = await loggedIn('ops.bob', password);
    expect(first.mustChangePassword).toBe(false);
    const second = await loggedIn('ops.bob', password);
    await call(
      'POST',
      '/ops/me/password',
      { oldPassword: password, newPassword: 'bob second password' },
      second.token,
    );
    expect((await call('GET', '/ops/me', undefined, first.token)).status).toBe(401);
    const me = await call('GET', '/ops/me', undefined, second.token);
    // Over every brand, the console's brand menu lists every brand.
    const everyBrand = await server.database.db
      .selectFrom('merchants')
      .select('code')
      .orderBy('code')
      .execute();
    expect(
      ZSuccess(ZOperatorInfo)
        .parse(me.body)
        .value.brands.map((brand) => brand.code),
    ).toEqual(everyBrand.map((brand) => brand.code));
    expect((await call('DELETE', '/ops/session/logout', undefined, second.token)).status).toBe(200);
    const gone = await call('GET', '/ops/me', undefined, second.token);
    expect([gone.status, ZFailure.parse(gone.body).errorCode]).toEqual([401, 'login.not.session']);
  });

  it('unknown account and wrong password get the same answer; five failures lock the account a while', async () => {
    const { password } = await createOperator(server.database.db, {
      account: 'ops.carol',
      roles: ['finance'],
      merchantIds: [],
      password: 'carol staff password',
    });
    const unknown = await call('POST', '/ops/session/login', { account: 'ops.nobody', password });
    const wrong = await call('POST', '/ops/session/login', { account: 'ops.carol', password: 'wrong' });
    expect(unknown).toEqual(wrong);
    expect(wrong.status).toBe(401);

    const now = new Date('2026-11-22T00:00:00Z');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expect(
        login(server.database.db, { account: 'ops.carol', password: 'wrong' }, null, now),
      ).rejects.toThrow('login.failed');
    await expect(login(server.database.db, { account: 'ops.carol', password }, null, now)).rejects.toThrow(
      'login.failed',
    );
    const later = new Date(now.getTime() + 16 * 60_000);
    const { token } = await login(server.database.db, { account: 'ops.carol', password }, null, later);
    expect(await authenticate(server.database.db, token, null, later)).toMatchObject({ roles: ['finance'] });
    const idle = new Date(later.getTime() + 16 * 60_000);
    expect(await authenticate(server.database.db, token, null, idle)).toBeUndefined();
  });

  it('an authenticator code is taken once; five wrong codes lock the second factor a while', async () => {
    const db = server.database.db;
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await createOperator(db, {
      account: 'ops.erin',
      roles: ['risk'],
      merchantIds: [],
      password: 'erin staff password',
      totpSecret: secret,
    });
    const credentials = { account: 'ops.erin', password: 'erin staff password' };
    const sessionAt = async (at: Date) => {
      const { token, next } = await login(db, credentials, null, at);
      expect(next).toBe('second-factor');
      const session = await authenticate(db, token, null, at);
      if (!session) throw new Error('no session');
      return { token, session };
    };
    const now = new Date('2026-11-23T00:00:10Z');
    const first = await sessionAt(now);
    await verifySecondFactor(db, first.session, { code: totpCode(secret, now) }, now);
    expect((await authenticate(db, first.token, null, now))?.next).toBe('done');

    const replay = await sessionAt(now);
    await expect(
      verifySecondFactor(db, replay.session, { code: totpCode(secret, now) }, now),
    ).rejects.toThrow('second.step.code.invalid');
    expect((await authenticate(db, replay.token, null, now))?.next).toBe('second-factor');

    const later = new Date(now.getTime() + 60_000);
    const guessing = await sessionAt(later);
    // The replayed code was the first wrong one: four more make five.
    for (let attempt = 0; attempt < 4; attempt += 1)
      await expect(verifySecondFactor(db, guessing.session, { code: '000000' }, later)).rejects.toThrow(
        'second.step.code.invalid',
      );
    await expect(
      verifySecondFactor(db, guessing.session, { code: totpCode(secret, later) }, later),
    ).rejects.toThrow('second.step.locked');
    const afterLock = new Date(later.getTime() + 16 * 60_000);
    const again = await sessionAt(afterLock);
    await verifySecondFactor(db, again.session, { code: totpCode(secret, afterLock) }, afterLock);
  });

  it('member tokens do not open the operator API, nor staff tokens the member API', async () => {
    const { token } = await loggedIn(
      'ops.dave',
      (
        await createOperator(server.database.db, {
          account: 'ops.dave',
          roles: ['admin'],
          merchantIds: [],
          password: 'dave staff password',
        })
      ).password,
    );
    const asMember = await server.request('/wps/member/info', {
      headers: { Merchant: 'demo', Authorization: token },
    });
    expect(asMember.status).toBe(401);
    const noToken = await call('GET', '/ops/me');
    expect([noToken.status, ZFailure.parse(noToken.body).errorCode]).toEqual([401, 'login.not.session']);
    const garbage = await call('POST', '/ops/session/login', { account: '', password: 'x' });
    expect([garbage.status, ZFailure.parse(garbage.body).errorCode]).toEqual([400, 'request.invalid']);
  });
});
