import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZDone, ZMemberIcon, ZMemberInfo, ZUpdateLanguageBody } from './schemas.ts';

/*
 * The member's own calls that every page may make (who is logged in, the chosen language), apart from
 * the login and registration calls, which only the windows that make them load.
 */

export const getMemberInfo = defineRoute<z.output<typeof ZMemberInfo>>({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'token',
});

export const getMemberIcon = defineRoute<z.output<typeof ZMemberIcon>>({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'token',
});

export const updateLanguage = defineRoute<
  z.output<typeof ZDone>,
  undefined,
  z.input<typeof ZUpdateLanguageBody>
>({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'token',
});
