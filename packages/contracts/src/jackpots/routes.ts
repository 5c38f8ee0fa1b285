import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZJackpotChange,
  ZJackpotCloseBody,
  ZJackpotCreateBody,
  ZJackpotFundingBody,
  ZJackpotRulesBody,
  ZJackpots,
  ZStaffJackpots,
  ZStaffJackpotsQuery,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const getJackpots = defineRoute<z.output<typeof ZJackpots>>({
  method: 'GET',
  path: '/lgw/jackpots',
  auth: 'none',
});

export const listStaffJackpots = defineRoute<Out<typeof ZStaffJackpots>, In<typeof ZStaffJackpotsQuery>>({
  method: 'GET',
  path: '/ops/jackpots',
  auth: 'operator',
});

export const createJackpot = defineRoute<
  Out<typeof ZJackpotChange>,
  undefined,
  In<typeof ZJackpotCreateBody>
>({
  method: 'POST',
  path: '/ops/jackpots',
  auth: 'operator',
});

export const putJackpotRules = defineRoute<
  Out<typeof ZJackpotChange>,
  undefined,
  In<typeof ZJackpotRulesBody>
>({
  method: 'PUT',
  path: '/ops/jackpots/rules',
  auth: 'operator',
});

export const fundJackpot = defineRoute<Out<typeof ZJackpotChange>, undefined, In<typeof ZJackpotFundingBody>>(
  {
    method: 'POST',
    path: '/ops/jackpots/funding',
    auth: 'operator',
  },
);

export const closeJackpot = defineRoute<Out<typeof ZJackpotChange>, undefined, In<typeof ZJackpotCloseBody>>({
  method: 'POST',
  path: '/ops/jackpots/close',
  auth: 'operator',
});
