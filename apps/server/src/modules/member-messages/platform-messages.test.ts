import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import {
  ZPlatformMessages,
  ZSentPlatformMessage,
  ZUnreadCount,
} from '@platform/contracts/member-messages/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../platform/domain-events.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { takeExclusion } from '../protection/exclusion.ts';
import { resolveMerchant } from '../system/service.ts';
import { postMoneyMessage } from './service.ts';

let server: TestServer;
let demo: Merchant;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  staff = await staffToken(server, 'messages.content', { roles: ['content'] });
});
afterAll(() => server?.close());

const send = (body: Record<string, unknown>, token = staff) =>
  server.request('/ops/messages', {
    method: 'POST',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', ...body }),
  });

const asMember = (token: string, path: string, init: RequestInit = {}) =>
  server.request(path, {
    ...init,
    headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
  });

const inbox = async (token: string) =>
  ZSuccess(ZPlatformMessages).parse(await (await asMember(token, '/wps/member/messages')).json()).value;
const unread = async (token: string) =>
  ZSuccess(ZUnreadCount).parse(await (await asMember(token, '/wps/relay/CSP_unreadCount')).json()).value;

describe('platform messages', () => {
  it('leave out messages to the whole brand sent while the member is on a time-out, not messages to them', async () => {
    const member = await registeredMember(server, 'inboxbreak');
    const before = await unread(member.token);
    await takeExclusion(server.database.db, createDomainEvents(), demo, member.id, '24h', {}, new Date());
    await send({ title: 'Cashback weekend', content: 'Deposit now for 10% back.' });
    await send({
      memberAccount: 'INBOXBREAK',
      title: 'About your account',
      content: 'Your request was received.',
    });
    const during = await inbox(member.token);
    expect(during.messages.map(({ title }) => title)).not.toContain('Cashback weekend');
    expect(during.messages[0]?.title).toBe('About your account');
    expect((await unread(member.token)).platform).toBe(before.platform + 1);
  });

  it('reach the whole brand or one member, count in the header with money messages, and drop when read', async () => {
    const first = await registeredMember(server, 'inbox01');
    const second = await registeredMember(server, 'inbox02');
    const before = { first: await unread(first.token), second: await unread(second.token) };

    const toAll = ZSuccess(ZSentPlatformMessage).parse(
      await (await send({ title: 'Weekend', content: 'Double points all weekend.' })).json(),
    ).value;
    const toOne = await send({
      memberAccount: 'INBOX01',
      title: 'Hello',
      content: 'Your VIP manager is Anna.',
    });
    expect(toOne.status).toBe(200);
    await postMoneyMessage(server.database.db, {
      merchantId: demo.id,
      memberId: first.id,
      kind: 'deposit.success',
      amount: 100n,
      subject: 'deposit:inbox01',
    });

    const firstInbox = await inbox(first.token);
    expect(firstInbox.messages.slice(0, 2).map(({ title, read }) => [title, read])).toEqual([
      ['Hello', false],
      ['Weekend', false],
    ]);
    expect(firstInbox.unread).toBe(before.first.platform + 2);
    expect(await unread(first.token)).toEqual({
      count: before.first.count + 3,
      platform: before.first.platform + 2,
      money: before.first.money + 1,
    });
    const secondInbox = await inbox(second.token);
    expect(secondInbox.messages.map(({ title }) => title)).not.toContain('Hello');
    expect(secondInbox.messages[0]?.id).toBe(toAll.id);

    // Reading the brand-wide message is the first member's own: the second still has it unread.
    const read = await asMember(first.token, '/wps/member/messages/read', {
      method: 'POST',
      body: JSON.stringify({ ids: [toAll.id] }),
    });
    expect(await read.json()).toEqual({ success: true, value: { read: 1 } });
    expect((await unread(first.token)).platform).toBe(before.first.platform + 1);
    expect((await unread(second.token)).platform).toBe(before.second.platform + 1);
    await asMember(first.token, '/wps/member/messages/read', { method: 'POST', body: '{}' });
    expect((await unread(first.token)).platform).toBe(0);
    expect((await inbox(first.token)).messages.every(({ read: seen }) => seen)).toBe(true);

    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'subject'])
      .where('subject', '=', `platform_message:${toAll.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'message.send', subject: `platform_message:${toAll.id}` }]);
  });

  it('refuses an unknown member, bad input, other roles and guests, sending nothing', async () => {
    const { token } = await registeredMember(server, 'inbox03');
    const before = await inbox(token);
    const unknown = await send({ memberAccount: 'nobody-here', title: 'x', content: 'y' });
    expect(unknown.status).toBe(404);
    expect(ZFailure.parse(await unknown.json()).errorCode).toBe('member.not.found');
    for (const body of [
      { title: '', content: 'y' },
      { title: 'x'.repeat(121), content: 'y' },
      { title: 'x' },
    ]) {
      const bad = await send(body);
      expect(bad.status).toBe(400);
    }
    const finance = await staffToken(server, 'messages.finance', { roles: ['finance'] });
    expect((await send({ title: 'x', content: 'y' }, finance)).status).toBe(403);
    expect((await inbox(token)).total).toBe(before.total);
    expect(
      (await server.request('/wps/relay/CSP_unreadCount', { headers: { Merchant: 'demo' } })).status,
    ).toBe(401);
    const badIds = await asMember(token, '/wps/member/messages/read', {
      method: 'POST',
      body: JSON.stringify({ ids: ['x'] }),
    });
    expect(badIds.status).toBe(400);
  });
});
