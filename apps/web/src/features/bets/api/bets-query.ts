import type { BetsQuery } from '@platform/contracts/games/bets';
import { listBets } from '@platform/contracts/games/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

/** The member's betting record: it changes with every round, so it is read when shown. */
export const betsQuery = (query: BetsQuery, language: string) =>
  queryOptions({
    queryKey: [...MEMBER_DATA, 'bets', language, query],
    queryFn: ({ signal }) => callApi(listBets, { query, signal }),
  });
