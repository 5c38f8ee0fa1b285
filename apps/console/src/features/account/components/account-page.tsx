import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../../../shared/ui/password-form.tsx';
import { PasskeysPanel } from './passkeys-panel.tsx';

/** My account: change the password (the API ends this staff member's other sessions), and passkeys. */
export function AccountPage(): ReactNode {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.account')}</h1>
      {changed ? (
        <p role="status" className="rounded-xl bg-surface-2 px-3 py-2 text-sm">
          {t('password.changed')}
        </p>
      ) : null}
      <PasswordForm onChanged={() => setChanged(true)} />
      <PasskeysPanel />
    </div>
  );
}
