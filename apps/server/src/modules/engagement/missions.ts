import type { ZNewMissionBody } from '@platform/contracts/engagement/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { maskAccount, memberAccounts } from '../identity/directory.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';
import { loginActivity, moneyActivity } from './activity.ts';
import * as repo from './missions-repo.ts';
import { type MissionPeriod, periodOf } from './periods.ts';

type Mission = Awaited<ReturnType<typeof repo.missionsOf>>[number];
type Member = { merchant: Merchant; memberId: bigint };

const LEADERS_SHOWN = 20;

/** A mission's target and progress on the wire: money for deposits and bets, a count for logins. */
const amountText = (merchant: Merchant, mission: Pick<Mission, 'metric'>, amount: bigint) =>
  mission.metric === 'login' ? String(amount) : formatMinorUnits(amount, merchant.currencyScale);

/** The member's deposits, bets and logins in the current period of each kind the missions use. */
async function activityByPeriod(
  db: Kysely<DB>,
  { merchant, memberId }: Member,
  missions: Mission[],
  now: Date,
) {
  const periods = [...new Set(missions.map(({ period }) => period))];
  const entries = await Promise.all(
    periods.map(async (period) => {
      const range = periodOf(period, now);
      const [money, logins] = await Promise.all([
        moneyActivity(db, { merchantId: merchant.id, currency: merchant.currency, memberId }, range),
        loginActivity(db, memberId, range),
      ]);
      return [period, { range, deposit: money.deposited, bet: money.bets, login: BigInt(logins) }] as const;
    }),
  );
  return new Map<MissionPeriod, (typeof entries)[number][1]>(entries);
}

/**
 * The reward centre: each active mission, titled in `language` where it has a title in it, with the
 * member's progress in its current GMT+8 period.
 */
export async function memberMissions(db: Kysely<DB>, member: Member, language: string, now = new Date()) {
  const missions = await repo.missionsOf(db, member.merchant.id, { activeOnly: true });
  const [activity, claims] = await Promise.all([
    activityByPeriod(db, member, missions, now),
    repo.claimsOf(
      db,
      member.memberId,
      missions.map(({ id }) => id),
    ),
  ]);
  const views = missions.map((mission) => {
    const current = activity.get(mission.period);
    if (!current) throw new Error(`No activity for the ${mission.period} period`);
    const progress = current[mission.metric];
    const isClaimed = claims.some(
      ({ mission_id, period_start }) => mission_id === mission.id && period_start === current.range.start,
    );
    const state = isClaimed ? 'claimed' : progress >= mission.target ? 'done' : 'open';
    return {
      id: String(mission.id),
      title: mission.titles[language] ?? mission.title,
      period: mission.period,
      metric: mission.metric,
      target: amountText(member.merchant, mission, mission.target),
      progress: amountText(member.merchant, mission, progress),
      reward: formatMinorUnits(mission.reward, member.merchant.currencyScale),
      state: state as 'open' | 'done' | 'claimed',
      periodEndsAt: current.range.until.toISOString(),
    };
  });
  return { missions: views, available: views.filter(({ state }) => state === 'done').length };
}

/**
 * Pays a done mission's reward into the member's main wallet, once per mission and period: the claim
 * row and the transfer (keyed by mission, member and period) land together or not at all.
 */
export async function claimMission(db: Kysely<DB>, member: Member, missionId: bigint, now = new Date()) {
  const { merchant, memberId } = member;
  const mission = await repo.findActiveMission(db, merchant.id, missionId);
  if (!mission) throw new AppError('mission.not.found');
  const current = (await activityByPeriod(db, member, [mission], now)).get(mission.period);
  if (!current || current[mission.metric] < mission.target) throw new AppError('mission.not.done');
  const [main, source] = await Promise.all([
    accountFor(db, merchant, 'member.main', { memberId }),
    accountFor(db, merchant, 'system.rewards', { subKey: 'mission' }),
  ]);
  await inMoneyTransaction(db, async (trx) => {
    const claim = { missionId, memberId, merchantId: merchant.id, periodStart: current.range.start };
    if (!(await repo.insertClaim(trx, { ...claim, reward: mission.reward })))
      throw new AppError('mission.claimed');
    await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `mission:${missionId}:${memberId}:${current.range.start}`,
      kind: 'bonus',
      legs: [
        { accountId: source, amount: -mission.reward },
        { accountId: main, amount: mission.reward },
      ],
      memo: { mission: String(missionId), period: current.range.start },
    });
  });
  return { missionId: String(missionId), reward: formatMinorUnits(mission.reward, merchant.currencyScale) };
}

