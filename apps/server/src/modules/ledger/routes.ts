import { checkLedgerInvariants } from '@platform/contracts/ledger/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { ledgerViolations } from './invariants.ts';

/** The answer lists this many violations at most: one broken invariant can touch every row. */
const MAX_LISTED = 100;

export function ledgerRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(checkLedgerInvariants, async ({ operator }) => {
    // The checks read every brand's accounts: staff limited to some brands may not run them.
    if (!requireOperator(operator).allBrands) throw new AppError('access.forbidden');
    const violations = await ledgerViolations(db);
    return {
      healthy: violations.length === 0,
      checkedAt: new Date().toISOString(),
      violations: violations.slice(0, MAX_LISTED).map(({ invariant, detail }) => ({
        invariant,
        detail: Object.fromEntries(
          Object.entries(detail).map(([name, value]) => [name, value === null ? null : String(value)]),
        ),
      })),
    };
  });
}
