import {
  acceptInvite,
  operatorInfo,
  operatorLogin,
  operatorLogout,
  operatorPassword,
  secondFactorConfirm,
  secondFactorSetup,
  secondFactorVerify,
} from '@platform/contracts/operator/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import * as operators from './service.ts';

export function operatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  // Codes and passwords are worth guessing at: the same ceiling per address as logins.
  const guessable = { perMinutePerAddress: attemptsPerMinute };
  registerOperatorEndpoint(
    operatorLogin,
    ({ request, body }) => operators.login(db, body, request.ip || null),
    guessable,
  );
  registerOperatorEndpoint(operatorLogout, async ({ operator }) => {
    await operators.logout(db, requireOperator(operator));
    return { done: true as const };
  });
  registerOperatorEndpoint(operatorInfo, ({ operator }) => operators.info(db, requireOperator(operator)));
  registerOperatorEndpoint(
    operatorPassword,
    async ({ operator, body }) => {
      await operators.changePassword(db, requireOperator(operator), body);
      return { done: true as const };
    },
    guessable,
  );
  registerOperatorEndpoint(secondFactorSetup, ({ operator }) =>
    operators.startSecondFactor(db, requireOperator(operator)),
  );
  registerOperatorEndpoint(
    secondFactorConfirm,
    ({ operator, body }) => operators.confirmSecondFactor(db, requireOperator(operator), body.code),
    guessable,
  );
  registerOperatorEndpoint(
    secondFactorVerify,
    ({ operator, body }) => operators.verifySecondFactor(db, requireOperator(operator), body),
    guessable,
  );
  registerOperatorEndpoint(
    acceptInvite,
    async ({ body }) => {
      await operators.acceptInvite(db, body);
      return { done: true as const };
    },
    guessable,
  );
}
