import { Button } from '@platform/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, Coins } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { pointsMallQueries } from '../api/points-mall.ts';
import { ConvertDialog } from './convert-dialog.tsx';
import { ExchangeRecords } from './exchange-records.tsx';
import { PointsDetails } from './points-details.tsx';
import { PointsRules } from './points-rules.tsx';
import { ProductGrid } from './product-grid.tsx';

const TABS = ['products', 'records', 'details', 'rules'] as const;
type PointsMallTab = (typeof TABS)[number];

type PointsMallPageProps = {
  /** Shown under the balance for a logged-in member: the VIP level, from its own feature. */
  memberPanel?: ReactNode;
};

const isTab = (value: string): value is PointsMallTab => (TABS as readonly string[]).includes(value);

/**
 * The points mall (spec section 2): the member's points on top, then the products, the exchange
 * records, the points details and the rules. Guests see the products and the rules.
 */
export function PointsMallPage({ memberPanel }: PointsMallPageProps): ReactNode {
  const { t } = useTranslation('loyalty');
  const [tab, setTab] = useState<PointsMallTab>('products');
  const member = useAuthStore((state) => state.member);
  const isMember = member !== null;
  const { data: summary } = useQuery({ ...pointsMallQueries.summary(), enabled: isMember });
  const { data: reward } = useQuery({ ...pointsMallQueries.reward(), enabled: isMember && tab === 'rules' });
  const [isConverting, setIsConverting] = useState(false);
  const title = t('mall.title');
  useDocumentTitle(title);
  const tabs = TABS.filter((entry) => isMember || entry === 'products' || entry === 'rules');

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface-1 px-6 py-7 shadow-card sm:px-10">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(45%_140%_at_100%_0%,var(--accent-glow),transparent_70%)]"
        />
        <div className="relative flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-ink-muted">{t('mall.subtitle')}</p>
          </div>
          {isMember && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex items-center gap-3 rounded-2xl bg-surface-2 px-5 py-3">
                <Coins aria-hidden="true" className="size-6 text-warm-text" />
                <span>
                  <span className="block text-xs text-ink-muted">{t('mall.balance')}</span>
                  <span className="text-2xl font-bold tabular-nums" data-testid="points-balance">
                    {summary ? Number(summary.points).toLocaleString() : '…'}
                  </span>
                </span>
              </p>
              {summary?.convert && (
                <Button variant="secondary" onClick={() => setIsConverting(true)}>
                  <ArrowRightLeft aria-hidden="true" className="size-4" />
                  {t('convert.action')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      {isMember && memberPanel}
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList aria-label={title}>
          {tabs.map((entry) => (
            <TabsTrigger key={entry} value={entry}>
              {t(`tab.${entry}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="products">
          <ProductGrid points={summary ? BigInt(summary.points) : null} />
        </TabsContent>
        {isMember && (
          <>
            <TabsContent value="records">
              <ExchangeRecords />
            </TabsContent>
            <TabsContent value="details">
              <PointsDetails />
            </TabsContent>
          </>
        )}
        <TabsContent value="rules">
          <PointsRules reward={reward} canConvert={Boolean(summary?.convert)} />
        </TabsContent>
      </Tabs>
      {isConverting && summary?.convert && (
        <ConvertDialog
          rate={summary.convert}
          points={BigInt(summary.points)}
          onClose={() => setIsConverting(false)}
        />
      )}
    </section>
  );
}
