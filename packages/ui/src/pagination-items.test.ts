import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './pagination-items.ts';

/** Writes items the way a reader sees them: `1 … 4 5 6 … 10`. */
function show(items: PaginationItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('paginationItems (range 3, margin 1 by default)', () => {
  it('lists every page when they all fit', () => {
    expect(show(paginationItems({ page: 1, pageCount: 1 }))).toBe('1');
    expect(show(paginationItems({ page: 2, pageCount: 2 }))).toBe('1 2');
    expect(show(paginationItems({ page: 3, pageCount: 5 }))).toBe('1 2 3 4 5');
  });

  it('keeps the window at the start and the end, with one gap', () => {
    expect(show(paginationItems({ page: 1, pageCount: 10 }))).toBe('1 2 3 … 10');
    expect(show(paginationItems({ page: 10, pageCount: 10 }))).toBe('1 … 8 9 10');
  });

  it('centres the window with a gap on each side in the middle', () => {
    expect(show(paginationItems({ page: 5, pageCount: 10 }))).toBe('1 … 4 5 6 … 10');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(show(paginationItems({ page: 4, pageCount: 10 }))).toBe('1 2 3 4 5 … 10');
    expect(show(paginationItems({ page: 7, pageCount: 10 }))).toBe('1 … 6 7 8 9 10');
  });

  it('names the gaps so they can be keyed', () => {
    const gaps = paginationItems({ page: 5, pageCount: 10 }).filter((item) => item.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', key: 'start' },
      { kind: 'gap', key: 'end' },
    ]);
  });

  it('honours other ranges and margins', () => {
    expect(show(paginationItems({ page: 10, pageCount: 20, range: 5, margin: 2 }))).toBe(
      '1 2 … 8 9 10 11 12 … 19 20',
    );
    expect(show(paginationItems({ page: 1, pageCount: 4, range: 1, margin: 0 }))).toBe('1 …');
  });

  it('clamps a page outside the list and returns nothing without pages', () => {
    expect(show(paginationItems({ page: 99, pageCount: 10 }))).toBe('1 … 8 9 10');
    expect(show(paginationItems({ page: 0, pageCount: 10 }))).toBe('1 2 3 … 10');
    expect(paginationItems({ page: 1, pageCount: 0 })).toEqual([]);
  });
});
