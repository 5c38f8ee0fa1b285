import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZConfirmDepositBody,
  ZDeposit,
  ZDepositBody,
  ZDepositCallbacks,
  ZDepositCallbacksQuery,
  ZDepositList,
  ZDepositMethods,
  ZDepositQueue,
  ZDepositQueueQuery,
  ZDepositStatusQuery,
  ZDepositStatusQueryBody,
  ZDepositsQuery,
  ZRejectDepositBody,
  ZStaffDeposit,
  ZStaffDepositList,
  ZStaffDepositsQuery,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const listDepositMethods = defineRoute<Out<typeof ZDepositMethods>>({
  method: 'GET',
  path: '/wps/deposits/methods',
  auth: 'token',
});

export const createDeposit = defineRoute<Out<typeof ZDeposit>, undefined, In<typeof ZDepositBody>>({
  method: 'POST',
  path: '/wps/deposits',
  auth: 'token',
});

export const listDeposits = defineRoute<Out<typeof ZDepositList>, In<typeof ZDepositsQuery>>({
  method: 'GET',
  path: '/wps/deposits',
  auth: 'token',
});

export const listStaffDeposits = defineRoute<Out<typeof ZStaffDepositList>, In<typeof ZStaffDepositsQuery>>({
  method: 'GET',
  path: '/ops/deposits',
  auth: 'operator',
});

export const confirmDeposit = defineRoute<
  Out<typeof ZStaffDeposit>,
  undefined,
  In<typeof ZConfirmDepositBody>
>({
  method: 'POST',
  path: '/ops/deposits/confirm',
  auth: 'operator',
});

export const rejectDeposit = defineRoute<Out<typeof ZStaffDeposit>, undefined, In<typeof ZRejectDepositBody>>(
  {
    method: 'POST',
    path: '/ops/deposits/reject',
    auth: 'operator',
  },
);

export const depositQueue = defineRoute<Out<typeof ZDepositQueue>, In<typeof ZDepositQueueQuery>>({
  method: 'GET',
  path: '/ops/deposits/queue',
  auth: 'operator',
});

export const depositCallbacks = defineRoute<Out<typeof ZDepositCallbacks>, In<typeof ZDepositCallbacksQuery>>(
  {
    method: 'GET',
    path: '/ops/deposits/callbacks',
    auth: 'operator',
  },
);

export const queryDepositStatus = defineRoute<
  Out<typeof ZDepositStatusQuery>,
  undefined,
  In<typeof ZDepositStatusQueryBody>
>({ method: 'POST', path: '/ops/deposits/status-query', auth: 'operator' });
