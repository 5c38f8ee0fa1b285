import { KYC_DOCUMENT_STATES } from '@platform/contracts/kyc/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ChoiceFilter } from '../../../shared/ui/list-filters.tsx';
import { MemberCell } from '../../../shared/ui/member-cell.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  downloadDocument,
  type KycRow,
  kycQueueQuery,
  useKycDecision,
  useOpenNext,
  useRequestDocuments,
} from '../api/kyc-queries.ts';
import { KycRules } from './kyc-rules.tsx';

export const KYC_SORT_KEYS = ['uploadedAt'] as const;
export type KycSearch = PagedSearch<(typeof KYC_SORT_KEYS)[number]> & {
  state?: (typeof KYC_DOCUMENT_STATES)[number] | undefined;
};

/**
 * The KYC queue: documents paged and sorted on the server, filtered by state (waiting ones by
 * default); "open next" takes the oldest waiting document for this reviewer, held for 10 minutes so
 * that two reviewers never take the same one.
 */
export function KycQueue({
  search,
  onSearchChange,
}: {
  search: KycSearch;
  onSearchChange: (patch: Partial<KycSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const merchant = useBrand();
  const canReview = useCan('kyc.review');
  const openNext = useOpenNext();
  const [opened, setOpened] = useState<KycRow | null>(null);
  const { data, error } = useQuery({
    ...kycQueueQuery({
      merchant: merchant ?? '',
      state: search.state ?? 'uploaded',
      sort: search.order === 'desc' ? 'newest' : 'oldest',
      page: search.page,
      pageSize: Math.min(search.size, 100),
    }),
    enabled: merchant !== null,
  });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  const columns: Column<KycRow, (typeof KYC_SORT_KEYS)[number]>[] = [
    {
      id: 'uploadedAt',
      header: t('kyc.document'),
      sortKey: 'uploadedAt',
      cell: (row) => <MemberCell account={row.memberAccount} id={row.id} at={row.uploadedAt} />,
    },
    {
      id: 'kind',
      header: t('kyc.kind'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{t(`kyc.kind.${row.kind}`)}</span>
          {row.documentNumber ? (
            <span className="text-xs text-ink-muted tabular-nums">{row.documentNumber}</span>
          ) : null}
          {row.expiresOn ? (
            <span className="text-xs text-ink-muted">{t('kyc.expiresOn', { date: row.expiresOn })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('kyc.state'),
      cell: (row) => (
        <span className="flex max-w-72 flex-col gap-1.5 whitespace-normal">
          <span>{t(`kyc.state.${row.state}`)}</span>
          {row.reason ? <span className="text-xs text-ink-muted">{row.reason}</span> : null}
          {row.lockedUntil ? (
            <span className="text-xs font-semibold text-warm-text">
              {row.lockedByYou ? t('kyc.heldByYou') : t('kyc.heldByOther')}
            </span>
          ) : null}
          <KycActions merchant={merchant} row={row} />
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <KycRules merchant={merchant} />
      {canReview ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={openNext.isPending}
            onClick={() =>
              void openNext
                .mutateAsync(merchant)
                .then(({ document }) => setOpened(document))
                .catch(() => undefined)
            }
          >
            {t('kyc.openNext')}
          </Button>
          {openNext.isSuccess && opened === null ? (
            <span className="text-sm text-ink-muted">{t('kyc.queueEmpty')}</span>
          ) : null}
          <ErrorText error={openNext.error} />
        </div>
      ) : null}
      {opened ? (
        <section
          aria-label={t('kyc.opened')}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/50 p-4"
        >
          <span className="flex flex-col">
            <span className="font-semibold">
              {opened.memberAccount} · {t(`kyc.kind.${opened.kind}`)}
            </span>
            <span className="text-xs text-ink-muted">
              #{opened.id} · {format.dateTime(opened.uploadedAt)}
              {opened.documentNumber ? ` · ${opened.documentNumber}` : ''}
            </span>
          </span>
          <KycActions merchant={merchant} row={opened} onDecided={() => setOpened(null)} />
        </section>
      ) : null}
      <DataTable
        label={t('section.kyc')}
        columns={columns}
        data={data && { items: data.documents, hasMore: data.hasMore, page: search.page, size: search.size }}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.id}
        filters={
          <ChoiceFilter
            label={t('kyc.state')}
            anyLabel={t('kyc.state.uploaded')}
            value={search.state === 'uploaded' ? undefined : search.state}
            options={KYC_DOCUMENT_STATES.filter((state) => state !== 'uploaded')}
            optionLabel={(state) => t(`kyc.state.${state}`)}
            onChange={(state) => onSearchChange({ state, page: 1 })}
          />
        }
      />
    </div>
  );
}

type Open = 'approve' | 'reject' | 'request' | null;

/** View the file; approve or reject a waiting document; ask the member for documents. */
function KycActions({
  merchant,
  row,
  onDecided,
}: {
  merchant: string;
  row: KycRow;
  onDecided?: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const canReview = useCan('kyc.review');
  const decision = useKycDecision();
  const request = useRequestDocuments();
  const [open, setOpen] = useState<Open>(null);
  const [fileError, setFileError] = useState<unknown>(null);
  const close = (next: boolean) => setOpen(next ? open : null);
  const subject = `${row.memberAccount} · ${t(`kyc.kind.${row.kind}`)}`;
  const decide = (kind: 'approve' | 'reject', reason?: string) =>
    decision
      .mutateAsync({ merchant, documentId: row.id, decision: kind, ...(reason ? { reason } : {}) })
      .then(() => onDecided?.());
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        className="min-h-9 px-3"
        onClick={() => void downloadDocument(merchant, row.id).catch(setFileError)}
      >
        {t('kyc.viewFile')}
      </Button>
      {row.state === 'uploaded' && canReview ? (
        <>
          <Button
            className="min-h-9 px-3"
            disabled={decision.isPending}
            onClick={() => void decide('approve').catch(() => undefined)}
          >
            {t('kyc.approve')}
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('reject')}>
            {t('kyc.reject')}
          </Button>
        </>
      ) : null}
      {canReview ? (
        <Button variant="ghost" className="min-h-9 px-3" onClick={() => setOpen('request')}>
          {t('kyc.request')}
        </Button>
      ) : null}
      <ErrorText error={fileError ?? decision.error} />
      <ReasonDialog
        open={open === 'reject'}
        onOpenChange={close}
        title={`${t('kyc.reject')}: ${subject}`}
        description={t('kyc.reject.hint')}
        confirmLabel={t('kyc.reject')}
        onConfirm={(reason) => decide('reject', reason)}
      />
      <ReasonDialog
        open={open === 'request'}
        onOpenChange={close}
        title={`${t('kyc.request')}: ${row.memberAccount}`}
        description={t('kyc.request.hint')}
        confirmLabel={t('kyc.request.send')}
        onConfirm={async (content) => {
          await request.mutateAsync({
            merchant,
            memberAccount: row.memberAccount,
            title: t('kyc.request.title'),
            content,
          });
        }}
      />
    </div>
  );
}
