import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZExclusionState,
  ZPlayerExclusions,
  ZPlayerExclusionsQuery,
  ZRegisterQuery,
  ZRegisterSourceBody,
  ZRegisterStatus,
  ZRegisterUploadBody,
  ZTakeExclusionBody,
} from './exclusion-schemas.ts';

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

export const getPlayerExclusions = defineRoute<
  z.output<typeof ZPlayerExclusions>,
  z.input<typeof ZPlayerExclusionsQuery>
>({ method: 'GET', path: '/ops/players/exclusions', auth: 'operator' });

export const getExclusionRegister = defineRoute<
  z.output<typeof ZRegisterStatus>,
  z.input<typeof ZRegisterQuery>
>({
  method: 'GET',
  path: '/ops/protection/register',
  auth: 'operator',
});

export const putExclusionRegisterSource = defineRoute<
  z.output<typeof ZRegisterStatus>,
  undefined,
  z.input<typeof ZRegisterSourceBody>
>({ method: 'PUT', path: '/ops/protection/register/source', auth: 'operator' });

export const uploadExclusionRegister = defineRoute<
  z.output<typeof ZRegisterStatus>,
  undefined,
  z.input<typeof ZRegisterUploadBody>
>({ method: 'POST', path: '/ops/protection/register/file', auth: 'operator' });
