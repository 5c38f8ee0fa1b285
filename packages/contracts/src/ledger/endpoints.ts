import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZLedgerInvariantsValue } from './schemas.ts';

export const checkLedgerInvariants = defineEndpoint(routes.checkLedgerInvariants, {
  tag: 'operator',
  summary: "Runs the ledger's invariant checks across every brand, on demand (staff over all brands)",
  value: ZLedgerInvariantsValue,
  permission: 'ledger.invariants.read',
  platformWide: true,
});
