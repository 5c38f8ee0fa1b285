import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';
import { MobileRegisterForm } from './mobile-register-form.tsx';
import { RegisterForm } from './register-form.tsx';

type RegisterMethodsProps = {
  whitelabel: WhitelabelNode[];
  settings: RegisterSettings;
  referralCode: string | undefined;
  /** The affiliate code from the link, checked by the username form (spec section 4). */
  affiliateCode: string | undefined;
  onRegistered: () => void;
};

/**
 * Username and mobile registration (spec sections 2 and 4): both tabs only when both are on, else
 * the one that is; username first when it is on.
 */
export function RegisterMethods({ whitelabel, affiliateCode, ...form }: RegisterMethodsProps): ReactNode {
  const { t } = useTranslation('auth');
  const byUsername = isFeatureEnabled(whitelabel, 'REGISTER_USERNAME');
  const byMobile = isFeatureEnabled(whitelabel, 'REGISTER_MOBILE');
  const usernameForm = (
    <RegisterForm
      {...form}
      affiliateCode={affiliateCode}
      withSmsCode={isFeatureEnabled(whitelabel, 'SMS_VERIFICATION')}
    />
  );
  if (!byMobile) return usernameForm;
  if (!byUsername) return <MobileRegisterForm {...form} />;
  return (
    <Tabs defaultValue="username">
      <TabsList aria-label={t('register.methods')} className="w-full">
        <TabsTrigger value="username" className="flex-1 justify-center">
          {t('register.tabUsername')}
        </TabsTrigger>
        <TabsTrigger value="mobile" className="flex-1 justify-center">
          {t('register.tabMobile')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="username">{usernameForm}</TabsContent>
      <TabsContent value="mobile">
        <MobileRegisterForm {...form} />
      </TabsContent>
    </Tabs>
  );
}
