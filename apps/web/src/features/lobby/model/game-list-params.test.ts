import { describe, expect, it } from 'vitest';
import { GAMES_PER_PAGE, gameListParams, pageCountOf } from './game-list-params.ts';

describe('gameListParams', () => {
  it('asks for the category only when nothing else is chosen', () => {
    expect(
      gameListParams({ categoryId: 'LIVE', vendorCode: undefined, search: '', slotFilter: false, page: 1 }),
    ).toEqual({ gameCategory: 'LIVE', page: 1, pageSize: GAMES_PER_PAGE });
  });

  it('asks the seamless lobby for the seamless-wallet games of every category', () => {
    expect(
      gameListParams({
        categoryId: undefined,
        wallet: 'seamless',
        vendorCode: undefined,
        search: '',
        slotFilter: false,
        page: 2,
      }),
    ).toEqual({ wallet: 'seamless', page: 2, pageSize: GAMES_PER_PAGE });
  });

  it("adds the vendor, the search and the spec's slot filter (0.1 minimum bet, 25 lines) when chosen", () => {
    expect(
      gameListParams({
        categoryId: 'RNG',
        vendorCode: 'NEON_SLOTS',
        search: 'koi',
        slotFilter: true,
        page: 3,
      }),
    ).toEqual({
      gameCategory: 'RNG',
      vendorCode: 'NEON_SLOTS',
      search: 'koi',
      maxMinBet: '0.1',
      minLines: 25,
      page: 3,
      pageSize: GAMES_PER_PAGE,
    });
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [24, 1],
    [25, 2],
    [49, 3],
  ])('%i games make %i pages of 24', (total, pages) => {
    expect(pageCountOf(total, 24)).toBe(pages);
  });
});
