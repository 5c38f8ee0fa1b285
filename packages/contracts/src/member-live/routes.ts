import { defineRoute } from '../endpoint.ts';

/** Server-sent events, not the JSON envelope: the site reads it as a stream (its token goes in a header). */
export const memberLive = defineRoute<string>({ method: 'GET', path: '/wps/member/live', auth: 'token' });
