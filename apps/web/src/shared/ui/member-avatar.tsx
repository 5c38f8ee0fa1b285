import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { memberQueries } from '../api/member-queries.ts';
import { selectMemberServices, useAuthStore } from '../hooks/use-auth-store.ts';

type MemberAvatarProps = { className?: string };

/**
 * The logged-in member's avatar from GET /wps/member/info/icon; a plain circle until it arrives. It is
 * decoration beside the member's name, so it has no text of its own.
 */
export function MemberAvatar({ className }: MemberAvatarProps): ReactNode {
  // A demo account, or a login held for its password change, may not call it (403): a plain circle.
  const hasServices = useAuthStore(selectMemberServices);
  const { data } = useQuery({ ...memberQueries.icon(), enabled: hasServices });
  return (
    <span
      aria-hidden="true"
      data-testid="member-avatar"
      className={cn('inline-block shrink-0 overflow-hidden rounded-full bg-surface-2', className)}
    >
      {data && <img src={data.icon} alt="" className="size-full" />}
    </span>
  );
}
