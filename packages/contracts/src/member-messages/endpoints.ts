import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZMoneyMessages, ZMoneyMessagesQuery, ZMoneyMessagesRead } from './schemas.ts';

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
