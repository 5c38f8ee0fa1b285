import { createDeposit, listDepositMethods, listDeposits } from '@platform/contracts/deposits/routes';
import type { DepositBody } from '@platform/contracts/deposits/schemas';
import { listMoneyMessages } from '@platform/contracts/member-messages/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

export const depositQueries = {
  methods: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'deposit', 'methods'],
      queryFn: ({ signal }) => callApi(listDepositMethods, { signal }),
      staleTime: 5 * 60_000,
    }),
  list: (page: number) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'deposit', 'list', page],
      queryFn: ({ signal }) => callApi(listDeposits, { query: { page, pageSize: 5 }, signal }),
    }),
  messages: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'deposit', 'messages'],
      queryFn: ({ signal }) =>
        callApi(listMoneyMessages, { query: { topic: 'deposit', pageSize: 5 }, signal }),
    }),
};

export const startDeposit = (body: DepositBody) => callApi(createDeposit, { body });
