import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type ApplicationRow,
  applicationImagesQuery,
  applicationsQuery,
  useDecideApplication,
} from '../api/promotion-queries.ts';

const STATUSES = ['applying', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof STATUSES)[number];
/** The API answers the newest applications of a status, up to this many: the queue is worked from the top. */
const QUEUE_LIMIT = 100;
const inputClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/** Members' applications to activities: approve (the bonus is paid), reject with a reason they see, their images. */
export function ApplicationQueue({
  status,
  onStatusChange,
}: {
  status: ApplicationStatus;
  onStatusChange: (status: ApplicationStatus) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const merchant = useBrand();
  const { data, error } = useQuery({
    ...applicationsQuery({ merchant: merchant ?? '', status, limit: QUEUE_LIMIT }),
    enabled: merchant !== null,
  });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <label className="flex w-fit flex-col gap-1 text-sm">
        {t('promotions.applications.status')}
        <select
          value={status}
          onChange={(event) =>
            onStatusChange(STATUSES.find((value) => value === event.target.value) ?? 'applying')
          }
          className={inputClass}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`promotions.applications.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <ErrorText error={error} />
      {data && data.applications.length === 0 ? (
        <p className="text-ink-muted">{t('promotions.applications.none')}</p>
      ) : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {data?.applications.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-1 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{row.memberAccount}</span>
              <span className="text-xs text-ink-muted">
                {row.promotionCode} · {format.dateTime(row.createdAt)}
              </span>
            </div>
            {row.remark ? <p className="text-sm whitespace-pre-line">{row.remark}</p> : null}
            {row.reason ? (
              <p className="text-sm text-ink-muted">
                {t('promotions.applications.reason', { reason: row.reason })}
              </p>
            ) : null}
            <ApplicationActions merchant={merchant} row={row} />
          </li>
        ))}
      </ul>
    </div>
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
      <Dialog
        open={open === 'approve'}
        onOpenChange={close}
        title={t('promotions.applications.approveTitle', { account: row.memberAccount })}
        description={t('promotions.applications.approveHint')}
      >
        <ErrorText error={decide.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({ merchant, applicationId: row.id }, { onSuccess: () => setOpen(null) })
            }
          >
            {t('promotions.applications.approve')}
          </Button>
        </div>
      </Dialog>
      <ReasonDialog
        open={open === 'reject'}
        onOpenChange={close}
        title={t('promotions.applications.rejectTitle', { account: row.memberAccount })}
        description={t('promotions.applications.rejectHint')}
        confirmLabel={t('promotions.applications.reject')}
        onConfirm={(reason) => decide.mutateAsync({ merchant, applicationId: row.id, reject: { reason } })}
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
