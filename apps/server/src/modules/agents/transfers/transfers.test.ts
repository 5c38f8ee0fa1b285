import { ZAgentTransferValue } from '@platform/contracts/agents/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZSystemStatus } from '@platform/contracts/system/status';
import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestIds } from '../../../test/api-client.ts';
import { deposit, expectLedgerHealthy } from '../../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { accountFor, mainBalances } from '../../ledger/service.ts';
import { call, matrixTree, PIN, type TreeMember } from '../test-tree.ts';

let server: TestServer;
let tree: Awaited<ReturnType<typeof matrixTree>>;
const requestId = requestIds('tr');

beforeAll(async () => {
  server = await startTestServer();
  tree = await matrixTree(server, 'tf');
  const { db } = server.database;
  for (const [who, cents] of [
    [tree.self, 100_00n],
    [tree.deeper, 50_00n],
    [tree.member, 20_00n],
  ] as const)
    await deposit(
      db,
      tree.demo,
      await accountFor(db, tree.demo, 'member.main', { memberId: who.id }),
      cents,
      `fund-${who.account}`,
    );
});
afterAll(() => server?.close());
afterEach(() => expectLedgerHealthy(server.database.db));

const balances = async (...members: TreeMember[]) => {
  const found = await mainBalances(
    server.database.db,
    tree.demo,
    members.map(({ id }) => id),
  );
  return members.map(({ id }) => found.get(id));
};
const toDownline = (to: TreeMember, amount: string, id = requestId(), paymentPassword = PIN) =>
  call(server, tree.self.token, 'POST', '/wps/agent/transfer/downline', {
    memberId: String(to.id),
    amount,
    paymentPassword,
    requestId: id,
  });
const toUpline = (from: TreeMember, amount: string, id = requestId()) =>
  call(server, from.token, 'POST', '/wps/member/transfer/upline', {
    amount,
    paymentPassword: PIN,
    requestId: id,
  });
const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

describe('transfers to the downline', () => {
  it('moves main wallet to main wallet at any depth, once per request id', async () => {
    const id = requestId();
    const first = await toDownline(tree.deeper, '30.00', id);
    expect(first.status).toBe(200);
    const value = ZSuccess(ZAgentTransferValue).parse(first.body).value;
    expect(value).toMatchObject({ amount: '30.00', balance: '70.00', recipientBalance: '80.00' });
    const again = await toDownline(tree.deeper, '30.00', id);
    expect(ZSuccess(ZAgentTransferValue).parse(again.body).value).toEqual(value);
    expect(await balances(tree.self, tree.deeper)).toEqual([70_00n, 80_00n]);
    expect(refusal(await toDownline(tree.deeper, '31.00', id))).toEqual([409, 'idempotency.conflict']);
    expect(refusal(await toDownline(tree.direct, '30.00', id))).toEqual([409, 'idempotency.conflict']);
  });

  it('refuses more than the balance, bad amounts, a wrong payment password and anyone not below', async () => {
    expect(refusal(await toDownline(tree.direct, '70.01'))).toEqual([422, 'funds.insufficient']);
    for (const amount of ['0', '-1', '1.001', 'abc'])
      expect([amount, ...refusal(await toDownline(tree.direct, amount))]).toEqual([
        amount,
        400,
        'amount.invalid',
      ]);
    const wrongPassword = await toDownline(tree.direct, '1', requestId(), '000000');
    expect(refusal(wrongPassword)).toEqual([400, 'payment.password.wrong']);
    // The form shows it beside the payment password field.
    expect(ZFailure.parse(wrongPassword.body).issues).toEqual([
      { path: 'body.paymentPassword', code: 'wrong' },
    ]);
    for (const other of [tree.self, tree.upline, tree.sibling, tree.elsewhere])
      expect([other.account, ...refusal(await toDownline(other, '1'))]).toEqual([
        other.account,
        403,
        'access.forbidden',
      ]);
    const asMember = await call(server, tree.member.token, 'POST', '/wps/agent/transfer/downline', {
      memberId: String(tree.self.id),
      amount: '1',
      paymentPassword: PIN,
      requestId: requestId(),
    });
    expect(refusal(asMember)).toEqual([403, 'access.forbidden']);
    const { db } = server.database;
    await db.updateTable('members').set({ status: 'CLOSED' }).where('id', '=', tree.deeper.id).execute();
    expect(refusal(await toDownline(tree.deeper, '1'))).toEqual([403, 'access.forbidden']);
    await db.updateTable('members').set({ status: 'ACTIVE' }).where('id', '=', tree.deeper.id).execute();
    expect(await balances(tree.self)).toEqual([70_00n]);
  });
});

