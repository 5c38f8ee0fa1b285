import { setPaymentPassword } from '@platform/contracts/identity/profile-routes';
import { listMoneyMessages } from '@platform/contracts/member-messages/routes';
import {
  bindBankAccount,
  confirmWithdrawal,
  listBankAccounts,
  listWithdrawals,
  requestWithdrawal,
  uploadProof,
} from '@platform/contracts/withdrawals/routes';
import type {
  BindBankAccountBody,
  ConfirmWithdrawalBody,
  WithdrawalBody,
} from '@platform/contracts/withdrawals/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

export const withdrawalQueries = {
  bankAccounts: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'withdrawal', 'bank-accounts'],
      queryFn: ({ signal }) => callApi(listBankAccounts, { signal }),
    }),
  list: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'withdrawal', 'list'],
      queryFn: ({ signal }) => callApi(listWithdrawals, { query: { pageSize: 10 }, signal }),
    }),
  messages: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'withdrawal', 'messages'],
      queryFn: ({ signal }) =>
        callApi(listMoneyMessages, { query: { topic: 'withdrawal', pageSize: 5 }, signal }),
    }),
};

export const savePaymentPassword = (body: {
  password?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
}) => callApi(setPaymentPassword, { body });

export const bindAccount = (body: BindBankAccountBody) => callApi(bindBankAccount, { body });

export const withdraw = (body: WithdrawalBody) => callApi(requestWithdrawal, { body });

export const sendProof = (withdrawalId: string, image: Blob) =>
  callApi(uploadProof, { body: { withdrawalId, image } });

export const confirmReceipt = (body: ConfirmWithdrawalBody) => callApi(confirmWithdrawal, { body });
