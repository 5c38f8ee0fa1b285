import {
  BONUS_PRODUCTS,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  RAFFLE_PERIODS,
} from '@platform/contracts/promotions/constants';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import {
  type BonusTerms,
  type PromotionBody,
  type PromotionRow,
  useSavePromotion,
} from '../api/promotion-queries.ts';
import { PromotionPreview } from './promotion-preview.tsx';

const inputClass = 'min-h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
type Content = PromotionBody['contents'][number];

/** `datetime-local` works in the browser's zone without seconds; the API takes ISO instants. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => new Date(value).toISOString();

/** "amount:weight" per line, the raffle's prize table as staff type it. */
const prizeText = (table: PromotionRow['prizeTable']) =>
  table.map(({ amount, weight }) => `${amount}:${weight}`).join('\n');
const prizeTableOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [amount = '', weight = ''] = line.split(':');
      return { amount: amount.trim(), weight: Number(weight.trim()) };
    });

function initialBody(
  merchant: string,
  row: PromotionRow | null,
  language: string,
  terms: BonusTerms | undefined,
): PromotionBody {
  const now = Date.now();
  if (!row)
    return {
      merchant,
      code: '',
      category: 'event',
      kind: 'claim',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
      bonusAmount: '0',
      wageringMultiple: 1,
      // Where the brand's profile forbids a bonus wagered on every product, a new one names games.
      wageringProduct: terms?.mixedProducts === false ? 'games' : null,
      contents: [{ language, title: '', body: '', bannerUrl: null }],
    };
  const { state: _state, closedAt: _closed, ...rest } = row;
  return { ...rest, merchant };
}

/**
 * Creates or edits a promotion over POST/PUT /ops/promotions (the server checks every rule and
 * amount), with the card members will see beside it in the language being edited.
 */
