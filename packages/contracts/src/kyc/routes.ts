import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { FormBody } from '../uploads.ts';
import type {
  ZKycConfirmBody,
  ZKycDecisionBody,
  ZKycFileQuery,
  ZKycMember,
  ZKycMemberQuery,
  ZKycMerchantBody,
  ZKycOpenNext,
  ZKycQueue,
  ZKycQueueQuery,
  ZKycRequestBody,
  ZKycRules,
  ZKycRulesBody,
  ZKycRulesQuery,
  ZKycStatus,
  ZKycUploadBody,
  ZStaffKycDocument,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const kycStatus = defineRoute<Out<typeof ZKycStatus>>({
  method: 'GET',
  path: '/wps/member/kyc',
  auth: 'token',
});

export const uploadKycDocument = defineRoute<
  Out<typeof ZKycStatus>,
  undefined,
  FormBody<In<typeof ZKycUploadBody>>
>({
  method: 'POST',
  path: '/wps/member/kyc/documents',
  auth: 'token',
  multipart: true,
});

export const kycQueue = defineRoute<Out<typeof ZKycQueue>, In<typeof ZKycQueueQuery>>({
  method: 'GET',
  path: '/ops/kyc/queue',
  auth: 'operator',
});

export const openNextKycDocument = defineRoute<
  Out<typeof ZKycOpenNext>,
  undefined,
  In<typeof ZKycMerchantBody>
>({ method: 'POST', path: '/ops/kyc/queue/next', auth: 'operator' });

export const kycDocumentFile = defineRoute<string, In<typeof ZKycFileQuery>>({
  method: 'GET',
  path: '/ops/kyc/documents/file',
  auth: 'operator',
});

export const decideKycDocument = defineRoute<
  Out<typeof ZStaffKycDocument>,
  undefined,
  In<typeof ZKycDecisionBody>
>({ method: 'POST', path: '/ops/kyc/documents/decide', auth: 'operator' });

export const requestKycDocuments = defineRoute<{ sent: true }, undefined, In<typeof ZKycRequestBody>>({
  method: 'POST',
  path: '/ops/kyc/request',
  auth: 'operator',
});

export const confirmKycNameAndAge = defineRoute<
  Out<typeof ZKycMember>,
  undefined,
  In<typeof ZKycConfirmBody>
>({
  method: 'POST',
  path: '/ops/kyc/confirm',
  auth: 'operator',
});

export const kycMember = defineRoute<Out<typeof ZKycMember>, In<typeof ZKycMemberQuery>>({
  method: 'GET',
  path: '/ops/kyc/member',
  auth: 'operator',
});

export const getKycRules = defineRoute<Out<typeof ZKycRules>, In<typeof ZKycRulesQuery>>({
  method: 'GET',
  path: '/ops/kyc/rules',
  auth: 'operator',
});

export const putKycRules = defineRoute<Out<typeof ZKycRules>, undefined, In<typeof ZKycRulesBody>>({
  method: 'PUT',
  path: '/ops/kyc/rules',
  auth: 'operator',
});
