import {
  getExclusionRegister,
  putExclusionRegisterSource,
  uploadExclusionRegister,
} from '@platform/contracts/protection/exclusion-routes';
import { Button } from '@platform/ui/button.tsx';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOps } from '../../../shared/api/ops-client.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';

const registerQuery = (code: string) =>
  queryOptions({
    queryKey: ['brands', code, 'exclusion-register'],
    queryFn: ({ signal }) => callOps(getExclusionRegister, { query: { merchant: code }, signal }),
  });

/**
 * The brand's external exclusion register: where it comes from, how old it is (an alert past 24
 * hours, as a stale list protects no one), a CSV import and the HTTP source the hourly job fetches.
 */
export function ExclusionRegister({ code }: { code: string }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('protection.register.manage');
  const queryClient = useQueryClient();
  const { data, error } = useQuery(registerQuery(code));
  const { dateTime } = useFormat();
  const refresh = {
    onSettled: () => queryClient.invalidateQueries({ queryKey: registerQuery(code).queryKey }),
  };
  const upload = useMutation({
    mutationFn: (csv: string) => callOps(uploadExclusionRegister, { body: { merchant: code, csv } }),
    ...refresh,
  });
  const source = useMutation({
    mutationFn: (body: { url: string; secret?: string }) =>
      callOps(putExclusionRegisterSource, { body: { merchant: code, ...body } }),
    ...refresh,
  });
  const [file, setFile] = useState<File | null>(null);

  function saveSource(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const secret = String(form.get('secret') ?? '');
    source.mutate({ url: String(form.get('url') ?? '').trim(), ...(secret ? { secret } : {}) });
  }

  return (
    <section
      aria-labelledby="exclusion-register"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <h3 id="exclusion-register" className="font-semibold">
        {t('protection.register.title')}
      </h3>
      <ErrorText error={error} />
      {data ? (
        <>
          {data.stale ? (
            <p
              role="alert"
              className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger-text"
            >
              {t('protection.register.stale')}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {data.importedAt
              ? t('protection.register.age', {
                  at: dateTime(data.importedAt),
                  entries: data.entries,
                  source: data.url ?? t('protection.register.file'),
                })
              : t('protection.register.never')}
          </p>
        </>
      ) : null}
      {canManage ? (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t('protection.register.csv')}>
              {(id) => (
                <input
                  id={id}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                  className="text-sm"
                />
              )}
            </Field>
            <Button
              variant="secondary"
              disabled={file === null || upload.isPending}
              onClick={async () => file && upload.mutate(await file.text())}
            >
              {t('protection.register.import')}
            </Button>
          </div>
          <ErrorText error={upload.error} />
          <form onSubmit={saveSource} className="flex flex-wrap items-end gap-2">
            <Field label={t('protection.register.url')}>
              {(id) => (
                <input
                  id={id}
                  name="url"
                  type="url"
                  defaultValue={data?.url ?? ''}
                  className={`${fieldClass} w-80`}
                />
              )}
            </Field>
            <Field label={t('protection.register.secret')}>
              {(id) => (
                <input id={id} name="secret" type="password" autoComplete="off" className={fieldClass} />
              )}
            </Field>
            <Button type="submit" variant="secondary" disabled={source.isPending}>
              {t('protection.register.save')}
            </Button>
          </form>
          <ErrorText error={source.error} />
        </>
      ) : null}
    </section>
  );
}
