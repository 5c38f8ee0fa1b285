import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZLedgerInvariantsValue } from './schemas.ts';

export const checkLedgerInvariants = defineRoute<z.output<typeof ZLedgerInvariantsValue>>({
  method: 'GET',
  path: '/ops/ledger/invariants',
  auth: 'operator',
});