export function PromotionForm({
  merchant,
  row,
  languages,
  defaultLanguage,
  bonusTerms,
  open,
  onOpenChange,
}: {
  merchant: string;
  row: PromotionRow | null;
  /** The brand's languages: a tab for each (a promotion's other languages stay as they are). */
  languages: readonly string[];
  defaultLanguage: string;
  /** The brand's protection profile's bonus terms, which the server holds every write to. */
  bonusTerms: BonusTerms | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}): ReactNode {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const [body, setBody] = useState<PromotionBody>(() =>
    initialBody(merchant, row, defaultLanguage, bonusTerms),
  );
  const [prizes, setPrizes] = useState(() => prizeText(row?.prizeTable ?? []));
  const [language, setLanguage] = useState(body.contents[0]?.language ?? defaultLanguage);
  const patch = (changes: Partial<PromotionBody>) => setBody((before) => ({ ...before, ...changes }));
  const content = body.contents.find((entry) => entry.language === language);
  const setContent = (changes: Partial<Content>) =>
    patch({
      contents: body.contents.map((entry) =>
        entry.language === language ? { ...entry, ...changes } : entry,
      ),
    });
  const missing = languages.filter((code) => !body.contents.some((entry) => entry.language === code));
  const isRaffle = body.kind === 'raffle';

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save.mutateAsync({
      isNew: row === null,
      body: {
        ...body,
        prizeTable: isRaffle ? prizeTableOf(prizes) : [],
        rafflePeriod: isRaffle ? (body.rafflePeriod ?? 'once') : null,
      },
    });
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? t('promotions.edit', { code: row.code }) : t('promotions.new')}
      width={960}
    >
      <form
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        className="grid gap-4 md:grid-cols-[1fr_320px]"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.code')}
            <input
              required
              pattern="[A-Za-z0-9_\-]{2,40}"
              readOnly={row !== null}
              value={body.code}
              onChange={(event) => patch({ code: event.target.value })}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.category')}
            <select
              value={body.category}
              onChange={(event) =>
                patch({ category: PROMOTION_CATEGORIES.find((value) => value === event.target.value) })
              }
              className={inputClass}
            >
              {PROMOTION_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`promotions.category.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.kind')}
            <select
              value={body.kind}
              onChange={(event) =>
                patch({ kind: PROMOTION_KINDS.find((value) => value === event.target.value) })
              }
              className={inputClass}
            >
              {PROMOTION_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`promotions.kind.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.bonus')}
            <input
              inputMode="decimal"
              value={body.bonusAmount ?? ''}
              onChange={(event) => patch({ bonusAmount: event.target.value })}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.startsAt')}
            <input
              type="datetime-local"
              required
              value={toLocalInput(body.startsAt)}
              onChange={(event) =>
                event.target.value && patch({ startsAt: fromLocalInput(event.target.value) })
              }
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.endsAt')}
            <input
              type="datetime-local"
              required
              value={toLocalInput(body.endsAt)}
              onChange={(event) =>
                event.target.value && patch({ endsAt: fromLocalInput(event.target.value) })
              }
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.wagering')}
            <input
              type="number"
              min={0}
              max={bonusTerms?.maxWageringMultiple ?? 100}
              value={body.wageringMultiple ?? 0}
              onChange={(event) => patch({ wageringMultiple: Number(event.target.value) })}
              className={inputClass}
            />
            {bonusTerms?.maxWageringMultiple != null ? (
              <span className="text-xs text-ink-muted">
                {t('promotions.wageringCeiling', { max: bonusTerms.maxWageringMultiple })}
              </span>
            ) : null}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.wageringProduct')}
            <select
              value={body.wageringProduct ?? ''}
              onChange={(event) =>
                patch({
                  wageringProduct: BONUS_PRODUCTS.find((value) => value === event.target.value) ?? null,
                })
              }
              className={inputClass}
            >
              {bonusTerms?.mixedProducts === false ? null : (
                <option value="">{t('promotions.product.all')}</option>
              )}
              {BONUS_PRODUCTS.map((value) => (
                <option key={value} value={value}>
                  {t(`promotions.product.${value}`)}
                </option>
              ))}
            </select>
            {bonusTerms?.mixedProducts === false ? (
              <span className="text-xs text-ink-muted">{t('promotions.productOneOnly')}</span>
            ) : null}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('promotions.minVipLevel')}
            <input
              type="number"
              min={1}
              max={100}
              value={body.minVipLevel ?? ''}
              onChange={(event) =>
                patch({ minVipLevel: event.target.value ? Number(event.target.value) : null })
              }
              className={inputClass}
            />
          </label>
          {isRaffle ? (
            <>
              <label className="flex flex-col gap-1 text-sm">
                {t('promotions.rafflePeriod')}
                <select
                  value={body.rafflePeriod ?? 'once'}
                  onChange={(event) =>
                    patch({ rafflePeriod: RAFFLE_PERIODS.find((value) => value === event.target.value) })
                  }
                  className={inputClass}
                >
                  {RAFFLE_PERIODS.map((value) => (
                    <option key={value} value={value}>
                      {t(`promotions.period.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                {t('promotions.prizes')}
                <textarea
                  rows={3}
                  value={prizes}
                  placeholder="1.00:3"
                  onChange={(event) => setPrizes(event.target.value)}
                  className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
                />
              </label>
            </>
          ) : null}
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold">{t('promotions.content')}</legend>
            <div className="flex flex-wrap items-center gap-1.5">
              {body.contents.map((entry) => (
                <Button
                  key={entry.language}
                  variant={entry.language === language ? 'primary' : 'secondary'}
                  className="min-h-9 px-3"
                  aria-pressed={entry.language === language}
                  onClick={() => setLanguage(entry.language)}
                >
                  {entry.language}
                </Button>
              ))}
              {missing.map((code) => (
                <Button
                  key={code}
                  variant="ghost"
                  className="min-h-9 px-3"
                  onClick={() => {
                    patch({
                      contents: [...body.contents, { language: code, title: '', body: '', bannerUrl: null }],
                    });
                    setLanguage(code);
                  }}
                >
                  + {code}
                </Button>
              ))}
            </div>
            {content ? (
              <>
                <label className="flex flex-col gap-1 text-sm">
                  {t('promotions.title')}
                  <input
                    required
                    maxLength={120}
                    value={content.title}
                    onChange={(event) => setContent({ title: event.target.value })}
                    className={inputClass}
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  {t('promotions.body')}
                  <textarea
                    rows={4}
                    maxLength={20_000}
                    value={content.body ?? ''}
                    onChange={(event) => setContent({ body: event.target.value })}
                    className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  {t('promotions.banner')}
                  <input
                    maxLength={500}
                    value={content.bannerUrl ?? ''}
                    onChange={(event) => setContent({ bannerUrl: event.target.value || null })}
                    className={inputClass}
                  />
                </label>
              </>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <ErrorText error={save.error} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('action.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {t('promotions.save')}
              </Button>
            </div>
          </div>
        </div>
        <PromotionPreview body={body} language={language} />
      </form>
    </Dialog>
  );
}
