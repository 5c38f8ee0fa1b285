import { checkLedgerInvariants } from '@platform/contracts/ledger/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RegisterOperatorEndpoint } from '../../platform/endpoint.ts';
import { ledgerViolations } from './invariants.ts';

/** The answer lists this many violations, and as many alerts, at most: one broken invariant can touch every row. */
const MAX_LISTED = 100;

const wireValue = (value: unknown) =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

const toWire = <T extends string>({
  invariant,
  detail,
}: {
  invariant: T;
  detail: Record<string, unknown>;
}) => ({
  invariant,
  detail: Object.fromEntries(Object.entries(detail).map(([name, value]) => [name, wireValue(value)])),
});

export function ledgerRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  // The checks read every brand's accounts: the contract admits only staff over every brand.
  registerOperatorEndpoint(checkLedgerInvariants, async () => {
    const found = await ledgerViolations(db, { withAlerts: true });
    const violations = found.flatMap((finding) => (finding.invariant === 'I6' ? [] : [finding]));
    const alerts = found.flatMap((finding) => (finding.invariant === 'I6' ? [finding] : []));
    return {
      healthy: violations.length === 0,
      checkedAt: new Date().toISOString(),
      violations: violations.slice(0, MAX_LISTED).map(toWire),
      alerts: alerts.slice(0, MAX_LISTED).map(toWire),
    };
  });
}
