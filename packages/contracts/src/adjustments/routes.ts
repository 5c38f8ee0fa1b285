import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZBalanceAdjustmentBody, ZBalanceAdjustmentValue } from './schemas.ts';

export const adjustBalance = defineRoute<
  z.output<typeof ZBalanceAdjustmentValue>,
  undefined,
  z.input<typeof ZBalanceAdjustmentBody>
>({ method: 'POST', path: '/ops/members/balance-adjustments', auth: 'operator' });