/** The mission leaderboard: this GMT+8 week's members by missions claimed. */
export async function missionLeaders(db: Kysely<DB>, merchant: Merchant, now = new Date()) {
  const rows = await repo.leaders(db, merchant.id, periodOf('weekly', now).from, LEADERS_SHOWN);
  const accounts = await memberAccounts(
    db,
    merchant.id,
    rows.map(({ member_id }) => member_id),
  );
  return rows.map((row, index) => ({
    rank: index + 1,
    player: maskAccount(accounts.get(row.member_id) ?? ''),
    missions: Number(row.missions),
    rewards: formatMinorUnits(BigInt(row.rewards), merchant.currencyScale),
  }));
}

const staffView = (merchant: Merchant, mission: Mission) => ({
  id: String(mission.id),
  title: mission.title,
  titles: mission.titles,
  period: mission.period,
  metric: mission.metric,
  target: amountText(merchant, mission, mission.target),
  reward: formatMinorUnits(mission.reward, merchant.currencyScale),
  active: mission.active,
});

export async function staffMissions(db: Kysely<DB>, merchant: Merchant) {
  return (await repo.missionsOf(db, merchant.id, { activeOnly: false })).map((row) =>
    staffView(merchant, row),
  );
}

function targetOf(merchant: Merchant, body: z.output<typeof ZNewMissionBody>): bigint {
  const target =
    body.metric === 'login'
      ? /^\d{1,6}$/.test(body.target)
        ? BigInt(body.target)
        : null
      : parseMoney(body.target, merchant.currencyScale);
  if (target === null || target === 0n) throw new AppError('mission.target.invalid');
  return target;
}

export async function createMission(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZNewMissionBody>,
) {
  const target = targetOf(merchant, body);
  const reward = parseMoney(body.reward, merchant.currencyScale);
  if (reward === null || reward === 0n) throw new AppError('amount.invalid');
  return db.transaction().execute(async (trx) => {
    const mission = await repo.insertMission(trx, {
      merchantId: merchant.id,
      title: body.title,
      titles: body.titles,
      period: body.period,
      metric: body.metric,
      target,
      reward,
    });
    await recordStaffAction(trx, staff, {
      action: 'mission.create',
      merchantId: merchant.id,
      subject: `mission:${mission.id}`,
      detail: { ...staffView(merchant, mission) },
    });
    return staffView(merchant, mission);
  });
}

/** Adds a brand's missions without staff (the demo seed); amounts in minor units, a login target a count. */
export async function addMissions(
  db: Kysely<DB>,
  merchantId: bigint,
  missions: readonly Omit<repo.NewMission, 'merchantId'>[],
): Promise<void> {
  for (const mission of missions) await repo.insertMission(db, { ...mission, merchantId });
}

/**
 * Closes a mission: members no longer see or claim it. Audited with the reason and the state before
 * and after; closing a closed one records nothing.
 */
export async function closeMission(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  missionId: bigint,
  reason: string,
) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockMission(trx, merchant.id, missionId);
    if (!before) throw new AppError('mission.not.found');
    if (!before.active) return staffView(merchant, before);
    const mission = await repo.closeMission(trx, merchant.id, missionId);
    if (!mission) throw new Error('The mission just locked is missing');
    await recordStaffAction(trx, staff, {
      action: 'mission.close',
      merchantId: merchant.id,
      subject: `mission:${missionId}`,
      reason,
      detail: { title: before.title, before: { active: true }, after: { active: false } },
    });
    return staffView(merchant, mission);
  });
}

/** What a mission paid and to how many members: every figure from one SQL statement (repo.resultsOf). */
export async function missionResults(db: Kysely<DB>, merchant: Merchant, missionId: bigint) {
  if (!(await repo.missionOfBrand(db, merchant.id, missionId))) throw new AppError('mission.not.found');
  const row = await repo.resultsOf(db, missionId);
  return {
    missionId: String(missionId),
    completions: Number(row.completions),
    members: Number(row.members),
    periods: Number(row.periods),
    cost: formatMinorUnits(BigInt(row.cost), merchant.currencyScale),
    lastCompletedAt: row.last_completed_at ? new Date(row.last_completed_at).toISOString() : null,
  };
}
