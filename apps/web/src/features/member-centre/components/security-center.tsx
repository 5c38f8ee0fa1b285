import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Fingerprint, KeyRound, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { canUsePasskeys } from '../../../shared/lib/passkey-support.ts';

/** My account (securityCenter): the member's ways to keep the account safe. */
export function SecurityCenter(): ReactNode {
  const { t } = useTranslation('layout');
  const { t: ta } = useTranslation('auth');
  const openModal = useModalStore((state) => state.open);
  const { data: status } = useQuery(systemQueries.status());
  const rows = [
    { icon: ShieldCheck, label: t('member.security'), open: () => openModal('authenticator') },
    ...(status && canUsePasskeys(status.whitelabel)
      ? [{ icon: Fingerprint, label: ta('memberBar.passkeys'), open: () => openModal('passkeys') }]
      : []),
    { icon: KeyRound, label: ta('memberBar.changePassword'), open: () => openModal('changePassword') },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {rows.map(({ icon: Icon, label, open }) => (
        <li key={label}>
          <Button
            variant="secondary"
            size="lg"
            className="h-auto min-h-12 w-full justify-start py-2.5 text-start whitespace-normal"
            onClick={open}
          >
            <Icon aria-hidden="true" className="size-5 text-accent-text" />
            {label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
