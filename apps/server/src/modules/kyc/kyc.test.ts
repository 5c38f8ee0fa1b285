import { ZStaffActionsValue } from '@platform/contracts/audit/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZKycMember, ZKycOpenNext, ZKycStatus } from '@platform/contracts/kyc/schemas';
import { ZBankAccount } from '@platform/contracts/withdrawals/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { errorOf, requestIds, testClient } from '../../test/api-client.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { TEST_PASSWORD as PASSWORD, registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor, memberBalances } from '../ledger/service.ts';
import { resolveMerchant } from '../system/service.ts';
import { approvedDocumentNumber, memberStatus, requireWithdrawalLevel } from './service.ts';

const PIN = '246810';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28),
]);

let server: TestServer;
let demo: Merchant;
let admin: string;
let risk: string;
let riskTwo: string;
let auditor: string;
const requestId = requestIds('kyc');

beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  admin = await staffToken(server, 'kyc.admin', { roles: ['admin'] });
  risk = await staffToken(server, 'kyc.risk', { roles: ['risk'] });
  riskTwo = await staffToken(server, 'kyc.risk2', { roles: ['risk'] });
  auditor = await staffToken(server, 'kyc.auditor', { roles: ['auditor'] });
});
afterAll(() => server?.close());
// Withdrawals and deposits run here: each test ends with the ledger's invariants checked.
afterEach(() => expectLedgerHealthy(server.database.db));

const { call, staff, upload: send } = testClient(() => server);
const upload = (token: string, kind: string, file: Buffer, extra: Record<string, unknown> = {}) =>
  send(token, '/wps/member/kyc/documents', {
    kind,
    file,
    ...(kind === 'identity' ? { documentNumber: 'b12 345-678' } : {}),
    ...extra,
  });
const statusOf = async (response: Response) => ZSuccess(ZKycStatus).parse(await response.json()).value;
const decide = (token: string, documentId: string, decision: 'approve' | 'reject', reason?: string) =>
  staff(token, 'POST', '/ops/kyc/documents/decide', { documentId, decision, reason });
const setRules = (rules: unknown[]) => staff(admin, 'PUT', '/ops/kyc/rules', { rules });

/** A member with `cents` in the main wallet, a full name, a payment password and a bank account. */
async function member(username: string, cents: bigint) {
  const { id, token } = await registeredMember(server, username);
  const { db } = server.database;
  if (cents > 0n)
    await deposit(
      db,
      demo,
      await accountFor(db, demo, 'member.main', { memberId: id }),
      cents,
      `fund-${username}`,
    );
  await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Tran Van Binh' });
  await call(token, 'POST', '/wps/member/payment-password', { password: PASSWORD, newPaymentPassword: PIN });
  const bound = await call(token, 'POST', '/wps/member/bank-accounts', {
    bankName: 'Lotus Commercial Bank',
    accountNumber: '1234567890',
    paymentPassword: PIN,
  });
  return { id, token, bankAccountId: ZSuccess(ZBankAccount).parse(await bound.json()).value.id };
}

const withdraw = (who: { token: string; bankAccountId: string }, amount: string) =>
  call(who.token, 'POST', '/wps/withdrawals', {
    bankAccountId: who.bankAccountId,
    amount,
    paymentPassword: PIN,
    requestId: requestId(),
  });

async function mainBalance(memberId: bigint) {
  const rows = await memberBalances(server.database.db, demo, memberId);
  return rows.find((row) => row.kind === 'member.main')?.balance ?? 0n;
}

const memberIdOf = async (account: string) =>
  (
    await server.database.db
      .selectFrom('members')
      .select('id')
      .where('account_key', '=', account)
      .executeTakeFirstOrThrow()
  ).id;

