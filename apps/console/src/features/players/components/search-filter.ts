import type { PLAYER_SEARCH_FIELDS, PLAYER_SORT_KEYS } from '@platform/contracts/players/schemas';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import type { PlayerStatus } from '../api/players-queries.ts';

export type PlayerSort = (typeof PLAYER_SORT_KEYS)[number];
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

/** What the search page keeps in the URL beside the paging: the filters a saved search keeps. */
export type PlayerFilter = {
  field?: PlayerSearchField | undefined;
  q?: string | undefined;
  match?: 'prefix' | 'contains' | undefined;
  status?: PlayerStatus | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  agent?: string | undefined;
  tag?: string | undefined;
};
export type PlayerSearch = PagedSearch<PlayerSort> & PlayerFilter;

/** Every filter a saved search may hold, cleared when another is applied. */
export const NO_FILTER: Record<keyof PlayerFilter, undefined> = {
  field: undefined,
  q: undefined,
  match: undefined,
  status: undefined,
  registeredFrom: undefined,
  registeredTo: undefined,
  agent: undefined,
  tag: undefined,
};

/** The search as a saved search keeps it: its filters, sort and order, without the page. */
export function filterOf(search: PlayerSearch): Record<string, string> {
  const { page: _, size: __, ...filter } = search;
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The search page as a link opens it: the newest registrations first, no filter. */
export const FIRST_PLAYERS_PAGE: PlayerSearch = { page: 1, size: 50, sort: 'registeredAt', order: 'desc' };
