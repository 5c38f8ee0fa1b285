import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZRiskSignals, ZRiskSignalsQuery } from './schemas.ts';

export const listRiskSignals = defineRoute<z.output<typeof ZRiskSignals>, z.input<typeof ZRiskSignalsQuery>>({
  method: 'GET',
  path: '/ops/risk/signals',
  auth: 'operator',
});
