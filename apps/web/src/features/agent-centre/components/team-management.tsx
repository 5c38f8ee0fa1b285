import type { teamList } from '@platform/contracts/agents/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Dialog } from '@platform/ui/dialog.tsx';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Search, Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA, agentQueries, allowToUpline } from '../api/agent-queries.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { PagedReport } from './report-body.tsx';
import { fieldClass } from './report-filters.tsx';
import type { Column } from './report-table.tsx';
import { TransferForm } from './transfer-form.tsx';

const PAGE_SIZE = 20;
type Member = RouteValue<typeof teamList>['members'][number];
type Crumb = { id: string; account: string };

/**
 * Team management (downlineManagmentView): the agent's direct downline, one level at a time down the
 * tree (the breadcrumbs lead back up), or the accounts matching a search anywhere below. Each open
 * account can be paid from the agent's main wallet (any depth, as the server allows); a direct
 * downline member can be let to transfer to the agent, or stopped (agents may always).
 */
export function TeamManagement(): ReactNode {
  const { t } = useTranslation('agent');
  const id = useId();
  const amount = useAmountFormat();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [payee, setPayee] = useState<Member | null>(null);
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
    {
      key: 'toUpline',
      label: t('toUpline.column'),
      cell: (member) =>
        member.isAgent ? (
          <span className="text-ink-muted">{t('toUpline.always')}</span>
        ) : member.level === 1 ? (
          <ToUplineSwitch member={member} />
        ) : (
          <span className="text-ink-muted">{t('toUpline.notDirect')}</span>
        ),
    },
    {
      key: 'transfer',
      label: t('transfer.column'),
      cell: (member) =>
        member.status === 'ACTIVE' ? (
          <Button
            variant="secondary"
            onClick={() => setPayee(member)}
            aria-label={t('transfer.formTitle', { account: member.account })}
          >
            <Send aria-hidden="true" className="size-4" />
            {t('transfer.action')}
          </Button>
        ) : (
          <span className="text-ink-muted">{t('transfer.closedAccount')}</span>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <Dialog
        open={payee !== null}
        onOpenChange={(next) => {
          if (!next) setPayee(null);
        }}
        title={payee ? t('transfer.formTitle', { account: payee.account }) : ''}
        width={520}
        phoneLayout="full"
      >
        {payee && (
          <TransferForm
            to={{ kind: 'downline', memberId: payee.id, account: payee.account, balance: payee.balance }}
            onDone={() => setPayee(null)}
          />
        )}
      </Dialog>
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

/** Lets a direct downline member transfer to the agent, or stops it: a switch that says its state. */
function ToUplineSwitch({ member }: { member: Member }): ReactNode {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (allowed: boolean) => allowToUpline({ memberId: member.id, allowed }),
    onSuccess: (updated) => {
      toast.success(
        t(updated.toUpline ? 'toUpline.allowed' : 'toUpline.stopped', { account: updated.account }),
      );
      void queryClient.invalidateQueries({ queryKey: AGENT_DATA });
    },
    onError: () => toast.error(t('toUpline.failed')),
  });
  const isOn = change.isPending ? change.variables : member.toUpline;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={t('toUpline.label', { account: member.account })}
      disabled={change.isPending || member.status !== 'ACTIVE'}
      onClick={() => change.mutate(!member.toUpline)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-10 shrink-0 rounded-full transition-colors',
          isOn ? 'bg-accent' : 'bg-surface-3 ring-1 ring-line ring-inset',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start]',
            isOn ? 'start-[1.125rem]' : 'start-0.5',
          )}
        />
      </span>
      {t(isOn ? 'toUpline.on' : 'toUpline.off')}
    </button>
  );
}
