import type { LoginValue } from '@platform/contracts/identity/schemas';
import { mobileRule } from '@platform/contracts/patterns';
import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { SmsLoginForm } from './sms-login-form.tsx';

type LoginMethodsProps = {
  /** The username (or mobile) and password form: the first tab. */
  children: ReactNode;
  onSignedIn: (value: LoginValue) => void;
};

/** The login window's two tabs (spec section 2); the SMS tab only where the brand has SMS login on. */
export function LoginMethods({ children, onSignedIn }: LoginMethodsProps): ReactNode {
  const { t } = useTranslation('auth');
  const { data: status } = useQuery(systemQueries.status());
  if (!status || !isFeatureEnabled(status.whitelabel, 'LOGIN_SMS_CODE')) return children;
  return (
    <Tabs defaultValue="password">
      <TabsList aria-label={t('login.methods')} className="w-full">
        <TabsTrigger value="password" className="flex-1 justify-center">
          {t('login.tabPassword')}
        </TabsTrigger>
        <TabsTrigger value="sms" className="flex-1 justify-center">
          {t('login.tabSms')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="password">{children}</TabsContent>
      <TabsContent value="sms">
        <SmsLoginForm mobileRule={mobileRule(status.register.rules.mobileNum)} onSignedIn={onSignedIn} />
      </TabsContent>
    </Tabs>
  );
}
