import { checkAffiliate } from '@platform/contracts/agents/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RegisterEndpoint } from '../../platform/endpoint.ts';
import * as agents from './service.ts';

/** `attemptsPerMinute`: codes are worth guessing at, so checks are limited like logins. */
export function agentRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerEndpoint(
    checkAffiliate,
    async ({ merchant, query }) => {
      await agents.checkAffiliate(db, merchant, query.code);
      return { valid: true as const };
    },
    { perMinutePerAddress: attemptsPerMinute },
  );
}
