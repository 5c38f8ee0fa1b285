import type { SystemStatus } from '@platform/contracts/system/status';
import { CircleCheck, CircleX, Coins, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteLanguage, nativeLanguageName } from '../../../shared/lib/languages.ts';
import type { VisitorFeature } from '../model/feature-switches.ts';

type BrandFactsProps = {
  merchant: SystemStatus['merchant'];
  features: VisitorFeature[];
};

const cardClass = 'flex flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-5 shadow-card';
const headingClass = 'flex items-center gap-2 text-sm font-semibold text-ink-muted';

/** What this brand offers a newcomer: its money, its languages and the ways in. */
export function BrandFacts({ merchant, features }: BrandFactsProps): ReactNode {
  const { t: th } = useTranslation('home');

  return (
    <section aria-labelledby="home-facts-title" className="flex flex-col gap-4">
      <h2 id="home-facts-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {th('facts.title', { brand: merchant.name })}
      </h2>
      <div className="grid gap-3 sm:gap-4 md:grid-cols-[1fr_1fr_2fr]">
        <div className={cardClass}>
          <h3 className={headingClass}>
            <Coins aria-hidden="true" className="size-4 text-warm-text" />
            {th('facts.currency')}
          </h3>
          <p className="text-3xl font-extrabold tracking-tight tabular-nums">{merchant.currency}</p>
        </div>
        <div className={cardClass}>
          <h3 className={headingClass}>
            <Languages aria-hidden="true" className="size-4 text-accent-text" />
            {th('facts.languages')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {merchant.languages.map((code) => (
              <li key={code} className="rounded-lg bg-surface-2 px-2.5 py-1 text-sm font-medium">
                {isSiteLanguage(code) ? nativeLanguageName(code) : code}
              </li>
            ))}
          </ul>
        </div>
        <div className={cardClass}>
          <h3 className={headingClass}>{th('facts.features')}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {features.map(({ modId, labelKey, isEnabled }) => (
              <li key={modId} className="flex items-center gap-2 text-sm">
                {isEnabled ? (
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-text" />
                ) : (
                  <CircleX aria-hidden="true" className="size-5 shrink-0 text-ink-subtle" />
                )}
                <span className={isEnabled ? '' : 'text-ink-muted line-through decoration-ink-subtle'}>
                  {th(labelKey)}
                </span>
                <span className="sr-only">{th(isEnabled ? 'facts.on' : 'facts.off')}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
