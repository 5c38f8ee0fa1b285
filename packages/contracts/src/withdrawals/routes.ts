import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { FormBody } from '../uploads.ts';
import type {
  ZApproveWithdrawalBody,
  ZBankAccount,
  ZBankAccounts,
  ZBindBankAccountBody,
  ZConfirmWithdrawalBody,
  ZProofBody,
  ZProofs,
  ZProofsQuery,
  ZProofValue,
  ZRejectWithdrawalBody,
  ZReviewWithdrawalBody,
  ZStaffWithdrawal,
  ZStaffWithdrawalList,
  ZStaffWithdrawalsQuery,
  ZWithdrawal,
  ZWithdrawalBody,
  ZWithdrawalDecisionBody,
  ZWithdrawalList,
  ZWithdrawalQueue,
  ZWithdrawalQueueQuery,
  ZWithdrawalSettings,
  ZWithdrawalSettingsBody,
  ZWithdrawalSettingsQuery,
  ZWithdrawalsQuery,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const listBankAccounts = defineRoute<Out<typeof ZBankAccounts>>({
  method: 'GET',
  path: '/wps/member/bank-accounts',
  auth: 'token',
});

export const bindBankAccount = defineRoute<
  Out<typeof ZBankAccount>,
  undefined,
  In<typeof ZBindBankAccountBody>
>({
  method: 'POST',
  path: '/wps/member/bank-accounts',
  auth: 'token',
  encrypted: true,
});

export const requestWithdrawal = defineRoute<Out<typeof ZWithdrawal>, undefined, In<typeof ZWithdrawalBody>>({
  method: 'POST',
  path: '/wps/withdrawals',
  auth: 'token',
  encrypted: true,
});

export const listWithdrawals = defineRoute<Out<typeof ZWithdrawalList>, In<typeof ZWithdrawalsQuery>>({
  method: 'GET',
  path: '/wps/withdrawals',
  auth: 'token',
});

export const listStaffWithdrawals = defineRoute<
  Out<typeof ZStaffWithdrawalList>,
  In<typeof ZStaffWithdrawalsQuery>
>({ method: 'GET', path: '/ops/withdrawals', auth: 'operator' });

export const withdrawalQueue = defineRoute<Out<typeof ZWithdrawalQueue>, In<typeof ZWithdrawalQueueQuery>>({
  method: 'GET',
  path: '/ops/withdrawals/queue',
  auth: 'operator',
});

export const approveWithdrawal = defineRoute<
  Out<typeof ZStaffWithdrawal>,
  undefined,
  In<typeof ZApproveWithdrawalBody>
>({ method: 'POST', path: '/ops/withdrawals/approve', auth: 'operator' });

export const rejectWithdrawal = defineRoute<
  Out<typeof ZStaffWithdrawal>,
  undefined,
  In<typeof ZRejectWithdrawalBody>
>({ method: 'POST', path: '/ops/withdrawals/reject', auth: 'operator' });

export const payWithdrawal = defineRoute<
  Out<typeof ZStaffWithdrawal>,
  undefined,
  In<typeof ZWithdrawalDecisionBody>
>({
  method: 'POST',
  path: '/ops/withdrawals/pay',
  auth: 'operator',
});

export const uploadProof = defineRoute<Out<typeof ZProofValue>, undefined, FormBody<In<typeof ZProofBody>>>({
  method: 'POST',
  path: '/wps/withdrawals/proofs',
  auth: 'token',
  multipart: true,
});

export const confirmWithdrawal = defineRoute<
  Out<typeof ZWithdrawal>,
  undefined,
  In<typeof ZConfirmWithdrawalBody>
>({
  method: 'POST',
  path: '/wps/withdrawals/confirm',
  auth: 'token',
});

export const listProofs = defineRoute<Out<typeof ZProofs>, In<typeof ZProofsQuery>>({
  method: 'GET',
  path: '/ops/withdrawals/proofs',
  auth: 'operator',
});

export const reviewWithdrawal = defineRoute<
  Out<typeof ZStaffWithdrawal>,
  undefined,
  In<typeof ZReviewWithdrawalBody>
>({ method: 'POST', path: '/ops/withdrawals/review', auth: 'operator' });

export const getWithdrawalSettings = defineRoute<
  Out<typeof ZWithdrawalSettings>,
  In<typeof ZWithdrawalSettingsQuery>
>({ method: 'GET', path: '/ops/withdrawals/settings', auth: 'operator' });

export const putWithdrawalSettings = defineRoute<
  Out<typeof ZWithdrawalSettings>,
  undefined,
  In<typeof ZWithdrawalSettingsBody>
>({ method: 'PUT', path: '/ops/withdrawals/settings', auth: 'operator' });
