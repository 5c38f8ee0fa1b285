import type { teamList } from '@platform/contracts/agents/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { agentQueries } from '../api/agent-queries.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { PagedReport } from './report-body.tsx';
import { fieldClass } from './report-filters.tsx';
import type { Column } from './report-table.tsx';

const PAGE_SIZE = 20;
type Member = RouteValue<typeof teamList>['members'][number];
type Crumb = { id: string; account: string };

/**
 * Team management (downlineManagmentView): the agent's direct downline, one level at a time down the
 * tree (the breadcrumbs lead back up), or the accounts matching a search anywhere below.
 */
export function TeamManagement(): ReactNode {
  const { t } = useTranslation('agent');
  const id = useId();
  const amount = useAmountFormat();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const parent = trail.at(-1);
  const filter = keyword
    ? { keyword, page, pageSize: PAGE_SIZE }
    : { ...(parent ? { parentId: parent.id } : { level: 1 }), page, pageSize: PAGE_SIZE };
  const query = useQuery({
    ...agentQueries.team(filter),
    placeholderData: keepPreviousData,
  });
  const { data } = query;

  const goTo = (next: Crumb[]) => {
    setTrail(next);
    setKeyword('');
    setDraft('');
    setPage(1);
  };

  const columns: Column<Member>[] = [
    {
      key: 'account',
      label: t('column.account'),
      cell: (member) =>
        member.teamSize > 0 ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent-text hover:underline"
            onClick={() => goTo([...(keyword ? [] : trail), { id: member.id, account: member.account }])}
            aria-label={t('team.open', { account: member.account })}
          >
            {member.account}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        ) : (
          member.account
        ),
    },
    {
      key: 'kind',
      label: t('column.kind'),
      cell: (member) => t(member.isAgent ? 'kind.agent' : 'kind.member'),
    },
    { key: 'level', label: t('column.level'), isNumber: true, cell: (member) => member.level },
    { key: 'teamSize', label: t('column.teamSize'), isNumber: true, cell: (member) => member.teamSize },
    { key: 'balance', label: t('column.balance'), isNumber: true, cell: (member) => amount(member.balance) },
    {
      key: 'status',
      label: t('column.status'),
      cell: (member) => (
        <span className={member.status === 'ACTIVE' ? 'text-success-text' : 'text-danger-text'}>
          {t(`memberStatus.${member.status}`)}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(draft.trim());
          setPage(1);
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-keyword`} className="text-sm font-medium">
            {t('team.search')}
          </label>
          <input
            id={`${id}-keyword`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={64}
            placeholder={t('report.accountHint')}
            className={`${fieldClass} w-56`}
          />
        </div>
        <Button type="submit" variant="secondary" size="icon" aria-label={t('report.search')}>
          <Search aria-hidden="true" className="size-4" />
        </Button>
      </form>
      <nav aria-label={t('team.path')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            <button
              type="button"
              className="min-h-11 rounded-lg px-2 font-semibold hover:bg-surface-2"
              aria-current={trail.length === 0 && !keyword ? 'location' : undefined}
              onClick={() => goTo([])}
            >
              {t('team.myTeam')}
            </button>
          </li>
          {trail.map((crumb, index) => (
            <li key={crumb.id} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4 text-ink-subtle" />
              <button
                type="button"
                className="min-h-11 rounded-lg px-2 font-semibold hover:bg-surface-2"
                aria-current={index === trail.length - 1 && !keyword ? 'location' : undefined}
                onClick={() => goTo(trail.slice(0, index + 1))}
              >
                {crumb.account}
              </button>
            </li>
          ))}
          {keyword && (
            <li className="flex items-center gap-1 text-ink-muted">
              <ChevronRight aria-hidden="true" className="size-4 text-ink-subtle" />
              {t('team.results', { keyword })}
            </li>
          )}
        </ol>
      </nav>
      <PagedReport
        query={query}
        loaded={data && { rows: data.members, total: data.total }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label={t('page.downlineManagmentView')}
        columns={columns}
        rowKey={(member) => member.id}
      />
    </div>
  );
}
