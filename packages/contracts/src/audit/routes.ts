import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZStaffActionsQuery, ZStaffActionsValue } from './schemas.ts';

export const listStaffActions = defineRoute<
  z.output<typeof ZStaffActionsValue>,
  z.input<typeof ZStaffActionsQuery>
>({ method: 'GET', path: '/ops/audit', auth: 'operator' });
