import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZRecords,
  ZRecordsQuery,
  ZRecordsSummary,
  ZRecordsSummaryQuery,
  ZWalletBalance,
  ZWalletTransferBody,
  ZWalletTransferValue,
} from './schemas.ts';

export const getWalletBalance = defineRoute<z.output<typeof ZWalletBalance>>({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'token',
});

export const walletTransfer = defineRoute<
  z.output<typeof ZWalletTransferValue>,
  undefined,
  z.input<typeof ZWalletTransferBody>
>({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', auth: 'token' });

export const listRecords = defineRoute<z.output<typeof ZRecords>, z.input<typeof ZRecordsQuery>>({
  method: 'GET',
  path: '/wps/member/records',
  auth: 'token',
});

export const recordsSummary = defineRoute<
  z.output<typeof ZRecordsSummary>,
  z.input<typeof ZRecordsSummaryQuery>
>({
  method: 'GET',
  path: '/wps/member/records/summary',
  auth: 'token',
});
