import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZJackpots } from './schemas.ts';

export const getJackpots = defineRoute<z.output<typeof ZJackpots>>({
  method: 'GET',
  path: '/lgw/jackpots',
  auth: 'none',
});
