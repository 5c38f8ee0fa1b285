import type { RouteQuery, RouteValue } from '@platform/contracts/endpoint';
import {
  decideKycDocument,
  getKycRules,
  kycDocumentFile,
  kycQueue,
  openNextKycDocument,
  putKycRules,
  requestKycDocuments,
} from '@platform/contracts/kyc/routes';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps, downloadOps } from '../../../shared/api/ops-client.ts';

type QueueQuery = NonNullable<RouteQuery<typeof kycQueue>>;
/** One document of the queue, as the server answers it. */
export type KycRow = RouteValue<typeof kycQueue>['documents'][number];

/** Everything under ['kyc'] is read again after a decision or an "open next". */
const kycKeys = {
  all: ['kyc'] as const,
  queue: (query: QueueQuery) => ['kyc', 'queue', query] as const,
};

export function kycQueueQuery(query: QueueQuery) {
  return queryOptions({
    queryKey: kycKeys.queue(query),
    queryFn: ({ signal }) => callOps(kycQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Takes the oldest waiting document for this reviewer (held for them for 10 minutes). */
export function useOpenNext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merchant: string) => callOps(openNextKycDocument, { body: { merchant } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all }),
  });
}

/** Approves, or rejects with the reason the member reads; audited on the member. */
export function useKycDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      merchant: string;
      documentId: string;
      decision: 'approve' | 'reject';
      reason?: string;
    }) => callOps(decideKycDocument, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all }),
  });
}

/** Messages the member what to upload (the message is audited). */
export function useRequestDocuments() {
  return useMutation({
    mutationFn: (body: { merchant: string; memberAccount: string; title: string; content: string }) =>
      callOps(requestKycDocuments, { body }),
  });
}

/** Saves the document's file with the staff token: it is never served where a link alone could open it. */
export const downloadDocument = (merchant: string, documentId: string) =>
  downloadOps(kycDocumentFile, { merchant, documentId });

/** The brand's KYC rules: which level any withdrawal, a large one, or deposits in total need. */
export function kycRulesQuery(merchant: string) {
  return queryOptions({
    queryKey: ['kyc', 'rules', merchant] as const,
    queryFn: ({ signal }) => callOps(getKycRules, { query: { merchant }, signal }),
  });
}

export type KycRule = RouteValue<typeof getKycRules>['rules'][number];

/** Replaces the brand's rules (kyc.rules.manage; audited). */
export function useSaveKycRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchant: string; rules: KycRule[] }) => callOps(putKycRules, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all }),
  });
}
