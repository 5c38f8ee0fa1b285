import { describe, expect, it } from 'vitest';
import { FIRST_PLAYERS_PAGE, filterOf } from './search-filter.ts';

describe('filterOf', () => {
  it('keeps the filters, sort and order a saved search sends again, not the page nor the empty ones', () => {
    expect(
      filterOf({
        ...FIRST_PLAYERS_PAGE,
        page: 3,
        size: 100,
        field: 'ip',
        q: '203.0.113.7',
        status: 'LOCKED',
        tag: undefined,
      }),
    ).toEqual({ sort: 'registeredAt', order: 'desc', field: 'ip', q: '203.0.113.7', status: 'LOCKED' });
  });
});
