import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZMoneyMessages,
  ZMoneyMessagesQuery,
  ZMoneyMessagesRead,
  ZPlatformMessages,
  ZPlatformMessagesQuery,
  ZReadPlatformMessagesBody,
  ZSendPlatformMessageBody,
  ZSentPlatformMessage,
  ZUnreadCount,
} from './schemas.ts';

export const listMoneyMessages = defineRoute<
  z.output<typeof ZMoneyMessages>,
  z.input<typeof ZMoneyMessagesQuery>
>({ method: 'GET', path: '/wps/member/messages/money', auth: 'token' });

export const readMoneyMessages = defineRoute<z.output<typeof ZMoneyMessagesRead>>({
  method: 'POST',
  path: '/wps/member/messages/money/read',
  auth: 'token',
});

export const listPlatformMessages = defineRoute<
  z.output<typeof ZPlatformMessages>,
  z.input<typeof ZPlatformMessagesQuery>
>({ method: 'GET', path: '/wps/member/messages', auth: 'token' });

export const readPlatformMessages = defineRoute<
  z.output<typeof ZMoneyMessagesRead>,
  undefined,
  z.input<typeof ZReadPlatformMessagesBody>
>({ method: 'POST', path: '/wps/member/messages/read', auth: 'token' });

/** The spec's relay call for the header's unread count. */
export const unreadCount = defineRoute<z.output<typeof ZUnreadCount>>({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'token',
});

export const sendPlatformMessage = defineRoute<
  z.output<typeof ZSentPlatformMessage>,
  undefined,
  z.input<typeof ZSendPlatformMessageBody>
>({ method: 'POST', path: '/ops/messages', auth: 'operator' });
