import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

export const listMoneyMessages = defineEndpoint(routes.listMoneyMessages, {
  tag: 'wallet',
  summary: "The member's deposit and withdrawal messages, newest first, with how many are unread",
  query: ZMoneyMessagesQuery,
  value: ZMoneyMessages,
});

export const readMoneyMessages = defineEndpoint(routes.readMoneyMessages, {
  tag: 'wallet',
  summary: "Marks all the member's deposit and withdrawal messages read",
  value: ZMoneyMessagesRead,
});

export const listPlatformMessages = defineEndpoint(routes.listPlatformMessages, {
  tag: 'member',
  summary:
    "The platform messages to the member or the member's whole brand, newest first, with the unread count",
  query: ZPlatformMessagesQuery,
  value: ZPlatformMessages,
});

export const readPlatformMessages = defineEndpoint(routes.readPlatformMessages, {
  tag: 'member',
  summary: 'Marks the named platform messages read, or all of them',
  body: ZReadPlatformMessagesBody,
  value: ZMoneyMessagesRead,
});

export const unreadCount = defineEndpoint(routes.unreadCount, {
  tag: 'member',
  summary: "How many of the member's messages are unread, for the header",
  value: ZUnreadCount,
});

export const sendPlatformMessage = defineEndpoint(routes.sendPlatformMessage, {
  tag: 'operator',
  summary: 'Sends a platform message to one member or to every member of the brand',
  body: ZSendPlatformMessageBody,
  value: ZSentPlatformMessage,
  permission: 'messages.send',
});
