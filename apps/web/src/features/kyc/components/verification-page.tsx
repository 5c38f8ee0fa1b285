import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MAX_BYTES, type KycStatus } from '@platform/contracts/kyc/schemas';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { kycQueries, sendDocument } from '../api/kyc.ts';

type Kind = (typeof KYC_DOCUMENT_KINDS)[number];
/** What the file input offers; the server checks the bytes whatever the browser lets through. */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

const STATE_TONE = {
  uploaded: 'bg-surface-2 text-ink-muted',
  approved: 'bg-success/15 text-success-text',
  rejected: 'bg-danger/10 text-danger-text',
  expired: 'bg-surface-2 text-danger-text',
} as const;

/**
 * The member centre's verification page: the member's level, what each level unlocks on this brand,
 * the upload form, and the documents sent with their state (and a rejection's reason): sections of
 * the member centre's card, each without a card of its own.
 */
export function VerificationPage(): ReactNode {
  const status = useQuery(kycQueries.status());
  if (status.isPending)
    return (
      <LoadingState>
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </LoadingState>
    );
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  return (
    <div className="flex flex-col gap-8">
      <LevelSection status={status.data} />
      <UploadForm />
      <DocumentList documents={status.data.documents} />
    </div>
  );
}

function LevelSection({ status }: { status: KycStatus }): ReactNode {
  const { t } = useTranslation('kyc');
  return (
    <section aria-labelledby="kyc-level" className="flex flex-col gap-3">
      <h3 id="kyc-level" className="text-lg font-semibold" data-testid="kyc-level">
        {t('level.current', { level: status.level })}
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-ink-muted">
        <li>{t('level.one')}</li>
        <li>{t('level.two')}</li>
      </ul>
      <h4 className="text-sm font-semibold">{t('rules.title')}</h4>
      {status.rules.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('rules.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {status.rules.map((rule) => (
            <li key={rule.kind}>
              {t(`rules.${rule.kind}`, { level: rule.level, amount: rule.amount ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadForm(): ReactNode {
  const { t } = useTranslation('kyc');
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('identity');
  const [documentNumber, setDocumentNumber] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (chosen: File) =>
      sendDocument({
        kind,
        file: chosen,
        ...(kind === 'identity' ? { documentNumber: documentNumber.trim() } : {}),
        ...(expiresOn ? { expiresOn } : {}),
      }),
    onSuccess: (status) => {
      toast.success(t('upload.done'));
      queryClient.setQueryData(kycQueries.status().queryKey, status);
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
      setFile(null);
      setDocumentNumber('');
      setExpiresOn('');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || file.size > KYC_DOCUMENT_MAX_BYTES) return setProblem(t('upload.fileInvalid'));
    if (kind === 'identity' && documentNumber.trim().length < 3)
      return setProblem(t('upload.numberRequired'));
    setProblem(undefined);
    mutation.mutate(file);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('upload.title')}
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          {t('upload.kind')}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as Kind)}
          className="min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-sm text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40"
        >
          {KYC_DOCUMENT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`kind.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'identity' && (
        <TextField
          name="documentNumber"
          label={t('upload.number')}
          value={documentNumber}
          onChange={(event) => setDocumentNumber(event.currentTarget.value)}
          isRequired
          autoComplete="off"
        />
      )}
      <TextField
        name="expiresOn"
        type="date"
        label={t('upload.expiresOn')}
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.currentTarget.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('upload.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          className="text-sm file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-surface-2 file:px-4 file:text-ink"
        />
        <p className="text-xs text-ink-muted">{t('upload.hint')}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger-text">
          {problem}
        </p>
      )}
      <FormError error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending} className="sm:self-start">
        {t('upload.send')}
      </Button>
    </form>
  );
}

function DocumentList({ documents }: { documents: KycStatus['documents'] }): ReactNode {
  const { t } = useTranslation('kyc');
  return (
    <section aria-labelledby="kyc-documents" className="flex flex-col gap-3">
      <h3 id="kyc-documents" className="text-lg font-semibold">
        {t('documents.title')}
      </h3>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('documents.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="kyc-documents">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-col gap-1 rounded-xl border border-line p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{t(`kind.${document.kind}`)}</span>
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs', STATE_TONE[document.state])}>
                  {t(`state.${document.state}`)}
                </span>
              </div>
              <span className="text-ink-muted">
                {t('documents.uploadedAt', { at: formatGmt8(new Date(document.uploadedAt)) })}
                {document.expiresOn && ` · ${t('documents.expiresOn', { date: document.expiresOn })}`}
              </span>
              {document.reason && <span className="text-danger-text">{document.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
