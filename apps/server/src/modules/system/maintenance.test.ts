import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { ZPermission } from '@platform/contracts/system/permission';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedCall, passedChecks } from '../../test/human-check.ts';
import { registeredMember, TEST_PASSWORD } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let memberToken: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  memberToken = (await registeredMember(server, 'before01')).token;
  staff = await staffToken(server, 'ops.maintenance', { roles: ['admin'] });
});
afterAll(() => server?.close());

function setMaintenance(maintenance: boolean, until: Date | null) {
  return server.database.db
    .updateTable('merchants')
    .set({ maintenance, maintenance_until: until })
    .where('code', '=', 'demo')
    .execute();
}

type Checks = Awaited<ReturnType<typeof passedChecks>>;

/** The human check is itself refused during maintenance, and a refused call never reaches it. */
async function call(
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
  checks?: Checks,
) {
  return checkedCall(server, method, path, { body, headers, checks });
}

const refusal = (answer: { status: number; body: unknown }) => [
  answer.status,
  ZFailure.parse(answer.body).errorCode,
];

const MAINTENANCE = [503, 'system.maintenance'];

describe("the brand's maintenance switch", () => {
  it('refuses member calls with system.maintenance and writes nothing; system, health and staff calls stay open', async () => {
    await setMaintenance(true, null);
    const newcomer = { username: 'during01', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };

    expect(
      refusal(await call('POST', '/wps/session/login', { username: 'before01', password: TEST_PASSWORD })),
    ).toEqual(MAINTENANCE);
    expect(refusal(await call('PUT', '/wps/member/register', { ...newcomer, ageConfirmed: true }))).toEqual(
      MAINTENANCE,
    );
    expect(
      refusal(
        await call('PUT', '/wps/member/register/mobile', {
          ...newcomer,
          mobileNum: '0912345678',
          ageConfirmed: true,
        }),
      ),
    ).toEqual(MAINTENANCE);
    expect(
      refusal(
        await call('POST', '/wps/verification/sms/noLogin', { mobileNum: '0912345678', purpose: 'register' }),
      ),
    ).toEqual(MAINTENANCE);
    // A live session is refused too, and an encrypted body is refused before it is opened.
    expect(refusal(await call('GET', '/wps/member/info', undefined, { Authorization: memberToken }))).toEqual(
      MAINTENANCE,
    );
    expect(
      refusal(await call('POST', '/wps/session/login', { value: 'not.even.a.jwe' }, { Encryption: 'jwe' })),
    ).toEqual(MAINTENANCE);

    const members = await server.database.db
      .selectFrom('members')
      .select('account')
      .where('account_key', '=', 'during01')
      .execute();
    expect(members).toEqual([]);
    const sent = await server.database.db.selectFrom('outbox_messages').select('id').execute();
    expect(sent).toEqual([]);

    // The maintenance page still reads the brand's permission check and status.
    const permission = await call('GET', '/wps/system/permission?host=example.com');
    expect(ZSuccess(ZPermission).parse(permission.body).value.maintenance).toBe(true);
    expect((await call('GET', '/wps/system/status')).status).toBe(200);
    expect((await server.request('/readyz')).status).toBe(200);
    const ops = await server.request('/ops/me', { headers: { Authorization: staff } });
    expect(ops.status).toBe(200);
  });

  it('lifts by itself once its planned end has passed, and when switched off', async () => {
    await setMaintenance(true, new Date(Date.now() - 1000));
    const login = { username: 'before01', password: TEST_PASSWORD };
    expect((await call('POST', '/wps/session/login', login, {}, await passedChecks(server))).status).toBe(
      200,
    );
    await setMaintenance(true, new Date(Date.now() + 3_600_000));
    expect(refusal(await call('POST', '/wps/session/login', login))).toEqual(MAINTENANCE);
    await setMaintenance(false, null);
    expect((await call('GET', '/wps/member/info', undefined, { Authorization: memberToken })).status).toBe(
      200,
    );
  });
});
