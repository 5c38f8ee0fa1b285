import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZRecords,
  ZRecordsQuery,
  ZRecordsSummary,
  ZRecordsSummaryQuery,
  ZWalletBalance,
  ZWalletTransferBody,
  ZWalletTransferValue,
} from './schemas.ts';

export const getWalletBalance = defineEndpoint(routes.getWalletBalance, {
  tag: 'wallet',
  summary: "The member's balance: the sum, and each wallet's",
  value: ZWalletBalance,
});

export const walletTransfer = defineEndpoint(routes.walletTransfer, {
  tag: 'wallet',
  summary:
    'Moves money between the main wallet and a vendor wallet, or every vendor wallet to main (not on single-wallet brands)',
  body: ZWalletTransferBody,
  value: ZWalletTransferValue,
});

export const listRecords = defineEndpoint(routes.listRecords, {
  tag: 'wallet',
  summary: "The member's account record: every movement of their wallets in a date range, newest first",
  query: ZRecordsQuery,
  value: ZRecords,
});

export const recordsSummary = defineEndpoint(routes.recordsSummary, {
  tag: 'wallet',
  summary: "Profit and loss: the main wallet's movements over a date range, summed by type",
  query: ZRecordsSummaryQuery,
  value: ZRecordsSummary,
});
