import { PRODUCT_KINDS, REDEMPTION_STATUSES } from '@platform/contracts/loyalty/schemas';
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
  type ProductBody,
  type ProductRow,
  productsQuery,
  type RedemptionRow,
  type RedemptionStatus,
  redemptionsQuery,
  useDecideRedemption,
  useSaveProduct,
} from '../api/points-queries.ts';

const inputClass = 'min-h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
const PAGE = 50;

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

/** Members' redemptions by status, newest first, a page at a time: approve, reject with a remark, complete. */
export function PointsRedemptions({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<RedemptionStatus>('applying');
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const { data, error } = useQuery(redemptionsQuery(merchant, status, before, PAGE));
  const records = data?.records ?? [];
  return (
    <div className="flex flex-col gap-3">
      <label className="flex w-fit flex-col gap-1 text-sm">
        {t('promotions.applications.status')}
        <select
          value={status}
          onChange={(event) => {
            setStatus(REDEMPTION_STATUSES.find((value) => value === event.target.value) ?? 'applying');
            setCursors([]);
          }}
          className={inputClass}
        >
          {REDEMPTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`mall.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <ErrorText error={error} />
      {data && records.length === 0 ? (
        <p className="text-ink-muted">{t('promotions.applications.none')}</p>
      ) : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {records.map((row) => (
          <li key={row.id} className="flex flex-col gap-1.5 rounded-2xl border border-line bg-surface-1 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{row.memberAccount}</span>
              <span className="text-xs text-ink-muted">
                {row.transactionNo} · {format.dateTime(row.appliedAt)}
              </span>
            </div>
            <p className="text-sm">
              {t('mall.redemptionLine', {
                quantity: row.quantity,
                product: row.productName,
                points: row.points,
              })}
              {row.amount !== '0' && row.amount !== '0.00' ? ` · ${row.amount}` : ''}
            </p>
            {row.remark ? <p className="text-sm text-ink-muted">{row.remark}</p> : null}
            <RedemptionActions merchant={merchant} row={row} />
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors((before) => before.slice(0, -1))}>
            {t('audit.firstPage')}
          </Button>
        ) : null}
        {records.length === PAGE ? (
          <Button
            variant="secondary"
            onClick={() => setCursors((before) => [...before, records.at(-1)?.id ?? ''])}
          >
            {t('audit.nextPage')}
          </Button>
        ) : null}
      </div>
    </div>
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
