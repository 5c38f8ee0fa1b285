import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { QrCode } from '@platform/ui/qr-code.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, QrCode as QrIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA, addCode, agentQueries } from '../api/agent-queries.ts';

/** 4 to 16 letters and digits, as the server checks; checked here first to say so beside the field. */
const CODE = /^[A-Za-z0-9]{4,16}$/;
const FIELDS = ['code'] as const;

/**
 * The registration link of a code, on the brand's member site as the server names it: not the host
 * the agent is on, which may be the agent site or a mirror.
 */
const registrationLink = (siteUrl: string, code: string) =>
  `${siteUrl}/register?affiliateCode=${encodeURIComponent(code)}`;

/**
 * The agent's affiliate codes: add one, copy a code or its registration link, show the link's QR code,
 * and see how many accounts registered through each.
 */
export function AffiliateCodes(): ReactNode {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const form = useFieldErrors(FIELDS);
  const [formKey, setFormKey] = useState(0);
  const [shown, setShown] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(agentQueries.affiliateCodes());
  const add = useMutation({
    mutationFn: addCode,
    onSuccess: (_, code) => {
      toast.success(t('affiliate.added', { code }));
      form.clear();
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: AGENT_DATA });
    },
    onError: (error) => form.showFailure(error),
  });
  const copy = (text: string) =>
    // Without clipboard access (an old browser, a denied permission) the text stays selectable.
    navigator.clipboard?.writeText(text).then(
      () => toast.success(t('register.copied')),
      () => undefined,
    );

  return (
    <div className="flex flex-col gap-6">
      <form
        key={formKey}
        ref={form.formRef}
        noValidate
        aria-label={t('affiliate.new')}
        className="flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
          if (form.show({ code: CODE.test(code) ? undefined : t('affiliate.rule') })) add.mutate(code);
        }}
      >
        <div className="w-full max-w-64">
          <TextField
            name="code"
            label={t('affiliate.new')}
            maxLength={16}
            autoComplete="off"
            isRequired
            error={form.errors.code}
          />
          {!form.errors.code && <p className="mt-1 text-xs text-ink-muted">{t('affiliate.rule')}</p>}
        </div>
        <Button type="submit" className="sm:mt-7" disabled={add.isPending} aria-busy={add.isPending}>
          {t('affiliate.add')}
        </Button>
      </form>
      <FormError error={form.summary(add.error)} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-40" />
      ) : data.codes.length === 0 ? (
        <EmptyState icon={Link2} title={t('affiliate.none')} description={t('affiliate.noneHint')} />
      ) : (
        <ul aria-label={t('page.affiliateCodes')} className="flex flex-col gap-3">
          {data.codes.map((entry) => (
            <li
              key={entry.code}
              className="flex flex-col gap-3 rounded-2xl border border-line p-4"
              data-testid="affiliate-code"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <code className="font-mono text-lg font-bold tracking-wider">{entry.code}</code>
                <span className="text-sm">
                  <span className="text-ink-muted">{t('affiliate.registrations')} </span>
                  <span className="font-semibold tabular-nums" data-testid="affiliate-registrations">
                    {entry.registrations}
                  </span>
                </span>
              </div>
              <p
                className="truncate text-sm text-ink-muted"
                dir="ltr"
                title={registrationLink(data.siteUrl, entry.code)}
              >
                {registrationLink(data.siteUrl, entry.code)}
              </p>
              <p className="text-xs text-ink-muted tabular-nums">
                {t('affiliate.createdAt', { date: formatGmt8(new Date(entry.createdAt)) })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void copy(entry.code)}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('affiliate.copyCode')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void copy(registrationLink(data.siteUrl, entry.code))}
                >
                  <Link2 aria-hidden="true" className="size-4" />
                  {t('affiliate.copyLink')}
                </Button>
                <Button variant="secondary" onClick={() => setShown(entry.code)}>
                  <QrIcon aria-hidden="true" className="size-4" />
                  {t('affiliate.showQr')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={shown !== null}
        onOpenChange={(next) => {
          if (!next) setShown(null);
        }}
        title={shown ? t('affiliate.qrTitle', { code: shown }) : ''}
      >
        {shown && data && (
          <div className="flex flex-col items-center gap-3 pb-2">
            <QrCode
              text={registrationLink(data.siteUrl, shown)}
              label={t('affiliate.qrLabel', { code: shown })}
            />
            <p className="max-w-full text-center text-sm break-all text-ink-muted" dir="ltr">
              {registrationLink(data.siteUrl, shown)}
            </p>
          </div>
        )}
      </Dialog>
    </div>
  );
}
