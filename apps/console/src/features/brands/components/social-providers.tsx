import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandSocialBody } from '@platform/contracts/brands/schemas';
import {
  SOCIAL_CHANNEL_SWITCH,
  SOCIAL_CHANNELS,
  type SocialChannel,
} from '@platform/contracts/identity/social';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandSocial } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

/** The brand's OpenID providers, one form per channel; a saved client secret is never shown again. */
export function SocialProviders({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('brands.social.title')}</h2>
      <p className="text-sm text-ink-muted">{t('brands.social.hint')}</p>
      {SOCIAL_CHANNELS.map((channel) => (
        <ProviderForm key={channel} brand={brand} channel={channel} canManage={canManage} />
      ))}
    </div>
  );
}

function ProviderForm({
  brand,
  channel,
  canManage,
}: {
  brand: BrandDetail;
  channel: SocialChannel;
  canManage: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const save = useBrandSocial();
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);
  const saved = brand.socialLogin.find((entry) => entry.channel === channel);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const parsed = ZBrandSocialBody.safeParse({
      merchant: brand.code,
      channel,
      issuerUrl: text('issuerUrl'),
      clientId: text('clientId'),
      clientSecret: text('clientSecret') || undefined,
      enabled: data.get('enabled') === 'on',
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success)
      save.mutate(parsed.data, {
        // The secret leaves the page once sent: the field is emptied, and the server answers only "set".
        onSuccess: () => {
          const secret = form.elements.namedItem('clientSecret');
          if (secret instanceof HTMLInputElement) secret.value = '';
        },
      });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(`brands.feature.${SOCIAL_CHANNEL_SWITCH[channel]}`)}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h3 className="font-semibold">{t(`brands.feature.${SOCIAL_CHANNEL_SWITCH[channel]}`)}</h3>
      <fieldset disabled={!canManage} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={t('brands.social.issuerUrl')}>
            {(id) => (
              <input
                id={id}
                name="issuerUrl"
                defaultValue={saved?.issuerUrl ?? (channel === 'google' ? 'https://accounts.google.com' : '')}
                className={fieldClass}
              />
            )}
          </Field>
        </div>
        <Field label={t('brands.social.clientId')}>
          {(id) => (
            <input id={id} name="clientId" defaultValue={saved?.clientId ?? ''} className={fieldClass} />
          )}
        </Field>
        <Field label={t(saved?.secretSet ? 'brands.social.secretReplace' : 'brands.social.secret')}>
          {(id) => (
            <input
              id={id}
              name="clientSecret"
              type="password"
              autoComplete="off"
              placeholder={saved?.secretSet ? t('brands.social.secretSet') : ''}
              className={fieldClass}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="enabled" defaultChecked={saved?.enabled ?? true} />
          {t('brands.social.enabled')}
        </label>
      </fieldset>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
