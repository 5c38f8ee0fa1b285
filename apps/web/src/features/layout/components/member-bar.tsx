import { Link } from '@tanstack/react-router';
import { LogOut, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { Button, buttonVariants } from '../../../shared/ui/button.tsx';

/** A logged-in member's bar: deposit, who is logged in (with the member label) and sign out. */
export function MemberBar(): ReactNode {
  const { t } = useTranslation('layout');
  const member = useAuthStore((state) => state.member);
  const openModal = useModalStore((state) => state.open);
  if (member === null) return null;

  return (
    <div className="flex items-center gap-1.5">
      <Link to="/index" className={buttonVariants({ className: 'px-3 sm:px-4' })}>
        <Wallet aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('member.deposit')}</span>
      </Link>
      <span
        className="hidden max-w-40 flex-col px-2 text-end leading-tight md:flex"
        data-testid="member-name"
      >
        <span className="truncate text-sm font-semibold">{member.nickname || member.account}</span>
        {member.memberLabel && <span className="truncate text-xs text-warm-text">{member.memberLabel}</span>}
      </span>
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
        aria-label={t('member.signOut')}
        onClick={() => openModal('logout')}
      >
        <LogOut aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