describe('an encrypted transfer', () => {
  it('arrives sealed to the brand key, as the site sends it, and moves the money', async () => {
    const status = await (
      await server.request('/wps/system/status', { headers: { Merchant: 'demo' } })
    ).json();
    const key = ZSuccess(ZSystemStatus).parse(status).value.encryption;
    const path = '/wps/agent/transfer/downline';
    const sealed = await new CompactEncrypt(
      new TextEncoder().encode(
        JSON.stringify({
          memberId: String(tree.direct.id),
          amount: '2.00',
          paymentPassword: PIN,
          requestId: requestId(),
        }),
      ),
    )
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid, htu: path })
      .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
    const [before] = await balances(tree.direct);
    const response = await server.request(path, {
      method: 'POST',
      headers: {
        Merchant: 'demo',
        Authorization: tree.self.token,
        Encryption: 'jwe',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ value: sealed }),
    });
    expect(response.status).toBe(200);
    expect(await balances(tree.direct)).toEqual([(before ?? 0n) + 2_00n]);
  });
});

describe('transfers to the upline', () => {
  it('an agent pays its direct upline', async () => {
    const before = await balances(tree.deeper, tree.direct);
    const paid = await toUpline(tree.deeper, '5.00');
    expect(paid.status).toBe(200);
    // The upline's balance is not the sender's to see.
    expect(ZSuccess(ZAgentTransferValue).parse(paid.body).value.recipientBalance).toBeNull();
    expect(await balances(tree.deeper, tree.direct)).toEqual([
      (before[0] ?? 0n) - 5_00n,
      (before[1] ?? 0n) + 5_00n,
    ]);
  });

  it('a member only once its upline allows it (toUpline); a top account never', async () => {
    expect(refusal(await toUpline(tree.member, '1.00'))).toEqual([403, 'transfer.upline.off']);
    await call(server, tree.self.token, 'PUT', '/wps/agent/team/to-upline', {
      memberId: String(tree.member.id),
      allowed: true,
    });
    expect((await toUpline(tree.member, '1.00')).status).toBe(200);
    expect(await balances(tree.member)).toEqual([19_00n]);
    expect(refusal(await toUpline(tree.upline, '1.00'))).toEqual([403, 'transfer.upline.off']);
  });
});

describe('under concurrency', () => {
  it('one request id sent ten times at once moves once; twenty racing transfers never overdraw', async () => {
    const id = requestId();
    const same = await Promise.all(Array.from({ length: 10 }, () => toDownline(tree.direct, '1.00', id)));
    const ids = new Set(same.map(({ body }) => ZSuccess(ZAgentTransferValue).parse(body).value.transferId));
    expect(ids.size).toBe(1);
    const [left] = await balances(tree.self);
    const racing = await Promise.all(Array.from({ length: 20 }, () => toDownline(tree.direct, '5.00')));
    const accepted = racing.filter(({ status }) => status === 200).length;
    expect(accepted).toBe(Number((left ?? 0n) / 5_00n));
    expect(racing.filter(({ status }) => status !== 200).map(refusal)).toEqual(
      Array.from({ length: 20 - accepted }, () => [422, 'funds.insufficient']),
    );
    expect(await balances(tree.self)).toEqual([(left ?? 0n) % 5_00n]);
  });
});
