import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZMemberIcon, ZMemberInfo } from '@platform/contracts/identity/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredMember } from '../../../test/member.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string, token?: string) =>
  server.request(path, { headers: { Merchant: 'demo', ...(token ? { Authorization: token } : {}) } });

async function infoOf(token: string) {
  return ZSuccess(ZMemberInfo).parse(await (await get('/wps/member/info', token)).json()).value;
}

async function iconOf(token: string): Promise<string> {
  const response = await get('/wps/member/info/icon', token);
  expect(response.status).toBe(200);
  const { icon } = ZSuccess(ZMemberIcon).parse(await response.json()).value;
  expect(icon).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(icon.slice(icon.indexOf(',') + 1), 'base64').toString('utf8');
}

describe('member info: memberLabel', () => {
  it("lists the brand's labels of the member in the brand's order, and only the member's own", async () => {
    const alice = await registeredMember(server, 'labels01');
    const bob = await registeredMember(server, 'labels02');
    expect((await infoOf(alice.token)).memberLabel).toEqual([]);
    await server.database.db
      .insertInto('member_labels')
      .values([
        { member_id: alice.id, label_name: 'VIP 3', sort_order: 2 },
        { member_id: alice.id, label_name: '钻石会员', sort_order: 1 },
        { member_id: bob.id, label_name: 'Bob only', sort_order: 1 },
      ])
      .execute();
    expect((await infoOf(alice.token)).memberLabel).toEqual([
      { labelName: '钻石会员' },
      { labelName: 'VIP 3' },
    ]);
    expect((await infoOf(bob.token)).memberLabel).toEqual([{ labelName: 'Bob only' }]);
  });
});

describe('GET /wps/member/info/icon', () => {
  it('needs a session', async () => {
    const response = await get('/wps/member/info/icon');
    expect([response.status, ZFailure.parse(await response.json()).errorCode]).toEqual([
      401,
      'login.not.session',
    ]);
  });

  it("draws the first letter of the nickname, or of the account, on the account's colour", async () => {
    const { token } = await registeredMember(server, 'icon01');
    const before = await iconOf(token);
    expect(before).toContain('aria-label="I"');
    expect(before).toContain('>I</text>');
    const renamed = await server.request('/wps/member/profile', {
      method: 'PUT',
      headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'ümit' }),
    });
    expect(renamed.status).toBe(200);
    const after = await iconOf(token);
    expect(after).toContain('>Ü</text>');
    const colours = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g);
    expect(colours(after)).toEqual(colours(before));
  });
});
