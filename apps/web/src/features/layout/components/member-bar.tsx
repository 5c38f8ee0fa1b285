import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { Button, buttonVariants } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, Fingerprint, KeyRound, LogOut, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { selectMemberServices, useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { canUsePasskeys } from '../../../shared/lib/passkey-support.ts';
import { isAgentType } from '../model/member-roles.ts';
import { MemberNameLink } from './member-name-link.tsx';

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
  // A demo account holds no money and a login held for a password change may use nothing yet: the
  // bar shows neither a balance nor messages it would only fail to load.
  const hasServices = useAuthStore(selectMemberServices);
  const openModal = useModalStore((state) => state.open);
  // The member's type is not among the spec's session keys: it comes with the member's info.
  const { data: info } = useQuery({ ...memberQueries.info(), enabled: member !== null });
  const { data: status } = useQuery(systemQueries.status());
  if (member === null) return null;
  const isDemo = member.type === DEMO_MEMBER_TYPE;
  const hasPasskeys = status !== undefined && canUsePasskeys(status.whitelabel);

  return (
    // The name (MemberNameLink) is what gives way when a long language or an agent's extra button
    // leaves the desktop bar short of room: it shortens with an ellipsis rather than push the bar off the page.
    <div className="flex items-center gap-1 sm:gap-1.5 lg:min-w-0">
      {/* A demo account is told there, once, to register or log in to an official account. */}
      <Link to="/member" search={{ page: 'depositv2' }} className={buttonVariants({ className: compact })}>
        <Wallet aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('member.deposit')}</span>
      </Link>
      {isAgentType(info?.type) && (
        <Link to="/agent" className={buttonVariants({ variant: 'secondary', className: compact })}>
          <BriefcaseBusiness aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{ta('memberBar.agent')}</span>
        </Link>
      )}
      {hasServices && balance}
      {hasServices && inbox}
      <MemberNameLink member={member} />
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
