import {
  type ExclusionPeriod,
  exclusionEnd,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '@platform/contracts/protection/exclusion-schemas';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { dateTimeFormat } from '../../../shared/lib/date-format.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { exclusionQueries, startBreak } from '../api/exclusion.ts';

/** Long enough to read, in the site's language and the visitor's time zone. */
function useEndText() {
  const language = useLanguageStore((state) => state.language);
  return (date: Date | string) =>
    dateTimeFormat(HTML_LANG[language], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date));
}

function HelpLinks(): ReactNode {
  const { t } = useTranslation('self-exclusion');
  return (
    <p className="text-sm text-ink-muted">
      {t('help.text')}{' '}
      <Link to="/help" className="font-semibold text-accent-text underline underline-offset-2">
        {t('help.link')}
      </Link>
    </p>
  );
}

/**
 * "Take a break": a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years). The
 * member picks a period, sees the date it ends, and confirms with the password; nothing ends it early,
 * so the confirmation step says so plainly. A section of the member centre's responsible-gaming page,
 * beside the limits and the reality check, so it has no card of its own.
 */
export function TakeABreak(): ReactNode {
  const { t } = useTranslation('self-exclusion');
  const endText = useEndText();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(exclusionQueries.state());
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const mutation = useMutation({
    mutationFn: startBreak,
    onSuccess: () => {
      setPeriod(null);
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (period && password !== '') mutation.mutate({ period, password });
  };
  if (isPending)
    return (
      <LoadingState>
        <Skeleton className="h-72 w-full rounded-2xl" />
      </LoadingState>
    );
  const active = data?.active ?? null;

  return (
    <section aria-labelledby="take-a-break" className="flex flex-col gap-4">
      <h3 id="take-a-break" className="text-lg font-bold">
        {t('title')}
      </h3>
      {active ? (
        <div role="status" className="rounded-xl border border-accent/40 bg-accent/10 px-3.5 py-3 text-sm">
          <p className="font-semibold">{t(`active.${active.kind}`, { end: endText(active.endsAt) })}</p>
          <p className="mt-1 text-ink-muted">{t('active.withdraw')}</p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('intro')}</p>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('choose')}</legend>
        {(
          [
            ['time-out', TIME_OUT_PERIODS],
            ['self-exclusion', SELF_EXCLUSION_PERIODS],
          ] as const
        ).map(([kind, periods]) => (
          <div key={kind} className="flex flex-col gap-2">
            <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {t(`kind.${kind}`)}
            </span>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {periods.map((each) => (
                <button
                  key={each}
                  type="button"
                  aria-pressed={period === each}
                  onClick={() => {
                    mutation.reset();
                    setPeriod(each);
                  }}
                  className={cn(
                    'min-h-11 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors',
                    period === each
                      ? 'border-accent bg-accent/15 text-accent-text'
                      : 'border-line bg-surface-2 hover:border-accent/60',
                  )}
                >
                  {t(`period.${each}`)}
                </button>
              ))}
            </div>
          </div>
        ))}
      </fieldset>
      {period && (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-3 rounded-xl border border-line p-3.5"
        >
          <p className="text-sm font-semibold">
            {t('confirm.until', { end: endText(exclusionEnd(period, new Date())) })}
          </p>
          <p className="text-sm text-ink-muted">{t('confirm.final')}</p>
          <TextField
            name="password"
            type="password"
            label={t('confirm.password')}
            autoComplete="current-password"
            maxLength={128}
            isRequired
          />
          <FormError error={mutation.error} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="primary"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending}
            >
              {t('confirm.submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPeriod(null)}>
              {t('confirm.cancel')}
            </Button>
          </div>
        </form>
      )}
      <HelpLinks />
    </section>
  );
}
