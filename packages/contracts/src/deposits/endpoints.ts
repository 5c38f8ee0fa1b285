import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZConfirmDepositBody,
  ZDeposit,
  ZDepositBody,
  ZDepositCallbacks,
  ZDepositCallbacksQuery,
  ZDepositList,
  ZDepositMethods,
  ZDepositQueue,
  ZDepositQueueQuery,
  ZDepositStatusQuery,
  ZDepositStatusQueryBody,
  ZDepositsQuery,
  ZRejectDepositBody,
  ZStaffDeposit,
  ZStaffDepositList,
  ZStaffDepositsQuery,
} from './schemas.ts';

export const listDepositMethods = defineEndpoint(routes.listDepositMethods, {
  tag: 'wallet',
  summary: "The brand's deposit methods with their limits; a bank transfer shows the account to pay into",
  value: ZDepositMethods,
});

export const createDeposit = defineEndpoint(routes.createDeposit, {
  tag: 'wallet',
  summary: 'Starts a deposit: a bank transfer waits for staff, an online payment answers where to pay',
  body: ZDepositBody,
  value: ZDeposit,
});

export const listDeposits = defineEndpoint(routes.listDeposits, {
  tag: 'wallet',
  summary: "The member's deposits, newest first",
  query: ZDepositsQuery,
  value: ZDepositList,
});

export const listStaffDeposits = defineEndpoint(routes.listStaffDeposits, {
  tag: 'operator',
  summary: "A brand's deposits, newest first, by status",
  query: ZStaffDepositsQuery,
  value: ZStaffDepositList,
  permission: 'deposits.read',
});

export const confirmDeposit = defineEndpoint(routes.confirmDeposit, {
  tag: 'operator',
  summary:
    'Confirms a pending bank transfer (optionally with the amount that arrived) and credits the member',
  body: ZConfirmDepositBody,
  value: ZStaffDeposit,
  permission: 'deposits.decide',
});

export const rejectDeposit = defineEndpoint(routes.rejectDeposit, {
  tag: 'operator',
  summary: 'Rejects a pending bank transfer with a reason',
  body: ZRejectDepositBody,
  value: ZStaffDeposit,
  permission: 'deposits.decide',
});

export const depositQueue = defineEndpoint(routes.depositQueue, {
  tag: 'operator',
  summary:
    'The deposit queue: bank transfers to confirm or reject and online-payment orders with their callback count; filtered, sorted and paged',
  query: ZDepositQueueQuery,
  value: ZDepositQueue,
  permission: 'deposits.read',
});

export const depositCallbacks = defineEndpoint(routes.depositCallbacks, {
  tag: 'operator',
  summary: "The payment gateway's callbacks for one online deposit, as received, oldest first",
  query: ZDepositCallbacksQuery,
  value: ZDepositCallbacks,
  permission: 'deposits.read',
});

export const queryDepositStatus = defineEndpoint(routes.queryDepositStatus, {
  tag: 'operator',
  summary:
    "Asks the payment gateway for an online order's state now and applies it as a callback would (a payment it holds is credited once)",
  body: ZDepositStatusQueryBody,
  value: ZDepositStatusQuery,
  permission: 'deposits.decide',
});
