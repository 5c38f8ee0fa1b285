import { describe, expect, it } from 'vitest';
import { BookAnswer } from './api.ts';
import { refusalTexts } from './messages.ts';
import { translator } from './texts.ts';

const show = { price: (price: string) => `@${price}`, currency: 'USD' };

describe('refusals as the member reads them', () => {
  it("translates each of the book's reasons, with its limit or new price", () => {
    const answer = new BookAnswer(409, {
      error: 'refused',
      reasons: [
        { code: 'stake_above_maximum', limit: '100.00' },
        { code: 'price_changed', selectionId: '4', price: '1950' },
        { code: 'related_selections' },
      ],
    });
    expect(refusalTexts(answer, translator('en'), show)).toEqual([
      'The stake per bet is above the maximum of 100.00 USD.',
      'A price changed to @1950: check it and place again.',
      'Two selections from the same event cannot be combined.',
    ]);
  });

  it("translates the wallet's codes and the cash-out answers, and names a code it has no text for", () => {
    const t = translator('vi');
    expect(refusalTexts(new BookAnswer(409, { error: 'INSUFFICIENT_FUNDS' }), t, show)).toEqual([
      'Số dư không đủ cho khoản cược này.',
    ]);
    expect(refusalTexts(new BookAnswer(409, { error: 'not_offered' }), translator('cn'), show)).toEqual([
      '此注单目前不提供兑现。',
    ]);
    expect(refusalTexts(new BookAnswer(409, { error: 'SOMETHING_NEW' }), translator('en'), show)).toEqual([
      'The bet was refused (SOMETHING_NEW).',
    ]);
  });

  it('tells the member a bet without an answer was kept for the retry', () => {
    expect(refusalTexts(new TypeError('Failed to fetch'), translator('en'), show)[0]).toContain(
      'will not be placed twice',
    );
  });
});
