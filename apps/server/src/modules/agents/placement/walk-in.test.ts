import { ZWalkInUpline } from '@platform/contracts/agents/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import { registeredMember } from '../../../test/member.ts';
import { staffToken } from '../../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';
import { addAffiliateCode } from './affiliate.ts';

let server: TestServer;
let admin: string;
let support: string;
let elsewhere: string;
let house: bigint;
let partner: bigint;

const setting = (body: Record<string, unknown>, token = admin) =>
  server.request('/ops/agents/walk-in-upline', {
    method: 'PUT',
    headers: { Authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', reason: 'Walk-ins join the house agent', ...body }),
  });
const current = async () => {
  const response = await server.request('/ops/agents/walk-in-upline?merchant=demo', {
    headers: { Authorization: admin },
  });
  return ZSuccess(ZWalkInUpline).parse(await response.json()).value.account;
};
const refusal = async (response: Response) => [
  response.status,
  ZFailure.parse(await response.json()).errorCode,
];
const uplineOf = async (account: string, changes: Record<string, unknown> = {}) => {
  const { id } = await registeredMember(server, account, 'demo', changes);
  const row = await server.database.db
    .selectFrom('members')
    .select('upline_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.upline_id;
};
/** A registered member made an agent of type 1, as staff would open one. */
const agent = async (account: string) => {
  const { id } = await registeredMember(server, account);
  await server.database.db.updateTable('members').set({ type: 1 }).where('id', '=', id).execute();
  return id;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffToken(server, 'walkin.admin', { roles: ['admin'] });
  support = await staffToken(server, 'walkin.support', { roles: ['support'] });
  const other = await createMerchant(server.database.db, {
    ...DEMO_BRAND,
    code: 'walkin-other',
    domains: [],
  });
  elsewhere = await staffToken(server, 'walkin.elsewhere', { roles: ['admin'], merchantIds: [other] });
  house = await agent('houseagent1');
  partner = await agent('partneragent1');
  const demo = await resolveMerchant(server.database.db, { code: 'demo', host: '' });
  if (!demo) throw new Error('no demo brand');
  await addAffiliateCode(server.database.db, demo, partner, 'PARTNER1');
});
afterAll(() => server?.close());

describe('/ops/agents/walk-in-upline', () => {
  it('files members who register without a code under the agent staff name, audited; a code still wins', async () => {
    expect(await current()).toBeNull();
    expect(await uplineOf('walkin1')).toBeNull();

    const set = await setting({ account: 'HouseAgent1' });
    expect(ZSuccess(ZWalkInUpline).parse(await set.json()).value).toEqual({ account: 'houseagent1' });
    expect(await current()).toBe('houseagent1');
    expect(await uplineOf('walkin2')).toBe(house);
    expect(await uplineOf('invited1', { affiliateCode: 'partner1' })).toBe(partner);

    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'reason', 'detail'])
      .where('action', '=', 'agent.walk_in.set')
      .execute();
    expect(audit).toEqual([
      {
        action: 'agent.walk_in.set',
        reason: 'Walk-ins join the house agent',
        detail: { account: 'houseagent1' },
      },
    ]);
  });

  it('files no one under an agent closed since it was named, and none once staff clear it', async () => {
    const { db } = server.database;
    expect((await setting({ account: 'houseagent1' })).status).toBe(200);
    await db.updateTable('members').set({ status: 'CLOSED' }).where('id', '=', house).execute();
    expect(await uplineOf('walkin3')).toBeNull();
    await db.updateTable('members').set({ status: 'ACTIVE' }).where('id', '=', house).execute();
    expect(await uplineOf('walkin4')).toBe(house);

    expect(ZSuccess(ZWalkInUpline).parse(await (await setting({ account: null })).json()).value).toEqual({
      account: null,
    });
    expect(await current()).toBeNull();
    expect(await uplineOf('walkin5')).toBeNull();
  });

  it('refuses a member who is no agent, an unknown or closed account, staff without the role or the brand', async () => {
    const { db } = server.database;
    await registeredMember(server, 'plainmember1');
    expect(await refusal(await setting({ account: 'plainmember1' }))).toEqual([400, 'agent.walkIn.invalid']);
    expect(await refusal(await setting({ account: 'nobody-here' }))).toEqual([400, 'agent.walkIn.invalid']);
    await db.updateTable('members').set({ status: 'CLOSED' }).where('id', '=', partner).execute();
    expect(await refusal(await setting({ account: 'partneragent1' }))).toEqual([400, 'agent.walkIn.invalid']);
    await db.updateTable('members').set({ status: 'ACTIVE' }).where('id', '=', partner).execute();
    expect((await setting({ account: 'partneragent1' }, support)).status).toBe(403);
    expect((await setting({ account: 'partneragent1' }, elsewhere)).status).toBe(403);
    expect(await refusal(await setting({ account: 'partneragent1', reason: 'no' }))).toEqual([
      400,
      'request.invalid',
    ]);
    expect(await current()).toBeNull();
  });
});
