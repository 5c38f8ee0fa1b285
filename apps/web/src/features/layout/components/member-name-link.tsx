import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMember } from '../../../shared/api/session.ts';
import { MemberAvatar } from '../../../shared/ui/member-avatar.tsx';

/**
 * Who is logged in, with the member label (or that it is a demo account), linking to the personal
 * center, beside the member's avatar: in the member's bar from 1024 px (phones have the strip above the
 * bar), and in its place while the bar loads.
 */
export function MemberNameLink({
  member,
  isPlaceholder = false,
}: {
  member: StoredMember;
  /** Shown while the bar loads: named apart, so the bar's own name is the one a test finds. */
  isPlaceholder?: boolean;
}): ReactNode {
  const { t } = useTranslation('layout');
  const label = member.type === DEMO_MEMBER_TYPE ? t('member.demo') : member.memberLabel;
  return (
    <Link
      to="/member"
      title={t('memberCentre.title')}
      className="hidden max-w-36 min-w-0 items-center gap-2 rounded-xl px-2 py-1 leading-tight hover:bg-surface-2 lg:flex xl:max-w-44"
    >
      {/* Below 1280 px the bar has room for the name, not the picture beside it too. */}
      <MemberAvatar className="size-8 max-xl:hidden" />
      <span
        className="flex min-w-0 flex-col text-end"
        data-testid={isPlaceholder ? 'member-name-placeholder' : 'member-name'}
      >
        <span className="truncate text-sm font-semibold">{member.nickname || member.account}</span>
        {label && <span className="truncate text-xs text-warm-text">{label}</span>}
      </span>
    </Link>
  );
}
