import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, Fingerprint, KeyRound, LogOut, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { canUsePasskeys } from '../../../shared/lib/passkey-support.ts';
import { Button, buttonVariants } from '../../../shared/ui/button.tsx';
import { MemberAvatar } from '../../../shared/ui/member-avatar.tsx';
import { isAgentType } from '../model/member-roles.ts';

const compact = 'px-3 sm:px-4';

type MemberBarProps = { balance: ReactNode; inbox: ReactNode; windows: ReactNode };

/**
 * A logged-in member's bar: deposit, the balance, the agent centre (agents only), who is logged in
 * (with the member label, a link to the personal center), security (authenticator), quick login
 * (passkeys), change password and sign out; it also holds the member's windows. The balance, the
 * inbox link and the windows come from other features, through the app.
 */
export function MemberBar({ balance, inbox, windows }: MemberBarProps): ReactNode {
  const { t } = useTranslation('layout');
  // The bar's own texts come with the member's windows, keeping them off every guest's page.
  const { t: ta } = useTranslation('auth');
  const member = useAuthStore((state) => state.member);
  const openModal = useModalStore((state) => state.open);
  // The member's type is not among the spec's session keys: it comes with the member's info.
  const { data: info } = useQuery({ ...memberQueries.info(), enabled: member !== null });
  const { data: status } = useQuery(systemQueries.status());
  if (member === null) return null;
  const isDemo = member.type === DEMO_MEMBER_TYPE;
  const label = isDemo ? t('member.demo') : member.memberLabel;
  const hasPasskeys = status !== undefined && canUsePasskeys(status.whitelabel);

  return (
    <div className="flex items-center gap-1 sm:gap-1.5">
      <Link
        to="/member"
        search={{ page: 'depositv2' }}
        className={buttonVariants({ className: compact })}
        // A demo account has no money features: the login window tells it to register or log in.
        onClick={(event) => {
          if (!isDemo) return;
          event.preventDefault();
          openModal('login');
        }}
      >
        <Wallet aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('member.deposit')}</span>
      </Link>
      {isAgentType(info?.type) && (
        <Link to="/agent" className={buttonVariants({ variant: 'secondary', className: compact })}>
          <BriefcaseBusiness aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{ta('memberBar.agent')}</span>
        </Link>
      )}
      {!isDemo && balance}
      {!isDemo && inbox}
      <Link
        to="/member"
        title={t('memberCentre.title')}
        className="hidden max-w-52 items-center gap-2 rounded-xl px-2 py-1 leading-tight hover:bg-surface-2 xl:flex"
      >
        <MemberAvatar className="size-8" />
        <span className="flex min-w-0 flex-col text-end" data-testid="member-name">
          <span className="truncate text-sm font-semibold">{member.nickname || member.account}</span>
          {label && <span className="truncate text-xs text-warm-text">{label}</span>}
        </span>
      </Link>
      {/*
        Only desktop widths have room for these: below, the menu drawer and the personal center (my
        account) hold them, and the bar keeps the money and the way out.
      */}
      {!isDemo && (
        <div className="hidden xl:flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('member.security')}
            title={t('member.security')}
            onClick={() => openModal('authenticator')}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
          </Button>
          {hasPasskeys && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={ta('memberBar.passkeys')}
              title={ta('memberBar.passkeys')}
              onClick={() => openModal('passkeys')}
            >
              <Fingerprint aria-hidden="true" className="size-5" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={ta('memberBar.changePassword')}
            title={ta('memberBar.changePassword')}
            onClick={() => openModal('changePassword')}
          >
            <KeyRound aria-hidden="true" className="size-5" />
          </Button>
        </div>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('member.signOut')}
        onClick={() => openModal('logout')}
      >
        <LogOut aria-hidden="true" className="size-5" />
      </Button>
      {windows}
    </div>
  );
}
