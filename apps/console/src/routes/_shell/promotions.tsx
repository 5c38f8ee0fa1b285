import { REDEMPTION_STATUSES } from '@platform/contracts/loyalty/schemas';
import type { OperatorPermission } from '@platform/contracts/operator/permissions';
import { STAFF_PROMOTION_STATES } from '@platform/contracts/promotions/constants';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  ApplicationQueue,
  type ApplicationSearch,
} from '../../features/promotions/components/application-queue.tsx';
import { MissionList } from '../../features/promotions/components/mission-list.tsx';
import {
  PointsProducts,
  PointsRedemptions,
  type RedemptionSearch,
} from '../../features/promotions/components/points-mall.tsx';
import { PointsSettings } from '../../features/promotions/components/points-settings.tsx';
import {
  PROMOTION_SORT_KEYS,
  PromotionList,
  type PromotionSearch,
} from '../../features/promotions/components/promotion-list.tsx';
import { VipLevels } from '../../features/promotions/components/vip-levels.tsx';
import { meQuery } from '../../shared/api/me-queries.ts';
import { useBrand } from '../../shared/hooks/use-brand.ts';
import { pagedSearch, textFilter } from '../../shared/lib/paged-search.ts';
import { ViewTabs } from '../../shared/ui/view-tabs.tsx';

/** The section's views and the read each needs: a view the staff member cannot read is not offered. */
const VIEW_PERMISSIONS = {
  promotions: 'promotions.read',
  applications: 'promotions.applications.read',
  missions: 'engagement.read',
  vip: 'vip.read',
  mall: 'points.products.read',
  redemptions: 'points.redemptions.read',
  points: 'points.settings.read',
} as const satisfies Record<string, OperatorPermission>;
type View = keyof typeof VIEW_PERMISSIONS;
const VIEWS = Object.keys(VIEW_PERMISSIONS) as View[];
/** One URL for every view: the page and order are the shown view's, the filters each view's own. */
type Search = PromotionSearch &
  Omit<ApplicationSearch, keyof PromotionSearch> &
  Omit<RedemptionSearch, keyof PromotionSearch> & { view: View };

export const Route = createFileRoute('/_shell/promotions')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    ...pagedSearch(search, PROMOTION_SORT_KEYS, { sort: 'startsAt', order: 'desc' }),
    state: STAFF_PROMOTION_STATES.find((state) => state === search.state),
    view: VIEWS.find((view) => view === search.view) ?? 'promotions',
    applications: APPLICATION_STATUSES.find((status) => status === search.applications) ?? 'applying',
    redemptions: REDEMPTION_STATUSES.find((status) => status === search.redemptions) ?? 'applying',
    promotion: textFilter(search.promotion),
    member: textFilter(search.member),
  }),
  component: PromotionsPage,
});

function PromotionsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const merchant = useBrand();
  const permissions = useQuery(meQuery()).data?.permissions ?? [];
  const views = VIEWS.filter((view) => permissions.includes(VIEW_PERMISSIONS[view]));
  const view = views.includes(search.view) ? search.view : 'promotions';
  const onSearchChange = (patch: Partial<Search>) => void navigate({ search: { ...search, ...patch } });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.promotions')}</h1>
      {views.length > 1 ? (
        <ViewTabs
          label={t('section.promotions')}
          views={views}
          current={view}
          labelOf={(each) => t(`promotions.view.${each}`)}
          onChange={(each) =>
            onSearchChange({ view: each, page: 1, promotion: undefined, member: undefined })
          }
        />
      ) : null}
      {merchant === null && view !== 'promotions' ? (
        <p className="text-ink-muted">{t('money.chooseBrand')}</p>
      ) : view === 'applications' ? (
        <ApplicationQueue search={{ ...search, sort: 'createdAt' }} onSearchChange={onSearchChange} />
      ) : view === 'missions' && merchant !== null ? (
        <MissionList merchant={merchant} />
      ) : view === 'vip' && merchant !== null ? (
        <VipLevels merchant={merchant} />
      ) : view === 'mall' && merchant !== null ? (
        <PointsProducts merchant={merchant} />
      ) : view === 'redemptions' && merchant !== null ? (
        <PointsRedemptions
          merchant={merchant}
          search={{ ...search, sort: 'createdAt' }}
          onSearchChange={onSearchChange}
        />
      ) : view === 'points' && merchant !== null ? (
        <PointsSettings merchant={merchant} />
      ) : (
        <PromotionList search={search} onSearchChange={onSearchChange} />
      )}
    </div>
  );
}
