import type { AppDownload } from '@platform/contracts/content/pages';
import { buttonVariants } from '@platform/ui/button.tsx';
import { Download, type LucideIcon, Smartphone, TabletSmartphone, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { installHref } from '../model/install-href.ts';
import { QrCode } from './qr-code.tsx';

type App = AppDownload['apps'][number];

const PLATFORM_ICON: Record<App['platform'], LucideIcon> = {
  ios: TabletSmartphone,
  android: Smartphone,
  iosLite: Zap,
};

/** One app: what it is, a code to scan from a computer, a button to tap on the phone, and how to install it. */
export function AppCard({ app }: { app: App }): ReactNode {
  const { t } = useTranslation('content');
  const Icon = PLATFORM_ICON[app.platform];
  const href = installHref(app.url);
  const name = t(`download.platform.${app.platform}`);
  const headingId = `app-${app.platform}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-3xl border border-line bg-surface-1 p-5 shadow-card sm:p-6 lg:row-span-4 lg:grid lg:grid-rows-subgrid"
    >
      <header className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-surface-2 text-accent-text">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col">
          <h2 id={headingId} className="text-lg font-bold">
            {name}
          </h2>
          <p className="text-sm text-ink-muted">{t(`download.about.${app.platform}`)}</p>
        </div>
        <span className="ms-auto shrink-0 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-ink-muted tabular-nums">
          {t('download.version', { version: app.version })}
        </span>
      </header>
      {href && (
        <div className="hidden items-center gap-4 rounded-2xl bg-surface-2 p-3 sm:flex">
          <div className="w-28 shrink-0 sm:w-32">
            <QrCode value={href} label={t('download.qr', { platform: name })} />
          </div>
          <p className="text-sm text-ink-muted">{t('download.scan')}</p>
        </div>
      )}
      {href ? (
        <a href={href} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          <Download aria-hidden="true" className="size-5" />
          {t('download.install', { platform: name })}
        </a>
      ) : (
        <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-ink-muted">
          {t('download.unavailable')}
        </p>
      )}
      {app.guide.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-ink-muted">{t('download.guideTitle')}</h3>
          <ol className="flex flex-col gap-2.5">
            {app.guide.map((step, index) => (
              // Steps are an ordered list from the server; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
              <li key={index} className="flex gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-accent text-xs font-bold text-accent-ink"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}
