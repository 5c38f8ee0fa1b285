import type { listApprovals } from '@platform/contracts/approvals/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Dialog } from '@platform/ui/dialog.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../shared/api/me-queries.ts';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import { approvalsQuery, useDecideApproval } from '../api/approval-queries.ts';

export const APPROVAL_VIEWS = ['decide', 'mine', 'history'] as const;
export type ApprovalSearch = {
  view: (typeof APPROVAL_VIEWS)[number];
  /** History: approved or rejected requests. */
  state: 'approved' | 'rejected';
  after?: string | undefined;
};
type ApprovalRequest = RouteValue<typeof listApprovals>['requests'][number];

const PAGE_SIZE = 50;

/** What each view asks the server for: others' pending requests, mine in any state, or decided ones. */
const viewQuery = (search: ApprovalSearch) =>
  search.view === 'decide'
    ? ({ state: 'pending', asker: 'others', sort: 'oldest' } as const)
    : search.view === 'mine'
      ? ({ asker: 'me', sort: 'newest' } as const)
      : ({ state: search.state, sort: 'newest' } as const);

/**
 * The four-eyes inbox: the requests others asked that the staff member may decide, their own, and the
 * decided ones, each with its maker, amount, target and tier; approve, or reject with a reason.
 */
export function ApprovalsInbox({
  search,
  onSearchChange,
}: {
  search: ApprovalSearch;
  onSearchChange: (patch: Partial<ApprovalSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const { data, error, isPending } = useQuery({
    ...approvalsQuery({
      merchant: merchant ?? '',
      ...viewQuery(search),
      after: search.after,
      limit: PAGE_SIZE,
    }),
    enabled: merchant !== null,
  });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div
          role="tablist"
          aria-label={t('section.approvals')}
          className="flex gap-1 rounded-xl bg-surface-2 p-1"
        >
          {APPROVAL_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              role="tab"
              aria-selected={search.view === view}
              onClick={() => onSearchChange({ view, after: undefined })}
              className={cn(
                'min-h-9 rounded-lg px-4 text-sm font-semibold',
                search.view === view ? 'bg-surface-0 text-ink shadow-card' : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(`approvals.view.${view}`)}
            </button>
          ))}
        </div>
        {search.view === 'history' ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('approvals.state')}
            <select
              value={search.state}
              onChange={(event) =>
                onSearchChange({
                  state: event.target.value === 'rejected' ? 'rejected' : 'approved',
                  after: undefined,
                })
              }
              className="h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink"
            >
              <option value="approved">{t('approvals.state.approved')}</option>
              <option value="rejected">{t('approvals.state.rejected')}</option>
            </select>
          </label>
        ) : null}
      </div>
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t(`approvals.view.${search.view}`)} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              {['request', 'target', 'amount', 'reason', 'state'].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'whitespace-nowrap px-4 py-3 font-semibold',
                    column === 'amount' ? 'text-end' : 'text-start',
                  )}
                >
                  {t(`approvals.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.requests.map((request) => (
              <RequestRow key={request.id} request={request} merchant={merchant} />
            ))}
            {isPending && !error ? (
              <tr className="border-t border-line">
                <td colSpan={5} className="px-4 py-3">
                  <Skeleton className="h-5 w-full" />
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
      {data && data.requests.length === 0 ? <EmptyState title={t(`approvals.empty.${search.view}`)} /> : null}
      <div className="flex justify-end gap-2">
        {search.after ? (
          <Button variant="secondary" onClick={() => onSearchChange({ after: undefined })}>
            {t('approvals.firstPage')}
          </Button>
        ) : null}
        {data?.next ? (
          <Button variant="secondary" onClick={() => onSearchChange({ after: data.next ?? undefined })}>
            {t('approvals.nextPage')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function RequestRow({ request, merchant }: { request: ApprovalRequest; merchant: string }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: me } = useQuery(meQuery());
  const canDecide = useCan('approvals.decide');
  const canDecideHigh = useCan('approvals.decide.high');
  const decide = useDecideApproval();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const mine = me?.account === request.requestedBy;
  const member = typeof request.detail.memberAccount === 'string' ? request.detail.memberAccount : null;
  const direction = typeof request.detail.direction === 'string' ? request.detail.direction : null;
  // A jackpot's target is its row id: the approver knows it by its code.
  const jackpot = typeof request.detail.code === 'string' ? request.detail.code : null;
  const subject = `${t(`approvals.kind.${request.kind}`)} #${request.id}`;
  return (
    <tr className="border-t border-line align-top hover:bg-surface-1">
      <td className="px-4 py-3">
        <span className="flex flex-col">
          <span className="font-semibold whitespace-nowrap">{t(`approvals.kind.${request.kind}`)}</span>
          <span className="text-xs whitespace-nowrap text-ink-muted">
            #{request.id} · {format.dateTime(request.requestedAt)}
          </span>
          <span className="text-xs whitespace-nowrap text-ink-muted">
            {t('approvals.askedBy', { account: request.requestedBy })}
          </span>
        </span>
      </td>
      <td className="px-4 py-3">
        <span className="flex flex-col">
          <span>{member ?? jackpot ?? request.target}</span>
          <span className="text-xs text-ink-muted">{request.target}</span>
        </span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-end tabular-nums">
        <span className="flex flex-col items-end gap-1">
          <span className="font-semibold">
            {direction === 'debit' ? '−' : ''}
            {request.amount}
          </span>
          {direction ? (
            <span className="text-xs text-ink-muted">{t(`approvals.direction.${direction}`)}</span>
          ) : null}
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              request.tier === 'high' ? 'bg-danger/15 text-danger-text' : 'bg-surface-3 text-ink-muted',
            )}
          >
            {t(`approvals.tier.${request.tier}`)}
          </span>
        </span>
      </td>
      <td className="min-w-40 max-w-64 px-4 py-3 break-words">{request.reason}</td>
      <td className="px-4 py-3">
        <span className="flex flex-col gap-2">
          <span className="flex flex-col">
            <span>{t(`approvals.state.${request.state}`)}</span>
            {request.decidedBy ? (
              <span className="text-xs text-ink-muted">
                {t('approvals.decidedBy', { account: request.decidedBy })}
                {request.decisionReason ? ` · ${request.decisionReason}` : ''}
              </span>
            ) : null}
          </span>
          {request.state === 'pending' && canDecide ? (
            <span className="flex flex-wrap gap-2">
              {!mine && (request.tier === 'standard' || canDecideHigh) ? (
                <Button className="min-h-9 px-3" onClick={() => setOpen('approve')}>
                  {t('approvals.approve')}
                </Button>
              ) : null}
              <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('reject')}>
                {mine ? t('approvals.withdraw') : t('approvals.reject')}
              </Button>
            </span>
          ) : null}
        </span>
        <ReasonDialog
          open={open === 'reject'}
          onOpenChange={(next) => setOpen(next ? 'reject' : null)}
          title={`${mine ? t('approvals.withdraw') : t('approvals.reject')}: ${subject}`}
          confirmLabel={mine ? t('approvals.withdraw') : t('approvals.reject')}
          onConfirm={(reason) => decide.mutateAsync({ merchant, requestId: request.id, reject: { reason } })}
        />
        <Dialog
          open={open === 'approve'}
          onOpenChange={(next) => setOpen(next ? 'approve' : null)}
          title={`${t('approvals.approve')}: ${subject}`}
          description={t('approvals.approve.hint', {
            maker: request.requestedBy,
            amount: request.amount,
            target: member ?? request.target,
          })}
        >
          <ErrorText error={decide.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('action.cancel')}
            </Button>
            <Button
              disabled={decide.isPending}
              onClick={() =>
                void decide
                  .mutateAsync({ merchant, requestId: request.id })
                  .then(() => setOpen(null))
                  .catch(() => undefined)
              }
            >
              {t('approvals.approve')}
            </Button>
          </div>
        </Dialog>
      </td>
    </tr>
  );
}
