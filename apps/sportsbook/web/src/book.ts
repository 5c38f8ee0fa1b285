import { formatMinorUnits } from '@platform/contracts/money';
import { createContext, useContext } from 'react';
import { formatOdds, type OddsFormat } from '../../src/rules/odds.ts';
import type { BookConfig } from './config.ts';
import type { SlipStore } from './store.ts';
import type { Translate } from './texts.ts';

/** What every part of the page reads: the session, its texts, and the member's odds format. */
export type Book = {
  config: BookConfig;
  t: Translate;
  locale: string;
  format: OddsFormat;
  store: SlipStore;
};

export const BookContext = createContext<Book | null>(null);

export function useBook() {
  const book = useContext(BookContext);
  if (!book) throw new Error('useBook outside the book');
  return {
    ...book,
    /** A price (thousandths) in the member's format. */
    price: (price: string) => formatOdds(BigInt(price), book.format),
    money: (minor: bigint) => `${formatMinorUnits(minor, book.config.scale)} ${book.config.currency}`,
    time: (iso: string) =>
      new Intl.DateTimeFormat(book.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
  };
}
