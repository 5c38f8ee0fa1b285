import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZOutboxQuery, ZOutboxValue } from './schemas.ts';

export const listOutbox = defineEndpoint(routes.listOutbox, {
  tag: 'operator',
  summary: "A brand's outbox, newest first: the SMS and email messages its built-in provider recorded",
  query: ZOutboxQuery,
  value: ZOutboxValue,
  permission: 'outbox.inspect',
});
