import {
  cancelLotteryBet,
  getLotteryGame,
  getLotteryResults,
  getLottoMenu,
  listLotteryBets,
  listLotteryChases,
  placeLotteryBets,
  stopLotteryChase,
} from '@platform/contracts/lottery/endpoints';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type RegisterEndpoint, requireOfficialMember, type Session } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { cancelBet, mainBalance, placeSlip, stopChase } from './betting.ts';
import {
  lotteryGame,
  lotteryResults,
  lottoMenu,
  memberChases,
  memberLotteryBets,
  slipBets,
} from './service.ts';

/** The header a client names a slip by, so a retried request places it once. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !/^[\w.:-]{8,100}$/.test(key))
    throw new AppError('request.invalid', {
      issues: [{ path: 'headers.idempotency-key', code: 'required' }],
    });
  return key;
}

const memberOf = (merchant: Merchant, session: Session | undefined) => ({
  brand: {
    id: merchant.id,
    currency: merchant.currency,
    currencyScale: merchant.currencyScale,
    maxStake: merchant.maxStake,
    timeZone: merchant.timeZone,
  },
  memberId: requireOfficialMember(session).memberId,
});

export function lotteryRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(getLottoMenu, ({ merchant }) => lottoMenu(db, merchant));
  registerEndpoint(getLotteryGame, ({ merchant, query }) =>
    lotteryGame(db, merchant, query.gameCode, new Date()),
  );
  registerEndpoint(getLotteryResults, ({ merchant, query }) => lotteryResults(db, merchant, query));
  registerEndpoint(placeLotteryBets, async ({ merchant, session, body, request }) => {
    const member = memberOf(merchant, session);
    const selections = body.selections.map((entry) => {
      const unitAmount = parseMoney(entry.unitAmount, merchant.currencyScale);
      if (unitAmount === null)
        throw new AppError('request.invalid', {
          issues: [{ path: 'body.selections.unitAmount', code: 'invalid_format' }],
        });
      if (unitAmount === 0n) throw new AppError('lottery.stake.limit');
      return { ...entry, unitAmount };
    });
    const slip = await placeSlip(db, member, idempotencyKeyOf(request), { ...body, selections }, new Date());
    return {
      slipId: String(slip.slipId),
      chaseId: slip.chaseId === null ? null : String(slip.chaseId),
      bets: await slipBets(
        db,
        merchant,
        member.memberId,
        slip.bets.map(({ id }) => id),
      ),
      balance: formatMinorUnits(await mainBalance(db, member), merchant.currencyScale),
    };
  });
  registerEndpoint(listLotteryBets, ({ merchant, session, query }) =>
    memberLotteryBets(db, merchant, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(cancelLotteryBet, async ({ merchant, session, body }) => {
    await cancelBet(db, memberOf(merchant, session), BigInt(body.betId), new Date());
    return { done: true as const };
  });
  registerEndpoint(listLotteryChases, ({ merchant, session }) =>
    memberChases(db, merchant, requireOfficialMember(session).memberId),
  );
  registerEndpoint(stopLotteryChase, async ({ merchant, session, body }) => {
    await stopChase(db, memberOf(merchant, session), BigInt(body.chaseId), new Date());
    return { done: true as const };
  });
}
