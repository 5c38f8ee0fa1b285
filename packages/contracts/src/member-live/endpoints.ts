import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZMemberLiveStream } from './schemas.ts';

export const memberLive = defineEndpoint(routes.memberLive, {
  tag: 'member',
  summary: "The member's live changes (balance, messages, bets) as server-sent events",
  value: ZMemberLiveStream,
});
