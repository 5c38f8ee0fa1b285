import { Button } from '@platform/ui/button.tsx';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Copied = 'account' | 'password' | 'both' | null;

/**
 * The account name and password one-click registration made up, shown this once: each can be
 * copied (or selected with a tap), and both together.
 */
export function MadeUpCredentials({ account, password }: { account: string; password: string }): ReactNode {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState<Copied>(null);
  const titleId = useId();
  const accountLabel = t('field.username');
  const passwordLabel = t('field.password');

  const copy = (what: Exclude<Copied, null>, text: string) => {
    // Without clipboard access (an old browser, a denied permission) the values stay selectable.
    navigator.clipboard?.writeText(text).then(
      () => setCopied(what),
      () => setCopied(null),
    );
  };

  const row = (what: 'account' | 'password', label: string, value: string) => (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-2.5">
      <dl className="min-w-0 flex-1">
        <dt className="text-xs text-ink-muted">{label}</dt>
        <dd className="truncate font-mono text-lg font-semibold tracking-wide select-all" dir="ltr">
          {value}
        </dd>
      </dl>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('oneClick.copy', { field: label })}
        onClick={() => copy(what, value)}
      >
        {copied === what ? (
          <Check aria-hidden="true" className="size-5 text-success-text" />
        ) : (
          <Copy aria-hidden="true" className="size-5" />
        )}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-bold">
        {t('oneClick.ready')}
      </h2>
      <p className="flex items-start gap-2.5 rounded-xl border border-accent/40 bg-accent/10 px-3.5 py-2.5 text-sm text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        {t('oneClick.saveWarning')}
      </p>
      {row('account', accountLabel, account)}
      {row('password', passwordLabel, password)}
      <Button
        variant="secondary"
        onClick={() => copy('both', `${accountLabel}: ${account}\n${passwordLabel}: ${password}`)}
      >
        {copied === 'both' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {t(copied === 'both' ? 'oneClick.copied' : 'oneClick.copyBoth')}
      </Button>
      <p role="status" className="sr-only">
        {copied ? t('oneClick.copied') : ''}
      </p>
    </section>
  );
}
