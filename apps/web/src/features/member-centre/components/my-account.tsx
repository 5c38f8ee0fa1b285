import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQueries } from '../../../shared/api/profile.ts';
import { MobileVerification } from './mobile-verification.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SecurityCenter } from './security-center.tsx';

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className="flex flex-col gap-4 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** The withdrawal feature's parts of the page, brought in by the route. */
type WithdrawalParts = {
  /** The payment password form, for a member who has one or not. */
  paymentPassword: (isSet: boolean) => ReactNode;
  bankAccounts: ReactNode;
};

/** The payment password: set once it is known whether one exists. */
function PaymentSection({ form }: { form: WithdrawalParts['paymentPassword'] }): ReactNode {
  const { t } = useTranslation('withdrawal');
  const { data } = useQuery(profileQueries.profile());
  return <Section title={t('paymentPassword.title')}>{data ? form(data.hasPaymentPassword) : null}</Section>;
}

/** My account (securityCenter): security, payment password, bank accounts, the verified mobile and the profile. */
export function MyAccount({ paymentPassword, bankAccounts }: WithdrawalParts): ReactNode {
  const { t } = useTranslation('profile');
  const { t: tw } = useTranslation('withdrawal');
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('security')}>
        <SecurityCenter />
      </Section>
      <PaymentSection form={paymentPassword} />
      <Section title={tw('bank.title')}>{bankAccounts}</Section>
      <Section title={t('mobile.title')}>
        <MobileVerification />
      </Section>
      <Section title={t('title')}>
        <ProfileForm />
      </Section>
    </div>
  );
}
