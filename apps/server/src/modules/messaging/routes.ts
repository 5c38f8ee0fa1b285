import { listOutbox } from '@platform/contracts/messaging/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as messaging from './service.ts';

export function messagingRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  registerOperatorEndpoint(listOutbox, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
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
        sentAt: message.sentAt?.toISOString() ?? null,
      })),
    };
  });
}
