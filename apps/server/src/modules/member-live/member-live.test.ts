import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '../../test/event-stream.ts';
import { deposit, expectLedgerHealthy } from '../../test/ledger.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountFor } from '../ledger/service.ts';
import { postMoneyMessage } from '../member-messages/service.ts';
import { resolveMerchant } from '../system/service.ts';

// Two instances of one deployment over one database, as behind a load balancer.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A member's stream as the site reads it: the names of the events so far, in order. */
async function openStream(server: TestServer, token: string) {
  const abort = new AbortController();
  const response = await server.request('/wps/member/live', {
    headers: { Merchant: 'demo', Authorization: token },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const { events } = eventNames(response);
  const until = async (count: number, name: string) => {
    await expect.poll(() => events.filter((event) => event === name).length, { timeout: 5_000 }).toBe(count);
  };
  await until(1, 'ready');
  return { events, until, close: () => abort.abort() };
}

describe("a member's live stream", () => {
  it('is told on one instance of what moved through another, and only of what is theirs', async () => {
    const { db } = first.database;
    const merchant = await resolveMerchant(db, { code: 'demo', host: '' });
    if (!merchant) throw new Error('no demo brand');
    const member = await registeredMember(first, 'live01');
    const other = await registeredMember(first, 'live02');
    const main = (memberId: bigint) => accountFor(db, merchant, 'member.main', { memberId });
    const stream = await openStream(second, member.token);

    await deposit(db, merchant, await main(member.id), 5_000n, 'live01-deposit');
    await stream.until(1, 'balance');

    // Another member's money is not this member's change; a message to this member is.
    await deposit(db, merchant, await main(other.id), 5_000n, 'live02-deposit');
    await postMoneyMessage(db, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'deposit.success',
      amount: 5_000n,
      subject: 'live01-deposit',
    });
    await stream.until(1, 'messages');
    expect(stream.events.filter((event) => event === 'balance')).toHaveLength(1);
    stream.close();
    await expectLedgerHealthy(db);
  });

  it('is refused without a session, in the envelope', async () => {
    const response = await second.request('/wps/member/live', { headers: { Merchant: 'demo' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});
