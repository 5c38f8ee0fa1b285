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
import { TextFilter } from '../../../shared/ui/list-filters.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type ApplicationRow,
  applicationImagesQuery,
  applicationsQuery,
  useDecideApplication,
} from '../api/promotion-queries.ts';
import { StatusFilter } from './status-filter.tsx';

export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;
type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The queue's filters in the URL, beside the page and the order (newest or oldest first). */
export type ApplicationSearch = PagedSearch<'createdAt'> & {
  applications: ApplicationStatus;
  promotion?: string | undefined;
  member?: string | undefined;
};

/**
 * Members' applications to activities, a server page at a time, filtered by status, promotion and
 * member: approve with a reason (the bonus is paid), reject with a reason they see, their images.
 */
export function ApplicationQueue({
  search,
  onSearchChange,
}: {
  search: ApplicationSearch;
  onSearchChange: (patch: Partial<Omit<ApplicationSearch, 'sort'>>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const merchant = useBrand();
  const { data, error } = useQuery({
    ...applicationsQuery({
      merchant: merchant ?? '',
      status: search.applications,
      promotionCode: search.promotion,
      memberAccount: search.member,
      order: search.order,
      page: search.page,
      size: search.size,
    }),
    enabled: merchant !== null,
  });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  const columns: Column<ApplicationRow, 'createdAt'>[] = [
    {
      id: 'createdAt',
      header: t('promotions.applications.application'),
      sortKey: 'createdAt',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.memberAccount}</span>
          <span className="text-xs text-ink-muted">
            {row.promotionCode} · {format.dateTime(row.createdAt)}
          </span>
        </span>
      ),
    },
    {
      id: 'remark',
      header: t('promotions.applications.remark'),
      cell: (row) => (
        <span className="flex max-w-96 flex-col gap-1 whitespace-pre-line">
          {row.remark}
          {row.reason ? (
            <span className="text-xs text-ink-muted">
              {t('promotions.applications.reason', { reason: row.reason })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('promotions.actions'),
      cell: (row) => <ApplicationActions merchant={merchant} row={row} />,
    },
  ];
  return (
    <DataTable
      label={t('promotions.view.applications')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={({ sort: _sort, ...patch }) => onSearchChange(patch)}
      rowKey={(row) => row.id}
      filters={
        <>
          <StatusFilter
            value={search.applications}
            statuses={APPLICATION_STATUSES}
            labelOf={(status) => t(`promotions.applications.status.${status}`)}
            onChange={(applications) => onSearchChange({ applications, page: 1 })}
          />
          <TextFilter
            id="applications-promotion"
            label={t('promotions.applications.promotion')}
            value={search.promotion}
            onSubmit={(promotion) => onSearchChange({ promotion, page: 1 })}
          />
          <TextFilter
            id="applications-member"
            label={t('promotions.applications.member')}
            value={search.member}
            onSubmit={(member) => onSearchChange({ member, page: 1 })}
          />
        </>
      }
    />
  );
}

function ApplicationActions({ merchant, row }: { merchant: string; row: ApplicationRow }): ReactNode {
  const { t } = useTranslation();
  const canDecide = useCan('promotions.applications.decide');
  const decide = useDecideApplication();
  const [open, setOpen] = useState<'approve' | 'reject' | 'images' | null>(null);
  const close = (next: boolean) => setOpen(next ? open : null);
  return (
    <div className="flex flex-wrap gap-2">
      {row.status === 'applying' && canDecide ? (
        <>
          <Button className="min-h-9 px-3" onClick={() => setOpen('approve')}>
            {t('promotions.applications.approve')}
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('reject')}>
            {t('promotions.applications.reject')}
          </Button>
        </>
      ) : null}
      {row.imageCount > 0 ? (
        <Button variant="ghost" className="min-h-9 px-3" onClick={() => setOpen('images')}>
          {t('promotions.applications.images', { count: row.imageCount })}
        </Button>
      ) : null}
      <ReasonDialog
        open={open === 'approve'}
        onOpenChange={close}
        title={t('promotions.applications.approveTitle', { account: row.memberAccount })}
        description={t('promotions.applications.approveHint')}
        confirmLabel={t('promotions.applications.approve')}
        onConfirm={(reason) => decide.mutateAsync({ merchant, applicationId: row.id, reason })}
      />
      <ReasonDialog
        open={open === 'reject'}
        onOpenChange={close}
        title={t('promotions.applications.rejectTitle', { account: row.memberAccount })}
        description={t('promotions.applications.rejectHint')}
        confirmLabel={t('promotions.applications.reject')}
        onConfirm={(reason) => decide.mutateAsync({ merchant, applicationId: row.id, reason, reject: true })}
      />
      {open === 'images' ? (
        <ImagesDialog merchant={merchant} row={row} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function ImagesDialog({
  merchant,
  row,
  onClose,
}: {
  merchant: string;
  row: ApplicationRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, error } = useQuery(applicationImagesQuery(merchant, row.id));
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('promotions.applications.imagesOf', { account: row.memberAccount })}
    >
      <ErrorText error={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        {data?.images.map((image, index) => (
          <img
            key={image.id}
            src={image.dataUrl}
            alt={t('promotions.applications.image', { number: index + 1 })}
            className="w-full rounded-xl border border-line"
          />
        ))}
      </div>
    </Dialog>
  );
}
