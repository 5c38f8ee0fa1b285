import type { StaffAppRelease } from '@platform/contracts/catalogue/content-schemas';
import { APP_PLATFORMS } from '@platform/contracts/content/pages';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { releasesQuery, useSaveAppRelease } from '../api/content-queries.ts';
import { SortOrderField } from './content-editor.tsx';

type Platform = (typeof APP_PLATFORMS)[number];

/** One platform's build: its address and version as the download page offers them, or none. */
function ReleaseForm({
  merchant,
  platform,
  release,
}: {
  merchant: string;
  platform: Platform;
  release: StaffAppRelease | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const save = useSaveAppRelease();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await save
      .mutateAsync({
        merchant,
        platform,
        release: {
          url: String(form.get('url') ?? '').trim(),
          version: String(form.get('version') ?? '').trim(),
          sortOrder: Number(form.get('sortOrder')),
        },
      })
      .catch(() => undefined);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t(`content.release.${platform}`)}
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <h3 className="font-semibold">{t(`content.release.${platform}`)}</h3>
      {/* A saved release re-renders the form with the server's values. */}
      <div
        key={`${release?.url}|${release?.version}|${release?.sortOrder}`}
        className="grid gap-3 sm:grid-cols-[1fr_8rem_6rem]"
      >
        <Field label={t('content.release.url')}>
          {(id) => (
            <input
              id={id}
              name="url"
              type="url"
              required
              pattern="https://.+"
              maxLength={2048}
              defaultValue={release?.url ?? ''}
              placeholder="https://"
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('content.release.version')}>
          {(id) => (
            <input
              id={id}
              name="version"
              required
              maxLength={32}
              defaultValue={release?.version ?? ''}
              className={fieldClass}
            />
          )}
        </Field>
        <SortOrderField value={release?.sortOrder ?? APP_PLATFORMS.indexOf(platform)} />
      </div>
      <ErrorText error={save.error} />
      <div className="flex justify-end gap-2">
        {release && (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => save.mutate({ merchant, platform, release: null })}
          >
            {t('content.release.remove')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {t('content.save')}
        </Button>
      </div>
    </form>
  );
}

/** The app builds the member's download page offers, a platform each; their install steps follow below. */
export function ReleasesPanel({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const { data, error } = useQuery(releasesQuery(merchant));
  return (
    <section aria-label={t('content.releases')} className="mb-6 flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('content.releases')}</h2>
      <p className="text-sm text-ink-muted">{t('content.releases.hint')}</p>
      <ErrorText error={error} />
      {data &&
        APP_PLATFORMS.map((platform) => (
          <ReleaseForm
            key={platform}
            merchant={merchant}
            platform={platform}
            release={data.items.find((item) => item.platform === platform)}
          />
        ))}
    </section>
  );
}
