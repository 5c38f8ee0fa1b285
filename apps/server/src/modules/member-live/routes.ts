import { memberLive } from '@platform/contracts/member-live/endpoints';
import type { RegisterEndpoint } from '../../platform/endpoint.ts';
import { requireOfficialMember } from '../../platform/endpoint.ts';
import type { MemberLive } from './live.ts';

/**
 * How long one stream lives: the client then opens another with its token, so a session that ended
 * (a logout, a lock, an expiry) stops hearing changes within this long.
 */
const STREAM_MAX_AGE_MS = 5 * 60_000;

export function memberLiveRoutes(registerEndpoint: RegisterEndpoint, live: MemberLive): void {
  registerEndpoint.events(
    memberLive,
    async ({ merchant, session }, events) => {
      const { memberId } = requireOfficialMember(session);
      return live.follow({ merchantId: merchant.id, memberId }, (change) => events.send(change));
    },
    { maxAgeMs: STREAM_MAX_AGE_MS, counted: 'member' },
  );
}
