import { Button } from '@platform/ui/button.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/local-time-input.ts';
import { CursorPager } from '../../../shared/ui/cursor-pager.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { SkeletonRows } from '../../../shared/ui/skeleton-rows.tsx';
import { type RiskSignal, type RiskSignalKind, riskSignalsQuery } from '../api/risk-queries.ts';

/** The URL's state of the screen: the filters, and the id the previous page ended at. */
export type RiskSignalsSearch = {
  kind?: RiskSignalKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  size: number;
};

const inputClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

const COLUMNS = ['observed', 'game', 'table', 'kind', 'members'] as const;

/** A member of a pair, linked to their page when the viewer may read players. */
function Member({ member, linked }: { member: RiskSignal['members'][number]; linked: boolean }): ReactNode {
  if (!linked) return <span>{member.account}</span>;
  return (
    <Link
      to="/players/$memberId"
      params={{ memberId: member.memberId }}
      search={{ tab: 'overview' }}
      className="font-semibold text-accent-text underline-offset-2 hover:underline"
    >
      {member.account}
    </Link>
  );
}

/**
 * The brand's collusion signals: pairs of members a game provider saw at one of its tables from one
 * address or one device, newest first, filtered by kind and time and paged by the server. A signal is
 * a pair to look at, not a verdict.
 */
export function RiskSignals({
  search,
  onSearchChange,
}: {
  search: RiskSignalsSearch;
  onSearchChange: (patch: Partial<RiskSignalsSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const merchant = useBrand();
  const canOpenPlayers = useCan('players.read');
  const { data, error } = useQuery({
    ...riskSignalsQuery({
      merchant: merchant ?? '',
      kind: search.kind,
      from: search.from,
      to: search.to,
      before: search.cursor,
      limit: search.size,
    }),
    enabled: merchant !== null,
  });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const kind = form.get('kind');
    onSearchChange({
      kind: kind === 'shared-address' || kind === 'shared-device' ? kind : undefined,
      from: fromLocalInput(form.get('from')),
      to: fromLocalInput(form.get('to')),
      cursor: undefined,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('risk.intro')}</p>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={t('risk.filters')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('risk.kind')}
          <select name="kind" defaultValue={search.kind ?? ''} className={inputClass}>
            <option value="">{t('risk.kind.any')}</option>
            <option value="shared-address">{t('risk.kind.shared-address')}</option>
            <option value="shared-device">{t('risk.kind.shared-device')}</option>
          </select>
        </label>
        {(['from', 'to'] as const).map((name) => (
          <label key={name} className="flex flex-col gap-1 text-sm">
            {t(`risk.${name}`)}
            <input
              name={name}
              type="datetime-local"
              defaultValue={toLocalInput(search[name])}
              className={inputClass}
            />
          </label>
        ))}
        <Button type="submit" className="min-h-10">
          {t('risk.apply')}
        </Button>
      </form>
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('section.risk')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-3 py-3 text-start font-semibold">
                  {t(`risk.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data ? (
              data.signals.map((signal) => (
                <tr key={signal.id} className="border-t border-line hover:bg-surface-1">
                  <td className="min-w-28 px-3 py-3">{format.dateTime(signal.observedAt)}</td>
                  <td className="break-all px-3 py-3 font-mono text-xs">
                    {signal.gameCode}
                    <span className="ms-1 text-ink-subtle">{signal.provider}</span>
                  </td>
                  <td className="break-all px-3 py-3 font-mono text-xs">
                    {signal.table}
                    {signal.hand === null ? null : (
                      <span className="ms-1 text-ink-subtle">{t('risk.hand', { hand: signal.hand })}</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-3">{t(`risk.kind.${signal.kind}`)}</td>
                  <td className="px-3 py-3">
                    <span className="flex flex-wrap gap-2">
                      <Member member={signal.members[0]} linked={canOpenPlayers} />
                      <span aria-hidden className="text-ink-subtle">
                        ·
                      </span>
                      <Member member={signal.members[1]} linked={canOpenPlayers} />
                    </span>
                  </td>
                </tr>
              ))
            ) : error ? null : (
              <SkeletonRows columns={COLUMNS.length} />
            )}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
      {data && data.signals.length === 0 ? <EmptyState title={t('risk.none')} /> : null}
      <CursorPager
        cursor={search.cursor}
        next={data?.next}
        onCursor={(cursor) => onSearchChange({ cursor })}
        firstLabel={t('risk.firstPage')}
        nextLabel={t('risk.nextPage')}
      />
    </div>
  );
}