describe('uploading a document', () => {
  it('takes JPEG, PNG, WebP and PDF by their content, whatever they are called', async () => {
    const { id, token } = await registeredMember(server, 'kycfiles');
    await upload(token, 'identity', PNG);
    await upload(token, 'address', PDF);
    const status = await statusOf(await upload(token, 'selfie', WEBP));
    expect(status.level).toBe(0);
    expect(status.documents.map(({ kind, state }) => [kind, state])).toEqual([
      ['selfie', 'uploaded'],
      ['address', 'uploaded'],
      ['identity', 'uploaded'],
    ]);
    const stored = await server.database.db
      .selectFrom('kyc_documents')
      .select(['content_type', 'document_number'])
      .where('member_id', '=', id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { content_type: 'image/png', document_number: 'B12345678' },
      { content_type: 'application/pdf', document_number: null },
      { content_type: 'image/webp', document_number: null },
    ]);
    await clearQueue();
  });

  it('refuses bytes of another type, a file above 5 MB, and an identity document without its number, storing nothing', async () => {
    const { token } = await registeredMember(server, 'kycbadfiles');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    for (const file of [gif, executable, tooBig]) {
      const refused = await upload(token, 'address', file);
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe('kyc.document.invalid');
    }
    const noNumber = await upload(token, 'identity', PNG, { documentNumber: undefined });
    expect(noNumber.status).toBe(400);
    expect((await statusOf(await call(token, 'GET', '/wps/member/kyc'))).documents).toEqual([]);
  });
});

/** Rejects whatever still waits, so that "open next" starts from an empty queue. */
async function clearQueue() {
  await server.database.db
    .updateTable('kyc_documents')
    .set({ state: 'rejected', reason: 'cleared by the test' })
    .where('state', '=', 'uploaded')
    .execute();
}

describe('levels and the brand rules', () => {
  it('refuse a withdrawal above the amount below level 2, holding nothing; approving both documents lets it through', async () => {
    expect((await setRules([{ kind: 'withdrawal_above', amount: '1000.00', level: 2 }])).status).toBe(200);
    const who = await member('kyclevel', 500_000n);
    const refused = await withdraw(who, '2000.00');
    expect(refused.status).toBe(403);
    const failure = ZFailure.parse(await refused.json());
    expect(failure.errorCode).toBe('kyc.level.required');
    expect(failure.message).toContain('level 2; yours is 0');
    expect(failure.message).toContain('Verification');
    expect(await mainBalance(who.id)).toBe(500_000n);

    await upload(who.token, 'identity', PNG);
    const [address, identity] = (await statusOf(await upload(who.token, 'address', PDF))).documents;
    // The auditor reads the queue and the file but may not decide.
    expect((await call(auditor, 'GET', '/ops/kyc/queue?merchant=demo')).status).toBe(200);
    expect((await decide(auditor, String(identity?.id), 'approve')).status).toBe(403);
    expect((await decide(risk, String(identity?.id), 'approve')).status).toBe(200);
    expect((await statusOf(await call(who.token, 'GET', '/wps/member/kyc'))).level).toBe(1);
    expect((await decide(risk, String(address?.id), 'approve')).status).toBe(200);
    expect((await statusOf(await call(who.token, 'GET', '/wps/member/kyc'))).level).toBe(2);
    expect(await errorOf(await decide(risk, String(address?.id), 'reject', 'changed my mind'))).toBe(
      'kyc.document.state',
    );

    expect((await withdraw(who, '2000.00')).status).toBe(200);
    expect(await mainBalance(who.id)).toBe(300_000n);
    // The approved number, normalised, is a person key for matching across brands.
    expect(await approvedDocumentNumber(server.database.db, who.id)).toBe('B12345678');
    // Player 360 reads the same level and both documents, read-only for the auditor too.
    const seen = await call(auditor, 'GET', `/ops/kyc/member?merchant=demo&memberId=${who.id}`);
    expect(ZSuccess(ZKycMember).parse(await seen.json()).value).toMatchObject({
      level: 2,
      documents: [
        { kind: 'address', state: 'approved' },
        { kind: 'identity', documentNumber: 'B12345678' },
      ],
    });
    await setRules([]);
  });

  it('ask no level below the amount, and a level for any withdrawal when the brand says so', async () => {
    await setRules([{ kind: 'withdrawal_above', amount: '1000.00', level: 2 }]);
    const small = await member('kycsmall', 100_000n);
    expect((await withdraw(small, '100.00')).status).toBe(200);
    await setRules([{ kind: 'any_withdrawal', amount: null, level: 1 }]);
    const any = await member('kycany', 100_000n);
    expect(await errorOf(await withdraw(any, '10.00'))).toBe('kyc.level.required');
    // Staff confirming name and age is level 1 without a document.
    const confirmed = await staff(risk, 'POST', '/ops/kyc/confirm', { memberAccount: 'kycany' });
    expect(ZSuccess(ZKycMember).parse(await confirmed.json()).value.level).toBe(1);
    expect((await withdraw(any, '10.00')).status).toBe(200);
    await setRules([]);
  });

  it('are set by an admin only, and the change is audited', async () => {
    expect((await staff(risk, 'PUT', '/ops/kyc/rules', { rules: [] })).status).toBe(403);
    const bad = await setRules([{ kind: 'any_withdrawal', amount: '5.00', level: 1 }]);
    expect(bad.status).toBe(400);
    await setRules([{ kind: 'deposits_above', amount: '50000.00', level: 2 }]);
    const shown = await call(risk, 'GET', '/ops/kyc/rules?merchant=demo');
    expect(await shown.json()).toMatchObject({
      value: { rules: [{ kind: 'deposits_above', amount: '50000.00', level: 2 }] },
    });
    const audit = await call(admin, 'GET', '/ops/audit?merchant=demo&action=kyc.rules.set');
    expect(ZSuccess(ZStaffActionsValue).parse(await audit.json()).value.actions.length).toBeGreaterThan(0);
    await setRules([]);
  });
});

