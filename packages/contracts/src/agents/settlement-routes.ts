import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZOfferBody } from './contract-schemas.ts';
import type {
  ZPayPreview,
  ZSettlementRerun,
  ZSettlementRerunBody,
  ZSettlementRuns,
  ZSettlementRunsQuery,
  ZSettlements,
  ZSettlementsQuery,
} from './settlement-schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const listSettlements = defineRoute<Out<typeof ZSettlements>, In<typeof ZSettlementsQuery>>({
  method: 'GET',
  path: '/wps/agent/settlements',
  auth: 'token',
});

export const previewContractPay = defineRoute<Out<typeof ZPayPreview>, undefined, In<typeof ZOfferBody>>({
  method: 'POST',
  path: '/wps/agent/contracts/preview-pay',
  auth: 'token',
});

export const listSettlementRuns = defineRoute<Out<typeof ZSettlementRuns>, In<typeof ZSettlementRunsQuery>>({
  method: 'GET',
  path: '/ops/agents/settlements',
  auth: 'operator',
});

export const rerunSettlement = defineRoute<
  Out<typeof ZSettlementRerun>,
  undefined,
  In<typeof ZSettlementRerunBody>
>({ method: 'POST', path: '/ops/agents/settlements/rerun', auth: 'operator' });
