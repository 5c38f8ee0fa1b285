import { describe, expect, it } from 'vitest';
import { pageCountOf, pagedSearch, textFilter } from './paged-search.ts';

describe('pagedSearch', () => {
  const sorts = ['account', 'createdAt'] as const;

  it('reads page, size, sort and order from the URL', () => {
    expect(
      pagedSearch({ page: '3', size: 20, sort: 'createdAt', order: 'desc' }, sorts, { sort: 'account' }),
    ).toEqual({ page: 3, size: 20, sort: 'createdAt', order: 'desc' });
  });

  it('falls back to the defaults for anything missing or hostile', () => {
    expect(
      pagedSearch({ page: '-1', size: 5000, sort: 'password', order: 'up' }, sorts, { sort: 'account' }),
    ).toEqual({ page: 1, size: 200, sort: 'account', order: 'asc' });
    expect(textFilter('  ')).toBeUndefined();
    expect(textFilter(' vip ')).toBe('vip');
  });
});

describe('pageCountOf', () => {
  it('counts the pages of a counted list, and offers the next page of a list that says more follow', () => {
    expect(pageCountOf({ items: [], total: 101, page: 1, size: 50 })).toBe(3);
    expect(pageCountOf({ items: [], total: 0, page: 1, size: 50 })).toBe(1);
    expect(pageCountOf({ items: [], hasMore: true, page: 4, size: 50 })).toBe(5);
    expect(pageCountOf({ items: [], hasMore: false, page: 4, size: 50 })).toBe(4);
  });
});
