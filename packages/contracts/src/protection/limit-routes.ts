import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZPlayerActionBody } from '../players/schemas.ts';
import type {
  ZLimits,
  ZLimitTargetBody,
  ZPlayerLimits,
  ZPlayerLimitsQuery,
  ZRealityCheck,
  ZRealityCheckIntervalBody,
  ZSetLimitBody,
  ZTightenLimitBody,
} from './limit-schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const memberLimits = defineRoute<Out<typeof ZLimits>>({
  method: 'GET',
  path: '/wps/member/protection/limits',
  auth: 'token',
});

export const setMemberLimit = defineRoute<Out<typeof ZLimits>, undefined, In<typeof ZSetLimitBody>>({
  method: 'POST',
  path: '/wps/member/protection/limits',
  auth: 'token',
});

export const confirmMemberLimit = defineRoute<Out<typeof ZLimits>, undefined, In<typeof ZLimitTargetBody>>({
  method: 'POST',
  path: '/wps/member/protection/limits/confirm',
  auth: 'token',
});

export const cancelMemberLimit = defineRoute<Out<typeof ZLimits>, undefined, In<typeof ZLimitTargetBody>>({
  method: 'POST',
  path: '/wps/member/protection/limits/cancel',
  auth: 'token',
});

export const setRealityCheckInterval = defineRoute<
  Out<typeof ZLimits>,
  undefined,
  In<typeof ZRealityCheckIntervalBody>
>({
  method: 'POST',
  path: '/wps/member/protection/reality-check/interval',
  auth: 'token',
});

export const getRealityCheck = defineRoute<Out<typeof ZRealityCheck>>({
  method: 'GET',
  path: '/wps/member/protection/reality-check',
  auth: 'token',
});

export const continueAfterRealityCheck = defineRoute<Out<typeof ZRealityCheck>>({
  method: 'POST',
  path: '/wps/member/protection/reality-check/continue',
  auth: 'token',
});

export const playerLimits = defineRoute<Out<typeof ZPlayerLimits>, In<typeof ZPlayerLimitsQuery>>({
  method: 'GET',
  path: '/ops/players/limits',
  auth: 'operator',
});

export const tightenPlayerLimit = defineRoute<
  Out<typeof ZPlayerLimits>,
  undefined,
  In<typeof ZTightenLimitBody>
>({
  method: 'POST',
  path: '/ops/players/limits/tighten',
  auth: 'operator',
});

export const askRealityCheck = defineRoute<
  Out<typeof ZPlayerLimits>,
  undefined,
  In<typeof ZPlayerActionBody>
>({
  method: 'POST',
  path: '/ops/players/reality-check/ask',
  auth: 'operator',
});
