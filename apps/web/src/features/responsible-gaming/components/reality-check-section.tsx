import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { protectionQueries, saveRealityInterval } from '../api/protection.ts';

const CHOICES = [15, 30, 60, 120] as const;

/** The member's reality-check interval: the brand's default, a choice of minutes, or off where allowed. */
export function RealityCheckSection(): ReactNode {
  const { t } = useTranslation('responsible-gaming');
  const id = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery(protectionQueries.limits());
  const mutation = useMutation({
    mutationFn: saveRealityInterval,
    onSuccess: (value) => {
      queryClient.setQueryData(protectionQueries.limits().queryKey, value);
      void queryClient.invalidateQueries({ queryKey: protectionQueries.realityCheck().queryKey });
      toast.success(t('reality.saved'));
    },
  });
  if (!data) return null;
  const setting = data.realityCheck;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('minutes') ?? '');
    mutation.mutate(value === 'default' ? null : Number(value));
  };
  const current = setting.intervalMinutes === null ? '0' : String(setting.intervalMinutes);
  return (
    <section aria-labelledby="reality-title" className="flex flex-col gap-3">
      <h3 id="reality-title" className="text-lg font-bold">
        {t('reality.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('reality.hint')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-minutes`} className="text-sm font-medium">
            {t('reality.interval')}
          </label>
          <select
            id={`${id}-minutes`}
            name="minutes"
            key={current}
            defaultValue={current}
            className="min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm"
          >
            {setting.profileMinutes !== null && (
              <option value="default">{t('reality.default', { minutes: setting.profileMinutes })}</option>
            )}
            {[...new Set([...CHOICES, ...(setting.intervalMinutes ? [setting.intervalMinutes] : [])])]
              .sort((a, b) => a - b)
              .map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t('reality.every', { minutes })}
                </option>
              ))}
            {setting.optional && <option value="0">{t('reality.off')}</option>}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          {t('reality.save')}
        </Button>
      </form>
      {!setting.optional && <p className="text-xs text-ink-muted">{t('reality.required')}</p>}
      <FormError error={mutation.error} />
    </section>
  );
}
