import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { brandQuery } from '../api/brands-queries.ts';
import { AccessTab } from './access-tab.tsx';
import { ExclusionRegister } from './exclusion-register.tsx';
import { FeatureSwitches } from './feature-switches.tsx';
import { FourEyesTab } from './four-eyes-tab.tsx';
import { GeneralTab } from './general-tab.tsx';
import { HostsTab } from './hosts-tab.tsx';
import { LimitsTab } from './limits-tab.tsx';
import { ProtectionTab } from './protection-tab.tsx';
import { RegistrationTab } from './registration-tab.tsx';
import { ServiceTab } from './service-tab.tsx';
import { SiteTab } from './site-tab.tsx';
import { SportsbookTab } from './sportsbook-tab.tsx';

export const BRAND_TABS = [
  'general',
  'site',
  'hosts',
  'features',
  'registration',
  'access',
  'service',
  'limits',
  'protection',
  'sportsbook',
  'fourEyes',
] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

/** One brand's configuration, a tab per part; every save is audited and seen by the site at once. */
export function BrandPage({
  code,
  tab,
  onTabChange,
}: {
  code: string;
  tab: BrandTab;
  onTabChange: (tab: BrandTab) => void;
}): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('brands.manage');
  const { data: brand, error } = useQuery(brandQuery(code));
  if (error) return <ErrorText error={error} />;
  if (!brand) return null;
  const props = { brand, canManage };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 className="text-xl font-bold">{brand.name}</h2>
        <code className="text-sm text-ink-muted">{brand.code}</code>
        <Link
          to="/payments"
          search={{ page: 1, size: 50, sort: 'sortOrder', order: 'asc', brand: brand.code }}
          className="ms-auto text-sm text-accent-text underline"
        >
          {t('brands.payments')}
        </Link>
      </div>
      {/* An inactive tab is unmounted: opening it again starts its form from what the server holds. */}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as BrandTab)}>
        <TabsList aria-label={t('brands.tabs')}>
          {BRAND_TABS.map((name) => (
            <TabsTrigger key={name} value={name} className="min-h-10 px-3">
              {t(`brands.tab.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general">
          <GeneralTab {...props} />
        </TabsContent>
        <TabsContent value="site">
          <SiteTab {...props} />
        </TabsContent>
        <TabsContent value="hosts">
          <HostsTab {...props} />
        </TabsContent>
        <TabsContent value="features">
          <FeatureSwitches {...props} exclude={['REGISTRATION', 'LOGIN']} />
        </TabsContent>
        <TabsContent value="registration">
          <RegistrationTab {...props} />
        </TabsContent>
        <TabsContent value="access">
          <AccessTab {...props} />
        </TabsContent>
        <TabsContent value="service">
          <ServiceTab {...props} />
        </TabsContent>
        <TabsContent value="limits" className="flex flex-col gap-6">
          <LimitsTab {...props} />
          <ExclusionRegister code={brand.code} />
        </TabsContent>
        <TabsContent value="protection">
          <ProtectionTab {...props} />
        </TabsContent>
        <TabsContent value="sportsbook">
          <SportsbookTab {...props} />
        </TabsContent>
        <TabsContent value="fourEyes">
          <FourEyesTab brand={brand} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
