import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import {
  createPaymentMethod,
  listPaymentMethods,
  listWithdrawalMethods,
  putWithdrawalMethod,
  updatePaymentMethod,
} from '@platform/contracts/payments/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type MethodsQuery = NonNullable<RouteQuery<typeof listPaymentMethods>>;

const paymentKeys = {
  all: ['payments'] as const,
  methods: (query: MethodsQuery) => ['payments', 'methods', query] as const,
  withdrawalMethods: (merchant: string) => ['payments', 'withdrawal-methods', merchant] as const,
};

export function paymentMethodsQuery(query: MethodsQuery) {
  return queryOptions({
    queryKey: paymentKeys.methods(query),
    queryFn: ({ signal }) => callOps(listPaymentMethods, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The brand's withdrawal methods: every way out the platform pays by, as the brand set it. */
export function withdrawalMethodsQuery(merchant: string) {
  return queryOptions({
    queryKey: paymentKeys.withdrawalMethods(merchant),
    queryFn: ({ signal }) => callOps(listWithdrawalMethods, { query: { merchant }, signal }),
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
export const useWithdrawalMethod = () =>
  usePaymentWrite((body: RouteBody<typeof putWithdrawalMethod>) => callOps(putWithdrawalMethod, { body }));