describe('review', () => {
  it('rejects with the reason the member reads, and audits it on the member', async () => {
    const { id, token } = await registeredMember(server, 'kycreject');
    const [document] = (await statusOf(await upload(token, 'address', PDF))).documents;
    expect((await decide(risk, String(document?.id), 'reject')).status).toBe(400);
    expect((await decide(risk, String(document?.id), 'reject', 'The address is not readable')).status).toBe(
      200,
    );
    const status = await statusOf(await call(token, 'GET', '/wps/member/kyc'));
    expect(status.documents).toMatchObject([{ state: 'rejected', reason: 'The address is not readable' }]);
    const audit = await call(admin, 'GET', `/ops/audit?merchant=demo&subject=member:${id}`);
    expect(ZSuccess(ZStaffActionsValue).parse(await audit.json()).value.actions).toMatchObject([
      { action: 'kyc.reject', reason: 'The address is not readable' },
    ]);
  });

  it('"open next" gives two reviewers asking at once different documents, each held for its reviewer', async () => {
    await clearQueue();
    const first = await registeredMember(server, 'kycqueue1');
    const second = await registeredMember(server, 'kycqueue2');
    await upload(first.token, 'address', PDF);
    await upload(second.token, 'address', PNG);
    const [one, two] = await Promise.all(
      [risk, riskTwo].map(
        async (token) =>
          ZSuccess(ZKycOpenNext).parse(await (await staff(token, 'POST', '/ops/kyc/queue/next', {})).json())
            .value.document,
      ),
    );
    expect(one?.id).toBeDefined();
    expect(two?.id).toBeDefined();
    expect(one?.id).not.toBe(two?.id);
    expect(one?.lockedByYou).toBe(true);
    // Nothing else waits, and the other's document is not free to decide.
    expect(
      ZSuccess(ZKycOpenNext).parse(await (await staff(riskTwo, 'POST', '/ops/kyc/queue/next', {})).json())
        .value.document?.id,
    ).toBe(two?.id);
    expect(await errorOf(await decide(riskTwo, String(one?.id), 'approve'))).toBe('kyc.document.locked');
    expect((await decide(risk, String(one?.id), 'approve')).status).toBe(200);
  });

  it('serves the file only to staff with kyc.read, as an attachment of its own type, never sniffed', async () => {
    const { token } = await registeredMember(server, 'kycfile');
    const [document] = (await statusOf(await upload(token, 'address', PDF))).documents;
    const path = `/ops/kyc/documents/file?merchant=demo&documentId=${document?.id}`;
    const file = await call(auditor, 'GET', path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="kyc-${document?.id}-address.pdf"`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    const support = await staffToken(server, 'kyc.support', { roles: ['support'] });
    expect((await call(support, 'GET', path)).status).toBe(403);
    expect((await call(token, 'GET', path)).status).toBe(401);
    await clearQueue();
  });

  it('"request documents" sends the member a platform message', async () => {
    const { token } = await registeredMember(server, 'kycask');
    const sent = await staff(risk, 'POST', '/ops/kyc/request', {
      memberAccount: 'kycask',
      title: 'Verification',
      content: 'Please upload a proof of address.',
    });
    expect(sent.status).toBe(200);
    expect(await (await call(token, 'GET', '/wps/member/messages')).text()).toContain(
      'Please upload a proof of address.',
    );
  });
});

describe('expiry', () => {
  it('drops the level on the day an approved document expires', async () => {
    await setRules([{ kind: 'any_withdrawal', amount: null, level: 1 }]);
    const { id, token } = await registeredMember(server, 'kycexpiry');
    const [document] = (await statusOf(await upload(token, 'identity', PNG, { expiresOn: '2099-01-31' })))
      .documents;
    await decide(risk, String(document?.id), 'approve');
    const before = new Date('2099-01-30T12:00:00Z');
    const after = new Date('2099-01-31T00:00:00Z');
    expect((await memberStatus(server.database.db, demo, id, before)).level).toBe(1);
    await requireWithdrawalLevel(server.database.db, demo, id, 1000n, before);
    const expired = await memberStatus(server.database.db, demo, id, after);
    expect(expired.level).toBe(0);
    expect(expired.documents).toMatchObject([{ state: 'expired' }]);
    await expect(requireWithdrawalLevel(server.database.db, demo, id, 1000n, after)).rejects.toMatchObject({
      code: 'kyc.level.required',
    });
    await setRules([]);
  });
});

describe('deposits', () => {
  const order = (token: string, amount: string) =>
    call(token, 'POST', '/wps/deposits', {
      requestId: requestId(),
      method: 'bank-transfer',
      amount,
      reference: 'NGUYEN VAN AN',
    });

  it('need a date of birth first where the profile asks it, and refuse nothing else for it', async () => {
    const { db } = server.database;
    await db.updateTable('merchants').set({ protection_profile: 'mga' }).where('id', '=', demo.id).execute();
    try {
      const { token } = await registeredMember(server, 'kycbirthday');
      const refused = await order(token, '100.00');
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toBe('kyc.birthday.required');
      expect(
        await db
          .selectFrom('deposits')
          .select('id')
          .where('member_id', '=', await memberIdOf('kycbirthday'))
          .execute(),
      ).toEqual([]);
      await call(token, 'PUT', '/wps/member/profile', { birthday: '1990-05-01' });
      expect((await order(token, '100.00')).status).toBe(200);
    } finally {
      await db
        .updateTable('merchants')
        .set({ protection_profile: 'basic' })
        .where('id', '=', demo.id)
        .execute();
    }
  });

  it('ask the level once deposits in total, unfinished orders included, pass the amount', async () => {
    await setRules([{ kind: 'deposits_above', amount: '500.00', level: 1 }]);
    const { token } = await registeredMember(server, 'kycdeposits');
    expect((await order(token, '300.00')).status).toBe(200);
    // Alone it is below the amount; with the unfinished order it is not.
    const refused = await order(token, '300.00');
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('kyc.level.required');
    expect((await order(token, '200.00')).status).toBe(200);
    await setRules([]);
  });
});
