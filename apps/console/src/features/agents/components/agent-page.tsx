import type { agentProfile } from '@platform/contracts/agents/operator-routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { type AgentRef, agentQuery } from '../api/agents-queries.ts';
import { ContractsSection, ReportsSection, SettlementsSection, TransfersSection } from './agent-sections.tsx';
import { AgentStatus } from './agent-status.tsx';

/** The agent page's tabs in order; the first is the summary. */
export const AGENT_TABS = ['overview', 'contracts', 'settlements', 'transfers', 'reports'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

const SECTIONS: Record<Exclude<AgentTab, 'overview'>, (props: { agent: AgentRef }) => ReactNode> = {
  contracts: ContractsSection,
  settlements: SettlementsSection,
  transfers: TransfersSection,
  reports: ReportsSection,
};

type Profile = RouteValue<typeof agentProfile>;

/** The upline chain from the top agent down to the agent, each a link to its own page. */
function UplinePath({ profile }: { profile: Profile }): ReactNode {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agents.path')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {profile.path.map((upline) => (
          <li key={upline.id} className="after:ms-1 after:text-ink-muted after:content-['›']">
            <Link
              to="/agents/$memberId"
              params={{ memberId: upline.id }}
              search={{ tab: 'overview' }}
              className="text-accent-text hover:underline"
            >
              {upline.account}
            </Link>
          </li>
        ))}
        <li aria-current="page" className="font-semibold">
          {profile.account}
        </li>
      </ol>
    </nav>
  );
}

function Overview({ profile }: { profile: Profile }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('agents.agentType')}>
          {t(`agents.agentType.${profile.type}`, String(profile.type))}
        </Fact>
        <Fact label={t('agents.status')}>
          <AgentStatus status={profile.status} />
        </Fact>
        <Fact label={t('agents.balance')}>
          <span className="tabular-nums">{profile.balance}</span>
        </Fact>
        <Fact label={t('agents.directs')}>{profile.directs}</Fact>
        <Fact label={t('agents.teamSize')}>{profile.teamSize}</Fact>
        <Fact label={t('agents.createdAt')}>{format.dateTime(profile.createdAt)}</Fact>
        <Fact label={t('agents.nickname')}>{profile.nickname ?? '—'}</Fact>
        <Fact label={t('agents.upline')}>
          {profile.path.length === 0 ? t('agents.topAgent') : (profile.path.at(-1)?.account ?? '—')}
        </Fact>
      </dl>
    </section>
  );
}

/** An agent's page: who it is and where it stands in the tree, and a tab for each of its records. */
export function AgentPage({
  agent,
  tab,
  onTabChange,
}: {
  agent: AgentRef;
  tab: AgentTab;
  onTabChange: (tab: AgentTab) => void;
}): ReactNode {
  const { t } = useTranslation();
  const canSettlements = useCan('agents.settlements.read');
  const { data: profile, error } = useQuery(agentQuery(agent));
  const tabs = AGENT_TABS.filter((name) => name !== 'settlements' || canSettlements);
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/agents"
        search={{}}
        className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('agents.back')}
      </Link>
      <ErrorText error={error} />
      {profile ? (
        <>
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold">{profile.account}</h1>
              <AgentStatus status={profile.status} />
              <span className="text-sm text-ink-muted">{t('agents.idOf', { id: profile.id })}</span>
            </div>
            <UplinePath profile={profile} />
          </header>
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as AgentTab)}>
            <TabsList aria-label={t('agents.sections')}>
              {tabs.map((name) => (
                <TabsTrigger key={name} value={name} className="min-h-10 px-3">
                  {t(`agents.tab.${name}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <Overview profile={profile} />
            </TabsContent>
            {Object.entries(SECTIONS)
              .filter(([name]) => tabs.includes(name as AgentTab))
              .map(([name, Section]) => (
                <TabsContent key={name} value={name}>
                  {tab === name ? <Section agent={agent} /> : null}
                </TabsContent>
              ))}
          </Tabs>
        </>
      ) : null}
    </div>
  );
}
