import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMember } from '../../../shared/api/session.ts';

/**
 * Who is logged in, with the member label (or that it is a demo account), linking to the personal
 * center: in the member's bar on wide screens, and in its place while the bar loads.
 */
export function MemberNameLink({ member }: { member: StoredMember }): ReactNode {
  const { t } = useTranslation('layout');
  const label = member.type === DEMO_MEMBER_TYPE ? t('member.demo') : member.memberLabel;
  return (
    <Link
      to="/member"
      title={t('memberCentre.title')}
      className="hidden max-w-40 flex-col rounded-xl px-2 py-1 text-end leading-tight hover:bg-surface-2 xl:flex"
      data-testid="member-name"
    >
      <span className="truncate text-sm font-semibold">{member.nickname || member.account}</span>
      {label && <span className="truncate text-xs text-warm-text">{label}</span>}
    </Link>
  );
}
