import { PRODUCT_KINDS, REDEMPTION_STATUSES } from '@platform/contracts/loyalty/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { TextFilter } from '../../../shared/ui/list-filters.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type ProductBody,
  type ProductRow,
  productsQuery,
  type RedemptionRow,
  type RedemptionStatus,
  redemptionsQuery,
  useDecideRedemption,
  useSaveProduct,
} from '../api/points-queries.ts';
import { StatusFilter } from './status-filter.tsx';

const inputClass = 'min-h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

const bodyOf = (merchant: string, row: ProductRow): ProductBody & { productId: string } => ({
  merchant,
  productId: row.id,
  kind: row.kind,
  names: row.names,
  images: row.images,
  points: row.points,
  ...(row.cashAmount === null ? {} : { cashAmount: row.cashAmount }),
  stock: row.stock,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
});

/** The points mall's products: create, edit, enable or disable. */
export function PointsProducts({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('points.products.manage');
  const { data, error } = useQuery(productsQuery(merchant));
  const save = useSaveProduct();
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <Button className="w-fit" onClick={() => setEditing('new')}>
          {t('mall.newProduct')}
        </Button>
      ) : null}
      <ErrorText error={error ?? save.error} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              <th className="px-3 py-2 text-start">{t('mall.product')}</th>
              <th className="px-3 py-2 text-end">{t('mall.points')}</th>
              <th className="px-3 py-2 text-end">{t('mall.stock')}</th>
              <th className="px-3 py-2 text-start">{t('lottery.enabled')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('promotions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.products.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className="px-3 py-2">
                  <span className="flex flex-col">
                    <span className="font-semibold">{row.names.EN ?? Object.values(row.names)[0]}</span>
                    <span className="text-xs text-ink-muted">
                      {t(`mall.kind.${row.kind}`)}
                      {row.cashAmount ? ` · ${row.cashAmount}` : ''}
                    </span>
                  </span>
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{row.points}</td>
                <td className="px-3 py-2 text-end tabular-nums">{row.stock}</td>
                <td className="px-3 py-2">{row.enabled ? t('lottery.on') : t('lottery.off')}</td>
                <td className="px-3 py-2">
                  {canManage ? (
                    <span className="flex justify-end gap-2">
                      <Button variant="ghost" className="min-h-9 px-3" onClick={() => setEditing(row)}>
                        {t('promotions.editAction')}
                      </Button>
                      <Button
                        variant="secondary"
                        className="min-h-9 px-3"
                        disabled={save.isPending}
                        onClick={() => save.mutate({ ...bodyOf(merchant, row), enabled: !row.enabled })}
                      >
                        {row.enabled ? t('mall.disable') : t('mall.enable')}
                      </Button>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <ProductForm
          merchant={merchant}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function ProductForm({
  merchant,
  row,
  onClose,
}: {
  merchant: string;
  row: ProductRow | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const [body, setBody] = useState<ProductBody & { productId?: string }>(() =>
    row
      ? bodyOf(merchant, row)
      : { merchant, kind: 'gift', names: { EN: '' }, points: '', stock: 0, enabled: true },
  );
  const patch = (changes: Partial<ProductBody>) => setBody((before) => ({ ...before, ...changes }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const { cashAmount, ...rest } = body;
    save.mutate(body.kind === 'cash' ? { ...rest, cashAmount: cashAmount ?? '' } : rest, {
      onSuccess: onClose,
    });
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={row ? t('mall.editProduct') : t('mall.newProduct')}
    >
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {(['EN', 'CN'] as const).map((language) => (
          <label key={language} className="flex flex-col gap-1 text-sm">
            {t('mall.name', { language })}
            <input
              required={language === 'EN'}
              maxLength={200}
              value={body.names[language] ?? ''}
              onChange={(event) => {
                const { [language]: _dropped, ...others } = body.names;
                patch({ names: event.target.value ? { ...others, [language]: event.target.value } : others });
              }}
              className={inputClass}
            />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm">
          {t('mall.kindLabel')}
          <select
            value={body.kind}
            onChange={(event) => patch({ kind: PRODUCT_KINDS.find((kind) => kind === event.target.value) })}
            className={inputClass}
          >
            {PRODUCT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`mall.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('mall.points')}
          <input
            required
            inputMode="numeric"
            pattern="[1-9][0-9]{0,14}"
            value={body.points}
            onChange={(event) => patch({ points: event.target.value })}
            className={inputClass}
          />
        </label>
        {body.kind === 'cash' ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('mall.cashAmount')}
            <input
              required
              inputMode="decimal"
              value={body.cashAmount ?? ''}
              onChange={(event) => patch({ cashAmount: event.target.value })}
              className={inputClass}
            />
          </label>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          {t('mall.stock')}
          <input
            required
            type="number"
            min={0}
            max={1_000_000}
            value={body.stock}
            onChange={(event) => patch({ stock: Number(event.target.value) })}
            className={inputClass}
          />
        </label>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <ErrorText error={save.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('promotions.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

/** The redemptions' filters in the URL, beside the page and the order (newest or oldest first). */
export type RedemptionSearch = PagedSearch<'createdAt'> & {
  redemptions: RedemptionStatus;
  member?: string | undefined;
};

/**
 * Members' redemptions, a server page at a time, by status and member: approve, reject with a
 * remark, complete.
 */
export function PointsRedemptions({
  merchant,
  search,
  onSearchChange,
}: {
  merchant: string;
  search: RedemptionSearch;
  onSearchChange: (patch: Partial<Omit<RedemptionSearch, 'sort'>>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(
    redemptionsQuery({
      merchant,
      status: search.redemptions,
      memberAccount: search.member,
      order: search.order,
      page: search.page,
      size: search.size,
    }),
  );
  const columns: Column<RedemptionRow, 'createdAt'>[] = [
    {
      id: 'createdAt',
      header: t('mall.redemption'),
      sortKey: 'createdAt',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.memberAccount}</span>
          <span className="text-xs text-ink-muted">
            {row.transactionNo} · {format.dateTime(row.appliedAt)}
          </span>
        </span>
      ),
    },
    {
      id: 'product',
      header: t('mall.product'),
      cell: (row) => (
        <span className="flex max-w-96 flex-col gap-1 whitespace-normal">
          <span>
            {t('mall.redemptionLine', {
              quantity: row.quantity,
              product: row.productName,
              points: row.points,
            })}
            {row.amount !== '0' && row.amount !== '0.00' ? ` · ${row.amount}` : ''}
          </span>
          {row.remark ? <span className="text-xs text-ink-muted">{row.remark}</span> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('promotions.actions'),
      cell: (row) => <RedemptionActions merchant={merchant} row={row} />,
    },
  ];
  return (
    <DataTable
      label={t('promotions.view.redemptions')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={({ sort: _sort, ...patch }) => onSearchChange(patch)}
      rowKey={(row) => row.id}
      filters={
        <>
          <StatusFilter
            value={search.redemptions}
            statuses={REDEMPTION_STATUSES}
            labelOf={(status) => t(`mall.status.${status}`)}
            onChange={(redemptions) => onSearchChange({ redemptions, page: 1 })}
          />
          <TextFilter
            id="redemptions-member"
            label={t('promotions.applications.member')}
            value={search.member}
            onSubmit={(member) => onSearchChange({ member, page: 1 })}
          />
        </>
      }
    />
  );
}

function RedemptionActions({ merchant, row }: { merchant: string; row: RedemptionRow }): ReactNode {
  const { t } = useTranslation();
  const canDecide = useCan('points.redemptions.decide');
  const decide = useDecideRedemption();
  const [rejecting, setRejecting] = useState(false);
  if (!canDecide) return null;
  const ref = { merchant, redemptionId: row.id };
  return (
    <div className="flex flex-wrap gap-2">
      {row.status === 'applying' ? (
        <>
          <Button
            className="min-h-9 px-3"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ ...ref, step: 'approve' })}
          >
            {t('promotions.applications.approve')}
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setRejecting(true)}>
            {t('promotions.applications.reject')}
          </Button>
        </>
      ) : null}
      {row.status === 'approved' ? (
        <Button
          className="min-h-9 px-3"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ ...ref, step: 'complete' })}
        >
          {t('mall.complete')}
        </Button>
      ) : null}
      <ErrorText error={decide.error} />
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('mall.rejectTitle', { account: row.memberAccount })}
        description={t('mall.rejectHint')}
        confirmLabel={t('promotions.applications.reject')}
        onConfirm={(remark) => decide.mutateAsync({ ...ref, step: 'reject', remark })}
      />
    </div>
  );
}
