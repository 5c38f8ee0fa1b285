import {
  operatorInfo,
  operatorLogin,
  operatorLogout,
  operatorPassword,
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
  registerOperatorEndpoint(
    operatorLogin,
    ({ request, body }) => operators.login(db, body, request.ip || null),
    { perMinutePerAddress: attemptsPerMinute },
  );
  registerOperatorEndpoint(
    operatorLogout,
    async ({ operator }) => {
      await operators.logout(db, requireOperator(operator));
      return { done: true as const };
    },
    { allowedBeforePasswordChange: true },
  );
  registerOperatorEndpoint(operatorInfo, ({ operator }) => operators.info(db, requireOperator(operator)), {
    allowedBeforePasswordChange: true,
  });
  registerOperatorEndpoint(
    operatorPassword,
    async ({ operator, body }) => {
      await operators.changePassword(db, requireOperator(operator), body);
      return { done: true as const };
    },
    { allowedBeforePasswordChange: true },
  );
}
