import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZBalanceAdjustmentBody, ZBalanceAdjustmentValue } from './schemas.ts';

export const adjustBalance = defineEndpoint(routes.adjustBalance, {
  tag: 'operator',
  summary:
    "Asks to credit or debit a member's main wallet, with a reason: the money moves when another staff member approves (/ops/approvals/approve)",
  body: ZBalanceAdjustmentBody,
  value: ZBalanceAdjustmentValue,
  permission: 'balance.adjust',
});
