import { AGENT_MEMBER_TYPES } from '@platform/contracts/identity/social';
import { buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  BarChart3,
  CalendarDays,
  Clock,
  FileSignature,
  History,
  Link2,
  type LucideIcon,
  Megaphone,
  PiggyBank,
  ReceiptText,
  Scale,
  UserPlus,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { LoginRequiredPage } from '../../../shared/ui/login-required-page.tsx';
import { agentQueries } from '../api/agent-queries.ts';
import { AGENT_PAGES, type AgentPage, DEFAULT_AGENT_PAGE, isPageShown } from '../model/agent-pages.ts';
import { AffiliateCodes } from './affiliate-codes.tsx';
import { ContractRequests } from './contract-requests.tsx';
import { IncomeRecords } from './income-records.tsx';
import { RegisterCenter } from './register-center.tsx';
import { TeamBetting } from './team-betting.tsx';
import { TeamManagement } from './team-management.tsx';
import { TeamOverview } from './team-overview.tsx';
import { TransactionDetails } from './transaction-details.tsx';
import { UserProfit } from './user-profit.tsx';

const ICONS: Record<AgentPage, LucideIcon> = {
  agentAnnouncement: Megaphone,
  agentTeamOverview: BarChart3,
  registerCenter: UserPlus,
  affiliateCodes: Link2,
  downlineManagmentView: Users,
  personalHistoryCopy: History,
  palStatementsAgentCopy: Scale,
  agentRevenueReport: Wallet,
  agentDownlineTransactionDetailsCopy: ReceiptText,
  dividendRecord: PiggyBank,
  dailyWages: CalendarDays,
  hourlySalary: Clock,
  contractRequests: FileSignature,
};

const CONTENT: Record<Exclude<AgentPage, 'agentAnnouncement'>, () => ReactNode> = {
  agentTeamOverview: TeamOverview,
  registerCenter: RegisterCenter,
  affiliateCodes: AffiliateCodes,
  downlineManagmentView: TeamManagement,
  personalHistoryCopy: TeamBetting,
  palStatementsAgentCopy: UserProfit,
  agentRevenueReport: () => <IncomeRecords page="agentRevenueReport" />,
  agentDownlineTransactionDetailsCopy: TransactionDetails,
  dividendRecord: () => <IncomeRecords page="dividendRecord" />,
  dailyWages: () => <IncomeRecords page="dailyWages" />,
  hourlySalary: () => <IncomeRecords page="hourlySalary" />,
  contractRequests: ContractRequests,
};

/**
 * The agent centre (spec section 2): the menu on the left (above on phones), the page on the right,
 * a close button; shown once the member and its contract info are loaded, only to agents. The contract
 * requests entry shows a dot while an offer or a termination waits for the agent. A record whose
 * switch is off is not in the menu, and asking for it by address opens the overview. The announcements
 * page is the announcements feature's notice board, brought in by the route.
 */
export function AgentCentre({ page: asked, notices }: { page: AgentPage; notices: ReactNode }): ReactNode {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const member = useAuthStore((state) => state.member);
  const { data: info } = useQuery({ ...memberQueries.info(), enabled: member !== null });
  const isAgent = info !== undefined && AGENT_MEMBER_TYPES.has(info.type);
  const { data: switches } = useQuery({ ...agentQueries.consolidated(), enabled: isAgent });
  const title = tc('route.agent');
  useDocumentTitle(title);
  if (member === null) return <LoginRequiredPage />;
  const page = switches === undefined || isPageShown(asked, switches) ? asked : DEFAULT_AGENT_PAGE;
  const Content = page === 'agentAnnouncement' ? null : CONTENT[page];
  const hasRequest =
    switches !== undefined &&
    (switches.divtypereq ||
      switches.dailysalreqtype ||
      switches.contracthoursalreq ||
      switches.realtimesalreqtype);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <Link
          to="/index"
          aria-label={t('close')}
          title={t('close')}
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }))}
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      {info && !isAgent ? (
        <EmptyState title={t('agentsOnly')} description={t('agentsOnlyHint')} />
      ) : info && switches ? (
        <div className="flex flex-col gap-5 md:flex-row">
          <nav aria-label={t('menu')} className="md:w-64 md:shrink-0">
            <ul className="scroll-shadow-x flex gap-1 overflow-x-auto rounded-2xl border border-line bg-surface-1 p-1 relative [scrollbar-width:none] md:flex-col md:overflow-visible md:[background:var(--surface-1)]">
              {AGENT_PAGES.filter((entry) => isPageShown(entry, switches)).map((entry) => {
                const Icon = ICONS[entry];
                return (
                  <li key={entry} className="shrink-0">
                    <Link
                      to="/agent"
                      search={{ page: entry }}
                      aria-current={entry === page ? 'page' : undefined}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap text-ink-muted hover:bg-surface-2 hover:text-ink md:py-2 md:whitespace-normal',
                        entry === page &&
                          'bg-accent text-accent-ink shadow-[0_6px_18px_-8px_var(--accent-glow)] hover:bg-accent hover:text-accent-ink',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {t(`page.${entry}`)}
                      {entry === 'contractRequests' && hasRequest && (
                        <span
                          className="ms-auto size-2 rounded-full bg-warm"
                          role="img"
                          aria-label={t('contract.waitingBadge')}
                        />
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="min-w-0 flex-1 rounded-3xl border border-line bg-surface-1 p-5 shadow-card sm:p-7">
            <h2 className="mb-5 text-xl font-bold" data-testid="agent-page-title">
              {t(`page.${page}`)}
            </h2>
            {/* Keyed by page: the income records share one component, and each starts on its own filter. */}
            {Content ? <Content key={page} /> : notices}
          </div>
        </div>
      ) : (
        <LoadingState>
          <Skeleton className="h-80" />
        </LoadingState>
      )}
    </section>
  );
}
