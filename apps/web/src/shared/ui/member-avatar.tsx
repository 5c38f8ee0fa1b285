import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { memberQueries } from '../api/member-queries.ts';
import { cn } from '../lib/cn.ts';

type MemberAvatarProps = { className?: string };

/**
 * The logged-in member's avatar from GET /wps/member/info/icon; a plain circle until it arrives. It is
 * decoration beside the member's name, so it has no text of its own.
 */
export function MemberAvatar({ className }: MemberAvatarProps): ReactNode {
  const { data } = useQuery(memberQueries.icon());
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
