import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import {
  createPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from '@platform/contracts/payments/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type MethodsQuery = NonNullable<RouteQuery<typeof listPaymentMethods>>;

const paymentKeys = {
  all: ['payments'] as const,
  methods: (query: MethodsQuery) => ['payments', 'methods', query] as const,
};

export function paymentMethodsQuery(query: MethodsQuery) {
  return queryOptions({
    queryKey: paymentKeys.methods(query),
    queryFn: ({ signal }) => callOps(listPaymentMethods, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function usePaymentWrite<TBody, TValue>(write: (body: TBody) => Promise<TValue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const useCreateMethod = () =>
  usePaymentWrite((body: RouteBody<typeof createPaymentMethod>) => callOps(createPaymentMethod, { body }));
export const useUpdateMethod = () =>
  usePaymentWrite((body: RouteBody<typeof updatePaymentMethod>) => callOps(updatePaymentMethod, { body }));
