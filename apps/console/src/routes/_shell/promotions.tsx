import { STAFF_PROMOTION_STATES } from '@platform/contracts/promotions/constants';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ApplicationQueue,
  type ApplicationStatus,
} from '../../features/promotions/components/application-queue.tsx';
import {
  PROMOTION_SORT_KEYS,
  PromotionList,
  type PromotionSearch,
} from '../../features/promotions/components/promotion-list.tsx';
import { useCan } from '../../shared/hooks/use-can.ts';
import { pagedSearch } from '../../shared/lib/paged-search.ts';
import { ViewTabs } from '../../shared/ui/view-tabs.tsx';

const VIEWS = ['promotions', 'applications'] as const;
type Search = PromotionSearch & { view: (typeof VIEWS)[number]; applications: ApplicationStatus };

export const Route = createFileRoute('/_shell/promotions')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    ...pagedSearch(search, PROMOTION_SORT_KEYS, { sort: 'startsAt', order: 'desc' }),
    state: STAFF_PROMOTION_STATES.find((state) => state === search.state),
    view: VIEWS.find((view) => view === search.view) ?? 'promotions',
    applications:
      search.applications === 'approved' || search.applications === 'rejected'
        ? search.applications
        : 'applying',
  }),
  component: PromotionsPage,
});

function PromotionsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const canReadApplications = useCan('promotions.applications.read');
  const onSearchChange = (patch: Partial<Search>) => void navigate({ search: { ...search, ...patch } });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.promotions')}</h1>
      {canReadApplications ? (
        <ViewTabs
          label={t('section.promotions')}
          views={VIEWS}
          current={search.view}
          labelOf={(view) => t(`promotions.view.${view}`)}
          onChange={(view) => onSearchChange({ view })}
        />
      ) : null}
      {search.view === 'applications' && canReadApplications ? (
        <ApplicationQueue
          status={search.applications}
          onStatusChange={(applications) => onSearchChange({ applications })}
        />
      ) : (
        <PromotionList search={search} onSearchChange={onSearchChange} />
      )}
    </div>
  );
}
