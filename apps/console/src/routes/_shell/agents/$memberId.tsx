import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_TABS, AgentPage } from '../../../features/agents/components/agent-page.tsx';
import { useBrand } from '../../../shared/hooks/use-brand.ts';

export const Route = createFileRoute('/_shell/agents/$memberId')({
  validateSearch: (search: Record<string, unknown>) => ({
    tab: AGENT_TABS.find((tab) => tab === search.tab) ?? 'overview',
  }),
  component: AgentRoute,
});

function AgentRoute() {
  const { t } = useTranslation();
  const { memberId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const merchant = useBrand();
  if (!merchant) return <p className="text-ink-muted">{t('agents.chooseBrand')}</p>;
  return (
    <AgentPage
      key={memberId}
      agent={{ merchant, memberId }}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
