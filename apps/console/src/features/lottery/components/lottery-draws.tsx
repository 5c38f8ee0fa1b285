import type { STAFF_DRAW_VIEWS } from '@platform/contracts/lottery/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../shared/api/me-queries.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type DrawRow,
  lotteryDrawsQuery,
  lotteryGamesQuery,
  useApproveResult,
  useCancelDraw,
  useEnterResult,
} from '../api/lottery-queries.ts';
import { parseBalls } from '../lib/balls.ts';

export type DrawView = (typeof STAFF_DRAW_VIEWS)[number];
export type DrawSearch = PagedSearch<'drawsAt'> & { game?: string | undefined };

const inputClass = 'min-h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/**
 * One view of the brand's draws, paged on the server: the calendar of upcoming draws, the closed
 * draws awaiting their result (entered by one staff member, approved by another), and the history
 * with each draw's commit-reveal proof.
 */
export function LotteryDraws({
  merchant,
  view,
  search,
  onSearchChange,
}: {
  merchant: string;
  view: DrawView;
  search: DrawSearch;
  onSearchChange: (patch: Partial<DrawSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const games = useQuery(lotteryGamesQuery(merchant));
  const { data, error } = useQuery(
    lotteryDrawsQuery({ merchant, view, gameCode: search.game, page: search.page, size: search.size }),
  );
  const columns: Column<DrawRow, 'drawsAt'>[] = [
    {
      id: 'draw',
      header: t('lottery.draw'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.gameName}</span>
          <span className="text-xs text-ink-muted tabular-nums">
            {row.period} · {row.kind}
          </span>
        </span>
      ),
    },
    { id: 'drawsAt', header: t('lottery.drawsAt'), cell: (row) => format.dateTime(row.drawsAt) },
    {
      id: 'bets',
      header: t('lottery.bets'),
      align: 'end',
      wideOnly: true,
      cell: (row) => (
        <span className="tabular-nums">
          {row.bets} · {row.stake}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('lottery.status'),
      cell: (row) => (
        <span className="flex min-w-56 max-w-96 flex-col gap-1.5 whitespace-normal">
          <span>{t(`lottery.status.${row.status}`)}</span>
          {view === 'history' ? <DrawProof row={row} /> : <DrawActions merchant={merchant} row={row} />}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={t(`lottery.view.${view}`)}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => `${row.gameCode}:${row.period}`}
      filters={
        <label className="flex flex-col gap-1 text-sm">
          {t('lottery.game')}
          <select
            value={search.game ?? ''}
            onChange={(event) => onSearchChange({ game: event.target.value || undefined, page: 1 })}
            className={inputClass}
          >
            <option value="">{t('lottery.allGames')}</option>
            {games.data?.games.map((game) => (
              <option key={game.gameCode} value={game.gameCode}>
                {game.name}
              </option>
            ))}
          </select>
        </label>
      }
    />
  );
}

const Balls = ({ balls }: { balls: readonly number[] }) => (
  <span className="font-mono font-semibold tabular-nums">{balls.join(' ')}</span>
);

/**
 * The steps on a draw not yet drawn: an official draw's result (enter, or approve a colleague's: the
 * one who entered it sees it waiting instead), and cancelling with the refund of its bets.
 */
function DrawActions({ merchant, row }: { merchant: string; row: DrawRow }): ReactNode {
  const { t } = useTranslation();
  const me = useQuery(meQuery()).data?.account;
  const canEnter = useCan('lottery.results.enter');
  const canApprove = useCan('lottery.results.approve');
  const canCancel = useCan('lottery.draws.cancel');
  const cancel = useCancelDraw();
  const [open, setOpen] = useState<'enter' | 'approve' | 'cancel' | null>(null);
  const ref = { merchant, gameCode: row.gameCode, period: row.period };
  const pending = row.result && row.result.approvedAt === null ? row.result : null;
  const isMine = pending !== null && pending.enteredBy === me;
  const awaitingResult = row.status === 'closed' && row.kind === 'LOTT';
  const cancelAsked = row.cancelRequest !== null && row.cancelRequest.confirmedBy === null;
  return (
    <span className="flex flex-col gap-1.5">
      {pending ? (
        <span data-testid="pending-result" className="text-xs">
          {t('lottery.pendingBy', { account: pending.enteredBy ?? '—' })} <Balls balls={pending.balls} />
        </span>
      ) : null}
      {isMine ? (
        <span className="text-xs font-semibold text-warm-text">{t('lottery.awaitingSecond')}</span>
      ) : null}
      {cancelAsked ? (
        <span className="text-xs font-semibold text-warm-text">
          {t('lottery.cancelAsked', { account: row.cancelRequest?.requestedBy ?? '—' })}
        </span>
      ) : null}
      <span className="flex flex-wrap gap-2">
        {awaitingResult && canEnter && (!pending || isMine) ? (
          <Button className="min-h-9 px-3" onClick={() => setOpen('enter')}>
            {pending ? t('lottery.correct') : t('lottery.enter')}
          </Button>
        ) : null}
        {awaitingResult && canApprove && pending && !isMine ? (
          <Button className="min-h-9 px-3" onClick={() => setOpen('approve')}>
            {t('lottery.approve')}
          </Button>
        ) : null}
        {canCancel && !(cancelAsked && row.cancelRequest?.requestedBy === me) ? (
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('cancel')}>
            {cancelAsked ? t('lottery.confirmCancel') : t('lottery.cancel')}
          </Button>
        ) : null}
      </span>
      {open === 'enter' || open === 'approve' ? (
        <BallsDialog mode={open} row={row} onClose={() => setOpen(null)} drawRef={ref} />
      ) : null}
      <ReasonDialog
        open={open === 'cancel'}
        onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
        title={t('lottery.cancelTitle', { name: row.gameName, period: row.period })}
        description={[
          t('lottery.cancelRefunds', { count: row.bets, stake: row.stake }),
          row.status === 'closed' ? t('lottery.cancelSecond') : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={cancelAsked ? t('lottery.confirmCancel') : t('lottery.cancel')}
        onConfirm={(reason) => cancel.mutateAsync({ ...ref, reason })}
      />
    </span>
  );
}

/**
 * Enter a result, or approve one: the approver types the balls they checked against the official
 * source, and the server approves only if they are the balls entered.
 */
function BallsDialog({
  mode,
  row,
  drawRef,
  onClose,
}: {
  mode: 'enter' | 'approve';
  row: DrawRow;
  drawRef: { merchant: string; gameCode: string; period: string };
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const enter = useEnterResult();
  const approve = useApproveResult();
  const write = mode === 'enter' ? enter : approve;
  const [text, setText] = useState('');
  const balls = parseBalls(text);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (balls) write.mutate({ ...drawRef, balls }, { onSuccess: onClose });
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(mode === 'enter' ? 'lottery.enterTitle' : 'lottery.approveTitle', {
        name: row.gameName,
        period: row.period,
      })}
      description={t(mode === 'enter' ? 'lottery.enterHint' : 'lottery.approveHint')}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        {mode === 'approve' && row.result ? (
          <p className="text-sm">
            {t('lottery.pendingBy', { account: row.result.enteredBy ?? '—' })}{' '}
            <Balls balls={row.result.balls} />
          </p>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          {t('lottery.balls')}
          <input
            required
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="3 1 4 1 5"
            className={inputClass}
          />
        </label>
        {text && !balls ? <p className="text-sm text-danger">{t('lottery.ballsInvalid')}</p> : null}
        <ErrorText error={write.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={!balls || write.isPending}>
            {mode === 'enter' ? t('lottery.enter') : t('lottery.approve')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A finished draw: its balls, who entered and approved an official result, and the seeds that prove an e-lottery draw. */
function DrawProof({ row }: { row: DrawRow }): ReactNode {
  const { t } = useTranslation();
  return (
    <span data-testid="draw-proof" className="flex flex-col gap-1 text-xs">
      {row.balls ? <Balls balls={row.balls} /> : null}
      {row.result ? (
        <span>
          {t('lottery.enteredApproved', {
            entered: row.result.enteredBy ?? '—',
            approved: row.result.approvedBy ?? '—',
          })}
        </span>
      ) : null}
      {row.cancelRequest ? (
        <span>{t('lottery.cancelledFor', { reason: row.cancelRequest.reason })}</span>
      ) : null}
      {row.seedHash ? (
        <details>
          <summary className="cursor-pointer font-semibold">{t('lottery.proof')}</summary>
          <dl className="mt-1 grid gap-1 font-mono break-all">
            <dt className="font-sans text-ink-muted">{t('lottery.seedHash')}</dt>
            <dd>{row.seedHash}</dd>
            <dt className="font-sans text-ink-muted">{t('lottery.seed')}</dt>
            <dd>{row.seed ?? t('lottery.seedHidden')}</dd>
          </dl>
          <p className="mt-1 text-ink-muted">{t('lottery.verify')}</p>
        </details>
      ) : null}
    </span>
  );
}
