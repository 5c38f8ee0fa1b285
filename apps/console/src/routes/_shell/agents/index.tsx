import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AgentsHome, type AgentsSearch } from '../../../features/agents/components/agents-home.tsx';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { textFilter } from '../../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/agents/')({
  validateSearch: (search: Record<string, unknown>): AgentsSearch => ({
    account: textFilter(search.account),
  }),
  component: AgentsRoute,
});

function AgentsRoute() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const merchant = useBrand();
  if (!merchant) return <p className="text-ink-muted">{t('agents.chooseBrand')}</p>;
  return (
    <AgentsHome
      merchant={merchant}
      search={search}
      onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
    />
  );
}
