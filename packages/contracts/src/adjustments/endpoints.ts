import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZBalanceAdjustmentBody, ZBalanceAdjustmentValue } from './schemas.ts';

export const adjustBalance = defineEndpoint(routes.adjustBalance, {
  tag: 'operator',
  summary: "Credits or debits a member's main wallet with a reason, recorded in the ledger and the audit log",
  body: ZBalanceAdjustmentBody,
  value: ZBalanceAdjustmentValue,
  permission: 'balance.adjust',
});
