import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

export const listBankAccounts = defineEndpoint(routes.listBankAccounts, {
  tag: 'wallet',
  summary: "The member's bound bank accounts, masked",
  value: ZBankAccounts,
});

export const bindBankAccount = defineEndpoint(routes.bindBankAccount, {
  tag: 'wallet',
  summary:
    "Binds a bank account in the member's full name, confirmed with the payment password; binding cannot be undone",
  body: ZBindBankAccountBody,
  value: ZBankAccount,
});

export const requestWithdrawal = defineEndpoint(routes.requestWithdrawal, {
  tag: 'wallet',
  summary: 'Asks to withdraw to a bound account; the money is held from the main wallet at once',
  body: ZWithdrawalBody,
  value: ZWithdrawal,
});

export const listWithdrawals = defineEndpoint(routes.listWithdrawals, {
  tag: 'wallet',
  summary: "The member's withdrawals, newest first, with the brand's limits",
  query: ZWithdrawalsQuery,
  value: ZWithdrawalList,
});

export const listStaffWithdrawals = defineEndpoint(routes.listStaffWithdrawals, {
  tag: 'operator',
  summary: "A brand's withdrawals, newest first, by status, with the account to pay into",
  query: ZStaffWithdrawalsQuery,
  value: ZStaffWithdrawalList,
  permission: 'withdrawals.read',
});

export const withdrawalQueue = defineEndpoint(routes.withdrawalQueue, {
  tag: 'operator',
  summary:
    'The withdrawal queue with risk signals per withdrawal (new account, open bonus, large win, shared bank account, first withdrawal); filtered, sorted and paged',
  query: ZWithdrawalQueueQuery,
  value: ZWithdrawalQueue,
  permission: 'withdrawals.read',
});

export const approveWithdrawal = defineEndpoint(routes.approveWithdrawal, {
  tag: 'operator',
  summary:
    "Approves a pending withdrawal for payment; the member is told. From the brand's four-eyes amount it opens a request instead (reason required), which another staff member approves at /ops/approvals (pendingApproval)",
  body: ZApproveWithdrawalBody,
  value: ZStaffWithdrawal,
  permission: 'withdrawals.approve',
});

export const rejectWithdrawal = defineEndpoint(routes.rejectWithdrawal, {
  tag: 'operator',
  summary:
    'Rejects a pending or approved withdrawal with a reason; the held money returns to the main wallet',
  body: ZRejectWithdrawalBody,
  value: ZStaffWithdrawal,
  permission: 'withdrawals.reject',
});

export const payWithdrawal = defineEndpoint(routes.payWithdrawal, {
  tag: 'operator',
  summary: 'Records that an approved withdrawal was paid out; the held money leaves the platform',
  body: ZWithdrawalDecisionBody,
  value: ZStaffWithdrawal,
  permission: 'withdrawals.pay',
});

export const uploadProof = defineEndpoint(routes.uploadProof, {
  tag: 'wallet',
  summary:
    'Adds a proof image (PNG or JPEG, 5 MB at most, 3 per withdrawal) to a paid withdrawal not yet confirmed',
  body: ZProofBody,
  value: ZProofValue,
});

export const confirmWithdrawal = defineEndpoint(routes.confirmWithdrawal, {
  tag: 'wallet',
  summary:
    'Confirms a paid withdrawal: received, partly received (with the amount), or not received (with proof)',
  body: ZConfirmWithdrawalBody,
  value: ZWithdrawal,
});

export const listProofs = defineEndpoint(routes.listProofs, {
  tag: 'operator',
  summary: "A withdrawal's proof images, as data URLs",
  query: ZProofsQuery,
  value: ZProofs,
  permission: 'withdrawals.read',
});

export const reviewWithdrawal = defineEndpoint(routes.reviewWithdrawal, {
  tag: 'operator',
  summary:
    "Settles a member's claim that a payment did not (fully) arrive: the payment stands, or the rest is refunded (from the brand's four-eyes amount, a request another staff member approves at /ops/approvals)",
  body: ZReviewWithdrawalBody,
  value: ZStaffWithdrawal,
  permission: 'withdrawals.review',
});

export const getWithdrawalSettings = defineEndpoint(routes.getWithdrawalSettings, {
  tag: 'operator',
  summary: "A brand's withdrawal settings: the minutes before an unconfirmed payment counts as received",
  query: ZWithdrawalSettingsQuery,
  value: ZWithdrawalSettings,
  permission: 'withdrawals.settings.read',
});

export const putWithdrawalSettings = defineEndpoint(routes.putWithdrawalSettings, {
  tag: 'operator',
  summary: "Sets a brand's withdrawal settings, recorded in the staff audit log with the value before",
  body: ZWithdrawalSettingsBody,
  value: ZWithdrawalSettings,
  permission: 'withdrawals.settings.manage',
});
