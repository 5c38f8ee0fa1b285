import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZMoneyMessages, ZMoneyMessagesRead } from '@platform/contracts/member-messages/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { postMoneyMessage } from './service.ts';

let server: TestServer;
let demo: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => server?.close());

const member = (username: string) => registeredMember(server, username);

const list = (token: string, query = '') =>
  server.request(`/wps/member/messages/money${query}`, {
    headers: { Merchant: 'demo', Authorization: token },
  });

describe('deposit and withdrawal messages', () => {
  it('lists a member’s messages newest first with time and amount, each news once, by topic', async () => {
    const { db } = server.database;
    const { id, token } = await member('news01');
    const message = { merchantId: demo.id, memberId: id };
    await postMoneyMessage(db, {
      ...message,
      kind: 'deposit.success',
      amount: 50_000n,
      subject: 'deposit:1',
    });
    // A retried change posts the same news again: it stays one message.
    await postMoneyMessage(db, {
      ...message,
      kind: 'deposit.success',
      amount: 50_000n,
      subject: 'deposit:1',
    });
    await postMoneyMessage(db, {
      ...message,
      kind: 'withdrawal.rejected',
      amount: 1_999n,
      subject: 'withdrawal:4',
    });
    await postMoneyMessage(db, { ...message, kind: 'deposit.failure', amount: 700n, subject: 'deposit:2' });

    const all = ZSuccess(ZMoneyMessages).parse(await (await list(token)).json()).value;
    expect(all.total).toBe(3);
    expect(all.unread).toBe(3);
    expect(all.messages.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['deposit.failure', '7.00'],
      ['withdrawal.rejected', '19.99'],
      ['deposit.success', '500.00'],
    ]);
    expect(Date.parse(all.messages[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const deposits = ZSuccess(ZMoneyMessages).parse(
      await (await list(token, '?topic=deposit&pageSize=1')).json(),
    );
    expect(deposits.value.total).toBe(2);
    expect(deposits.value.messages.map(({ kind }) => kind)).toEqual(['deposit.failure']);
    const second = ZSuccess(ZMoneyMessages).parse(
      await (await list(token, '?topic=deposit&pageSize=1&page=2')).json(),
    );
    expect(second.value.messages.map(({ kind }) => kind)).toEqual(['deposit.success']);

    const read = await server.request('/wps/member/messages/money/read', {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: token },
    });
    expect(ZSuccess(ZMoneyMessagesRead).parse(await read.json()).value).toEqual({ read: 3 });
    const after = ZSuccess(ZMoneyMessages).parse(await (await list(token)).json()).value;
    expect(after.unread).toBe(0);
    expect(after.messages.every(({ read: seen }) => seen)).toBe(true);
  });

  it('shows a member only their own messages, refuses guests and bad queries', async () => {
    const { db } = server.database;
    const first = await member('news02');
    const second = await member('news03');
    await postMoneyMessage(db, {
      merchantId: demo.id,
      memberId: first.id,
      kind: 'withdrawal.approved',
      amount: 100n,
      subject: 'withdrawal:9',
    });
    const theirs = ZSuccess(ZMoneyMessages).parse(await (await list(second.token)).json()).value;
    expect(theirs).toEqual({ messages: [], total: 0, unread: 0 });
    expect((await list('')).status).toBe(401);
    for (const query of ['?topic=bonus', '?page=0', '?pageSize=51', '?page=x']) {
      const bad = await list(first.token, query);
      expect(bad.status).toBe(400);
      expect(ZFailure.parse(await bad.json()).errorCode).toBe('request.invalid');
    }
  });
});
