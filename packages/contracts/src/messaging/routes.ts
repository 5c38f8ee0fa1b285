import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZOutboxQuery, ZOutboxValue } from './schemas.ts';

export const listOutbox = defineRoute<z.output<typeof ZOutboxValue>, z.input<typeof ZOutboxQuery>>({
  method: 'GET',
  path: '/ops/outbox',
  auth: 'operator',
});
