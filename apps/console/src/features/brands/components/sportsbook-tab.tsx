import { type BrandDetail, ZBrandSportsbookBody } from '@platform/contracts/brands/schemas';
import {
  MAX_BRAND_MARGIN,
  ODDS_FORMATS,
  type OddsFormat,
} from '@platform/contracts/vendor-wallet/sportsbook';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandSportsbook } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

/**
 * The brand's sportsbook settings: the odds format its members see until they choose their own, and the
 * margin their prices carry (hundredths of a percent). The book learns both from the wallet when a
 * member opens it; changing them is audited with before and after.
 */
export function SportsbookTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandSportsbook();
  const [chosen, setChosen] = useState<OddsFormat>(brand.sportsbook.oddsFormat);
  const [margin, setMargin] = useState(String(brand.sportsbook.margin));
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBrandSportsbookBody.safeParse({
      merchant: brand.code,
      oddsFormat: chosen,
      margin: margin.trim() === '' ? Number.NaN : Number(margin),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('brands.sportsbook.title')}</h2>
      <p className="text-sm text-ink-muted">{t('brands.sportsbook.hint')}</p>
      <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-2">
        <Field label={t('brands.sportsbook.oddsFormat')}>
          {(id) => (
            <select
              id={id}
              name="oddsFormat"
              value={chosen}
              onChange={(event) => setChosen(event.target.value as OddsFormat)}
              className={fieldClass}
            >
              {ODDS_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`brands.sportsbook.format.${format}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('brands.sportsbook.margin', { percent: (Number(margin) / 100).toFixed(2) })}>
          {(id) => (
            <input
              id={id}
              name="margin"
              type="number"
              min={0}
              max={MAX_BRAND_MARGIN}
              step={1}
              value={margin}
              onChange={(event) => setMargin(event.target.value)}
              className={fieldClass}
            />
          )}
        </Field>
      </fieldset>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
