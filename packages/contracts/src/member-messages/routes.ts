import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZMoneyMessages, ZMoneyMessagesQuery, ZMoneyMessagesRead } from './schemas.ts';

export const listMoneyMessages = defineRoute<
  z.output<typeof ZMoneyMessages>,
  z.input<typeof ZMoneyMessagesQuery>
>({ method: 'GET', path: '/wps/member/messages/money', auth: 'token' });

export const readMoneyMessages = defineRoute<z.output<typeof ZMoneyMessagesRead>>({
  method: 'POST',
  path: '/wps/member/messages/money/read',
  auth: 'token',
});
