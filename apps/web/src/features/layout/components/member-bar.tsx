import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, KeyRound, LogOut, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { Button, buttonVariants } from '../../../shared/ui/button.tsx';
import { AfterLoginModal } from '../../auth/components/after-login-modal.tsx';
import { ChangePasswordModal } from '../../auth/components/change-password-modal.tsx';
import { usePasswordChangeHold } from '../../auth/model/password-change-hold.ts';
import { isAgentType } from '../model/member-roles.ts';

const compact = 'px-3 sm:px-4';

/**
 * A logged-in member's bar: deposit, the agent centre (agents only), who is logged in (with the
 * member label), security (authenticator), change password and sign out; it also holds the member's change-password and
 * after-login windows.
 */
export function MemberBar(): ReactNode {
  const { t } = useTranslation('layout');
  // The bar's own texts come with the member's windows, keeping them off every guest's page.
  const { t: ta } = useTranslation('auth');
  const member = useAuthStore((state) => state.member);
  const openModal = useModalStore((state) => state.open);
  // The member's type is not among the spec's session keys: it comes with the member's info.
  const { data: info } = useQuery({ ...memberQueries.info(), enabled: member !== null });
  usePasswordChangeHold();
  if (member === null) return null;
  const isDemo = member.type === DEMO_MEMBER_TYPE;
  const label = isDemo ? t('member.demo') : member.memberLabel;

  return (
    <div className="flex items-center gap-1 sm:gap-1.5">
      <Link
        to="/index"
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
      <span
        className="hidden max-w-40 flex-col px-2 text-end leading-tight md:flex"
        data-testid="member-name"
      >
        <span className="truncate text-sm font-semibold">{member.nickname || member.account}</span>
        {label && <span className="truncate text-xs text-warm-text">{label}</span>}
      </span>
      {!isDemo && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('member.security')}
            title={t('member.security')}
            onClick={() => openModal('authenticator')}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={ta('memberBar.changePassword')}
            title={ta('memberBar.changePassword')}
            onClick={() => openModal('changePassword')}
          >
            <KeyRound aria-hidden="true" className="size-5" />
          </Button>
        </>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('member.signOut')}
        onClick={() => openModal('logout')}
      >
        <LogOut aria-hidden="true" className="size-5" />
      </Button>
      <ChangePasswordModal />
      <AfterLoginModal />
    </div>
  );
}
