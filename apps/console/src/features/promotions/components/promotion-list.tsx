import { STAFF_PROMOTION_STATES } from '@platform/contracts/promotions/constants';
import { ActionMenu } from '@platform/ui/action-menu.tsx';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type PromotionRow,
  promotionListQuery,
  promotionResultsQuery,
  useClosePromotion,
} from '../api/promotion-queries.ts';
import { PromotionForm } from './promotion-form.tsx';
import { PromotionPreview } from './promotion-preview.tsx';

export const PROMOTION_SORT_KEYS = ['startsAt', 'endsAt', 'code', 'sortOrder'] as const;
type PromotionSort = (typeof PROMOTION_SORT_KEYS)[number];
export type PromotionSearch = PagedSearch<PromotionSort> & {
  state?: (typeof STAFF_PROMOTION_STATES)[number] | undefined;
};

const inputClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
type Open = { row: PromotionRow | null; what: 'edit' | 'preview' | 'results' | 'close' } | null;

/** The brand's promotions, paged and filtered by state on the server, with create, edit, preview, results and close. */
export function PromotionList({
  search,
  onSearchChange,
}: {
  search: PromotionSearch;
  onSearchChange: (patch: Partial<PromotionSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const merchant = useBrand();
  const canManage = useCan('promotions.manage');
  const [open, setOpen] = useState<Open>(null);
  const { data, error } = useQuery({
    ...promotionListQuery({
      merchant: merchant ?? '',
      state: search.state,
      sort: search.sort,
      order: search.order,
      page: search.page,
      size: search.size,
    }),
    enabled: merchant !== null,
  });
  const close = () => setOpen(null);
  const columns: Column<PromotionRow, PromotionSort>[] = [
    {
      id: 'code',
      header: t('promotions.promotion'),
      sortKey: 'code',
      cell: (row) => (
        <span className="flex max-w-72 flex-col whitespace-normal">
          <span className="font-semibold">{row.contents[0]?.title ?? row.code}</span>
          <span className="text-xs text-ink-muted">
            {row.code} · {t(`promotions.kind.${row.kind}`)} · {t(`promotions.category.${row.category}`)}
          </span>
        </span>
      ),
    },
    {
      id: 'startsAt',
      header: t('promotions.startsAt'),
      sortKey: 'startsAt',
      cell: (row) => format.dateTime(row.startsAt),
    },
    {
      id: 'endsAt',
      header: t('promotions.endsAt'),
      sortKey: 'endsAt',
      wideOnly: true,
      cell: (row) => format.dateTime(row.endsAt),
    },
    {
      id: 'bonus',
      header: t('promotions.bonus'),
      align: 'end',
      cell: (row) => row.bonusAmount,
    },
    { id: 'state', header: t('promotions.state'), cell: (row) => t(`promotions.state.${row.state}`) },
    {
      id: 'actions',
      header: t('promotions.actions'),
      cell: (row) => (
        <ActionMenu
          label={t('promotions.manage')}
          items={[
            {
              id: 'preview',
              label: t('promotions.preview'),
              onSelect: () => setOpen({ row, what: 'preview' }),
            },
            {
              id: 'results',
              label: t('promotions.results'),
              onSelect: () => setOpen({ row, what: 'results' }),
            },
            ...(canManage
              ? [
                  {
                    id: 'edit',
                    label: t('promotions.editAction'),
                    onSelect: () => setOpen({ row, what: 'edit' as const }),
                  },
                  ...(row.state === 'closed'
                    ? []
                    : [
                        {
                          id: 'close',
                          label: t('promotions.close'),
                          onSelect: () => setOpen({ row, what: 'close' as const }),
                        },
                      ]),
                ]
              : []),
          ]}
        />
      ),
    },
  ];
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <>
      <DataTable
        label={t('section.promotions')}
        columns={columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.code}
        filters={
          <>
            <label className="flex flex-col gap-1 text-sm">
              {t('promotions.state')}
              <select
                value={search.state ?? ''}
                onChange={(event) =>
                  onSearchChange({
                    state: STAFF_PROMOTION_STATES.find((state) => state === event.target.value),
                    page: 1,
                  })
                }
                className={inputClass}
              >
                <option value="">{t('promotions.state.any')}</option>
                {STAFF_PROMOTION_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`promotions.state.${state}`)}
                  </option>
                ))}
              </select>
            </label>
            {canManage ? (
              <Button className="self-end" onClick={() => setOpen({ row: null, what: 'edit' })}>
                {t('promotions.new')}
              </Button>
            ) : null}
          </>
        }
      />
      {open?.what === 'edit' ? (
        <PromotionForm
          key={open.row?.code ?? 'new'}
          merchant={merchant}
          row={open.row}
          languages={data?.languages ?? []}
          defaultLanguage={data?.defaultLanguage ?? 'EN'}
          bonusTerms={data?.bonusTerms}
          open
          onOpenChange={(next) => !next && close()}
        />
      ) : null}
      {open?.what === 'preview' && open.row ? (
        <Dialog open onOpenChange={(next) => !next && close()} title={t('promotions.preview')}>
          <PromotionPreview
            body={{ ...open.row, merchant }}
            language={open.row.contents[0]?.language ?? 'EN'}
          />
        </Dialog>
      ) : null}
      {open?.what === 'results' && open.row ? (
        <ResultsDialog merchant={merchant} code={open.row.code} onClose={close} />
      ) : null}
      {open?.what === 'close' && open.row ? (
        <CloseDialog merchant={merchant} code={open.row.code} onClose={close} />
      ) : null}
    </>
  );
}

function ResultsDialog({ merchant, code, onClose }: { merchant: string; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(promotionResultsQuery(merchant, code));
  const figures = data
    ? [
        [t('promotions.results.participants'), data.participants],
        [t('promotions.results.applying'), data.applications.applying],
        [t('promotions.results.approved'), data.applications.approved],
        [t('promotions.results.rejected'), data.applications.rejected],
        [t('promotions.results.bonuses'), data.bonuses],
        [t('promotions.results.released'), data.bonusesReleased],
        [t('promotions.results.bonusCost'), data.bonusCost],
        [t('promotions.results.raffleDraws'), data.raffleDraws],
        [t('promotions.results.raffleCost'), data.raffleCost],
        [t('promotions.results.cost'), data.cost],
      ]
    : [];
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('promotions.results.title', { code })}>
      <ErrorText error={error} />
      <dl data-testid="promotion-results" className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
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

/** Closing asks a reason, which the audit log keeps with the state before and after. */
function CloseDialog({ merchant, code, onClose }: { merchant: string; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useClosePromotion();
  return (
    <ReasonDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('promotions.close.title', { code })}
      description={t('promotions.close.hint')}
      confirmLabel={t('promotions.close')}
      onConfirm={(reason) => confirm.mutateAsync({ merchant, code, reason })}
    />
  );
}
