import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegisterMethod, registerMethods } from '../model/register-methods.ts';
import { MobileRegisterForm } from './mobile-register-form.tsx';
import { OneClickRegisterForm } from './one-click-register-form.tsx';
import { RegisterForm } from './register-form.tsx';

type RegisterMethodsProps = {
  whitelabel: WhitelabelNode[];
  settings: RegisterSettings;
  referralCode: string | undefined;
  /** The affiliate code from the link, checked by the username form (spec section 4). */
  affiliateCode: string | undefined;
  onRegistered: () => void;
};

type Method = { value: string; label: string; form: ReactNode };

/**
 * Username, mobile and one-click registration (spec sections 1, 2 and 4): tabs only when more than
 * one is on (`registerMethods`), else the one that is.
 */
export function RegisterMethods({ whitelabel, affiliateCode, ...form }: RegisterMethodsProps): ReactNode {
  const { t } = useTranslation('auth');
  const forms: Record<RegisterMethod, Omit<Method, 'value'>> = {
    username: {
      label: t('register.tabUsername'),
      form: (
        <RegisterForm
          {...form}
          affiliateCode={affiliateCode}
          withSmsCode={isFeatureEnabled(whitelabel, 'SMS_VERIFICATION')}
        />
      ),
    },
    mobile: { label: t('register.tabMobile'), form: <MobileRegisterForm {...form} /> },
    oneClick: {
      label: t('register.tabOneClick'),
      form: <OneClickRegisterForm {...form} affiliateCode={affiliateCode} />,
    },
  };
  const methods: Method[] = registerMethods(whitelabel).map((value) => ({ value, ...forms[value] }));
  const [first] = methods;
  if (methods.length === 1 && first) return first.form;
  return (
    <Tabs defaultValue={first?.value}>
      <TabsList aria-label={t('register.methods')} className="w-full">
        {methods.map(({ value, label }) => (
          // Three ways share a phone's width: each tab wraps its name rather than scrolling one out of sight.
          <TabsTrigger
            key={value}
            value={value}
            className="min-w-0 flex-1 shrink justify-center px-2 text-center leading-tight whitespace-normal sm:px-4"
          >
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {methods.map(({ value, form: content }) => (
        <TabsContent key={value} value={value}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
