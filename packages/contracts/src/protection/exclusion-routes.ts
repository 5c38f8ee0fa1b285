import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZExclusionState, ZTakeExclusionBody } from './exclusion-schemas.ts';

export const getExclusion = defineRoute<z.output<typeof ZExclusionState>>({
  method: 'GET',
  path: '/wps/member/exclusion',
  auth: 'token',
});

export const takeExclusion = defineRoute<
  z.output<typeof ZExclusionState>,
  undefined,
  z.input<typeof ZTakeExclusionBody>
>({
  method: 'POST',
  path: '/wps/member/exclusion',
  auth: 'token',
  encrypted: true,
});
