import { listOutbox } from '@platform/contracts/messaging/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { resolveMerchant } from '../system/service.ts';
import * as messaging from './service.ts';

export function messagingRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(listOutbox, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    const merchant = await resolveMerchant(db, { code: query.merchant, host: '' });
    const mayRead = merchant && (staff.allBrands || staff.merchantIds.includes(merchant.id));
    // Staff limited to some brands are not told whether another brand exists.
    if (!mayRead) throw new AppError(staff.allBrands ? 'merchant.not.found' : 'access.forbidden');
    const messages = await messaging.listOutbox(db, merchant.id, {
      ...(query.channel ? { channel: query.channel } : {}),
      ...(query.recipient ? { recipient: query.recipient } : {}),
      limit: query.limit,
    });
    return {
      messages: messages.map((message) => ({
        ...message,
        id: String(message.id),
        createdAt: message.createdAt.toISOString(),
      })),
    };
  });
}
