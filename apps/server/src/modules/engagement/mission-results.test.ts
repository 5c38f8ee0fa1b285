import { ZMissionResults, ZStaffMission } from '@platform/contracts/engagement/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { formatMinorUnits } from '@platform/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../test/api-client.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let marketing: string;
let finance: string;
let support: string;
beforeAll(async () => {
  server = await startTestServer();
  marketing = await staffToken(server, 'mresults.marketing', { roles: ['marketing'] });
  finance = await staffToken(server, 'mresults.finance', { roles: ['finance'] });
  support = await staffToken(server, 'mresults.support', { roles: ['support'] });
});
afterAll(() => server?.close());

const { call } = testClient(() => server);

/** The figures from the claims table read plainly, counted here. */
async function independentFigures(missionId: string) {
  const claims = await server.database.db
    .selectFrom('mission_claims')
    .select(['member_id', 'period_start', 'reward', 'created_at'])
    .where('mission_id', '=', BigInt(missionId))
    .execute();
  const last = claims.map((claim) => claim.created_at.getTime()).sort((a, b) => b - a)[0];
  return {
    missionId,
    completions: claims.length,
    members: new Set(claims.map((claim) => String(claim.member_id))).size,
    periods: new Set(claims.map((claim) => claim.period_start)).size,
    cost: formatMinorUnits(
      claims.reduce((sum, claim) => sum + claim.reward, 0n),
      2,
    ),
    lastCompletedAt: last === undefined ? null : new Date(last).toISOString(),
  };
}

describe('mission results', () => {
  it('count completions, members, periods and cost as the claims do', async () => {
    const created = await call(marketing, 'POST', '/ops/missions', {
      merchant: 'demo',
      title: 'Log in today',
      period: 'daily',
      metric: 'login',
      target: '1',
      reward: '1.25',
    });
    const mission = ZSuccess(ZStaffMission).parse(await created.json()).value;
    const results = async () =>
      ZSuccess(ZMissionResults).parse(
        await (
          await call(finance, 'GET', `/ops/missions/results?merchant=demo&missionId=${mission.id}`)
        ).json(),
      ).value;
    expect(await results()).toEqual(await independentFigures(mission.id));
    expect((await results()).completions).toBe(0);
    for (const name of ['mres01', 'mres02', 'mres03']) {
      const member = await registeredMember(server, `${name}${Date.now() % 10_000}`);
      const claimed = await call(member.token, 'POST', '/wps/member/missions/claim', {
        missionId: mission.id,
      });
      expect(claimed.status).toBe(200);
    }
    expect(await results()).toEqual(await independentFigures(mission.id));
    expect(await results()).toMatchObject({ completions: 3, members: 3, periods: 1, cost: '3.75' });
  });

  it('answer mission.not.found for another brand’s or no mission, and refuse staff without engagement.read', async () => {
    const missing = await call(finance, 'GET', '/ops/missions/results?merchant=demo&missionId=999999999');
    expect([missing.status, ZFailure.parse(await missing.json()).errorCode]).toEqual([
      404,
      'mission.not.found',
    ]);
    const refused = await call(support, 'GET', '/ops/missions/results?merchant=demo&missionId=1');
    expect([refused.status, ZFailure.parse(await refused.json()).errorCode]).toEqual([
      403,
      'access.forbidden',
    ]);
  });
});
