import { BookAnswer } from './api.ts';
import { keyOf, type Translate } from './texts.ts';

type Reason = { code: string; price?: string; limit?: string };

/**
 * What the member reads for a placement or cash-out the book did not take: each of the book's reasons,
 * the wallet's code, or no answer at all (the key is kept for the retry). Never the raw code alone
 * unless the catalogue has no text for it.
 */
export function refusalTexts(
  error: unknown,
  t: Translate,
  show: { price: (price: string) => string; currency: string },
): string[] {
  if (!(error instanceof BookAnswer)) return [t('error.network')];
  const code = typeof error.body.error === 'string' ? error.body.error : String(error.status);
  if (code === 'refused' && Array.isArray(error.body.reasons)) {
    const texts = (error.body.reasons as Reason[]).map((reason) => {
      const key = keyOf(`reason.${reason.code}`) ?? keyOf(`problem.${reason.code}`);
      if (!key) return t('error.unknown', { code: reason.code });
      return t(key, {
        price: reason.price ? show.price(reason.price) : '',
        limit: reason.limit ? `${reason.limit} ${show.currency}` : '',
      });
    });
    return [...new Set(texts)];
  }
  const key = keyOf(`error.${code}`) ?? keyOf(`wallet.${code}`) ?? keyOf(`cashOut.${code}`);
  return [key ? t(key) : t('error.unknown', { code })];
}
