import { MISSION_METRICS, MISSION_PERIODS } from '@platform/contracts/engagement/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type MissionBody,
  type MissionRow,
  missionResultsQuery,
  missionsQuery,
  useCloseMission,
  useCreateMission,
} from '../api/mission-queries.ts';

const inputClass = 'min-h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
type Open = { what: 'new' } | { what: 'results' | 'close'; row: MissionRow } | null;

/** The brand's daily and weekly missions: create, close, and what each paid. */
export function MissionList({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('engagement.manage');
  const { data, error } = useQuery(missionsQuery(merchant));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <Button className="w-fit" onClick={() => setOpen({ what: 'new' })}>
          {t('missions.new')}
        </Button>
      ) : null}
      <ErrorText error={error} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              <th className="px-3 py-2 text-start">{t('missions.mission')}</th>
              <th className="px-3 py-2 text-end">{t('missions.target')}</th>
              <th className="px-3 py-2 text-end">{t('missions.reward')}</th>
              <th className="px-3 py-2 text-start">{t('promotions.state')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('promotions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className="px-3 py-2">
                  <span className="flex flex-col">
                    <span className="font-semibold">{row.title}</span>
                    <span className="text-xs text-ink-muted">
                      {t(`missions.period.${row.period}`)} · {t(`missions.metric.${row.metric}`)}
                    </span>
                  </span>
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{row.target}</td>
                <td className="px-3 py-2 text-end tabular-nums">{row.reward}</td>
                <td className="px-3 py-2">
                  {row.active ? t('missions.active') : t('promotions.state.closed')}
                </td>
                <td className="px-3 py-2">
                  <span className="flex justify-end gap-2">
                    <Button
                      variant="ghost"
                      className="min-h-9 px-3"
                      onClick={() => setOpen({ what: 'results', row })}
                    >
                      {t('promotions.results')}
                    </Button>
                    {canManage && row.active ? (
                      <Button
                        variant="secondary"
                        className="min-h-9 px-3"
                        onClick={() => setOpen({ what: 'close', row })}
                      >
                        {t('promotions.close')}
                      </Button>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open?.what === 'new' ? <NewMission merchant={merchant} onClose={close} /> : null}
      {open?.what === 'results' ? (
        <MissionResults merchant={merchant} row={open.row} onClose={close} />
      ) : null}
      {open?.what === 'close' ? <CloseMission merchant={merchant} row={open.row} onClose={close} /> : null}
    </div>
  );
}

function NewMission({ merchant, onClose }: { merchant: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const create = useCreateMission();
  const [body, setBody] = useState<MissionBody>({
    merchant,
    title: '',
    period: 'daily',
    metric: 'login',
    target: '1',
    reward: '',
  });
  const patch = (changes: Partial<MissionBody>) => setBody((before) => ({ ...before, ...changes }));
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(body, { onSuccess: onClose });
  }
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('missions.new')}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm sm:col-span-2">
          {t('promotions.title')}
          <input
            required
            maxLength={120}
            value={body.title}
            onChange={(event) => patch({ title: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('missions.periodLabel')}
          <select
            value={body.period}
            onChange={(event) =>
              patch({ period: MISSION_PERIODS.find((value) => value === event.target.value) })
            }
            className={inputClass}
          >
            {MISSION_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`missions.period.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('missions.metricLabel')}
          <select
            value={body.metric}
            onChange={(event) =>
              patch({ metric: MISSION_METRICS.find((value) => value === event.target.value) })
            }
            className={inputClass}
          >
            {MISSION_METRICS.map((value) => (
              <option key={value} value={value}>
                {t(`missions.metric.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {body.metric === 'login' ? t('missions.targetCount') : t('missions.targetAmount')}
          <input
            required
            inputMode="decimal"
            value={body.target}
            onChange={(event) => patch({ target: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('missions.reward')}
          <input
            required
            inputMode="decimal"
            value={body.reward}
            onChange={(event) => patch({ reward: event.target.value })}
            className={inputClass}
          />
        </label>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <ErrorText error={create.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('promotions.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

function MissionResults({
  merchant,
  row,
  onClose,
}: {
  merchant: string;
  row: MissionRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(missionResultsQuery(merchant, row.id));
  const figures = data
    ? [
        [t('missions.results.completions'), data.completions],
        [t('missions.results.members'), data.members],
        [t('missions.results.periods'), data.periods],
        [t('promotions.results.cost'), data.cost],
        [t('missions.results.last'), data.lastCompletedAt ? format.dateTime(data.lastCompletedAt) : '—'],
      ]
    : [];
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('promotions.results.title', { code: row.title })}
    >
      <ErrorText error={error} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={String(label)} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-end font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

function CloseMission({
  merchant,
  row,
  onClose,
}: {
  merchant: string;
  row: MissionRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const closing = useCloseMission();
  return (
    <ReasonDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('promotions.close.title', { code: row.title })}
      description={t('missions.closeHint')}
      confirmLabel={t('promotions.close')}
      onConfirm={(reason) => closing.mutateAsync({ merchant, missionId: row.id, reason })}
    />
  );
}
