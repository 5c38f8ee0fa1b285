import { describe, expect, it } from 'vitest';
import { pagedSearch, textFilter } from './paged-search.ts';

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
