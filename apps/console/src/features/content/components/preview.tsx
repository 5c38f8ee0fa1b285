import { PlainText } from '@platform/ui/plain-text.tsx';
import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { imageSrc } from '../../../shared/lib/read-image.ts';

/** The frame around a preview: says whose eyes it shows, and when a language has no text. */
function PreviewFrame({
  language,
  missing,
  children,
}: {
  language: string;
  missing: boolean;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <section aria-label={t('content.preview')} className="flex flex-col gap-2" data-testid="content-preview">
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('content.preview.as', { language: t(`content.lang.${language}`, { defaultValue: language }) })}
      </h3>
      {missing ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-ink-muted">
          {t('content.preview.missing')}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** A notice as the member's notice list and detail show it: plain text in paragraphs, never HTML. */
export function NoticePreview({
  language,
  title,
  content,
  publishedAt,
  isPopup,
}: {
  language: string;
  title: string;
  content: string;
  publishedAt: string | null;
  isPopup: boolean;
}): ReactNode {
  const format = useFormat();
  return (
    <PreviewFrame language={language} missing={title.trim() === ''}>
      <article
        className={
          isPopup
            ? 'rounded-3xl bg-surface-1 p-6 shadow-xl'
            : 'rounded-2xl border border-line bg-surface-1 p-4'
        }
      >
        <header className="mb-3 flex items-start gap-3">
          <Megaphone aria-hidden="true" className="mt-1 size-4 shrink-0 text-warm-text" />
          <div className="flex flex-col gap-0.5">
            <h4 className="font-bold text-ink">{title}</h4>
            {publishedAt ? (
              <time className="text-xs text-ink-subtle">{format.dateTime(publishedAt)}</time>
            ) : null}
          </div>
        </header>
        <PlainText text={content} className="text-sm text-ink-muted" />
      </article>
    </PreviewFrame>
  );
}

/** A banner as the site's carousel lays it out: the image, darkened at the start, the title over it. */
export function BannerPreview({
  language,
  title,
  imageUrl,
  imageHost,
}: {
  language: string;
  title: string;
  imageUrl: string;
  imageHost: string;
}): ReactNode {
  return (
    <PreviewFrame language={language} missing={imageUrl === ''}>
      <div className="relative aspect-[3/1] overflow-hidden rounded-3xl bg-surface-2">
        <img src={imageSrc(imageHost, imageUrl)} alt="" className="absolute inset-0 size-full object-cover" />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(90deg,rgb(0_0_0/0.62),rgb(0_0_0/0.18)_60%,transparent)]"
        />
        <p className="relative flex h-full max-w-[70%] items-center p-5 text-xl leading-tight font-extrabold text-balance text-white">
          {title}
        </p>
      </div>
    </PreviewFrame>
  );
}

/** A help article, join page section or install guide as the site's page shows it. */
export function ArticlePreview({
  language,
  title,
  body,
  asSteps,
}: {
  language: string;
  title: string;
  body: string;
  asSteps: boolean;
}): ReactNode {
  const steps = body
    .split('\n')
    .map((step) => step.trim())
    .filter(Boolean);
  return (
    <PreviewFrame language={language} missing={title.trim() === ''}>
      <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-5">
        <h4 className="text-lg font-bold text-ink">{title}</h4>
        {asSteps ? (
          <ol className="list-decimal space-y-1 ps-5 text-sm text-ink-muted">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : (
          <PlainText text={body} className="text-sm text-ink-muted" />
        )}
      </article>
    </PreviewFrame>
  );
}
