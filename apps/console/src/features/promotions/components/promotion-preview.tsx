import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PromotionBody } from '../api/promotion-queries.ts';

/** An image address the console can show as is; one relative to the brand's image host is named only. */
const isShowable = (url: string) => url.startsWith('https://') || url.startsWith('/');

/**
 * The promotion as a member sees it on the site's promotions page, in `language`: banner, title,
 * dates, bonus and wagering, the rules' text and the button the member presses.
 */
export function PromotionPreview({ body, language }: { body: PromotionBody; language: string }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const content = body.contents.find((entry) => entry.language === language) ?? body.contents[0];
  const banner = content?.bannerUrl ?? null;
  return (
    <aside aria-label={t('promotions.preview')} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-muted">{t('promotions.preview')}</h3>
      <article
        data-testid="promotion-preview"
        className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-1"
      >
        <div className="flex aspect-[16/7] items-center justify-center bg-accent/15 text-xs text-ink-muted">
          {banner && isShowable(banner) ? (
            <img src={banner} alt="" className="h-full w-full object-cover" />
          ) : (
            <span className="px-3 text-center break-all">
              {banner ?? t(`promotions.category.${body.category ?? 'event'}`)}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2 p-4">
          <h4 className="text-base font-bold break-words">{content?.title || t('promotions.untitled')}</h4>
          <p className="text-xs text-ink-muted">
            {format.dateTime(body.startsAt)} – {format.dateTime(body.endsAt)}
          </p>
          {body.kind !== 'raffle' && body.bonusAmount && body.bonusAmount !== '0' ? (
            <p className="text-sm">
              {t('promotions.preview.bonus', {
                amount: body.bonusAmount,
                multiple: body.wageringMultiple ?? 0,
              })}
            </p>
          ) : null}
          {content?.body ? (
            <p className="line-clamp-4 text-sm whitespace-pre-line text-ink-muted">{content.body}</p>
          ) : null}
          <span className="mt-1 inline-flex min-h-10 items-center justify-center rounded-xl bg-accent px-4 text-sm font-semibold text-accent-ink">
            {t(`promotions.preview.action.${body.kind ?? 'claim'}`)}
          </span>
        </div>
      </article>
    </aside>
  );
}
