import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZAffectedContracts,
  ZConsolidatedContracts,
  ZContract,
  ZContractList,
  ZContractRef,
  ZContractsQuery,
  ZDecisionBody,
  ZOfferBody,
} from './contract-schemas.ts';
import type {
  ZAffiliateCodeBody,
  ZAffiliateCodes,
  ZAffiliateQuery,
  ZAffiliateValue,
  ZAgentTransferValue,
  ZDownlineTransferBody,
  ZRegisterCenterBody,
  ZRegisterCenterValue,
  ZTeamList,
  ZTeamMember,
  ZTeamMemberQuery,
  ZTeamQuery,
  ZTopAgentBody,
  ZToUplineBody,
  ZUplineTransferBody,
  ZWalkInUpline,
  ZWalkInUplineBody,
  ZWalkInUplineQuery,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const checkAffiliate = defineRoute<z.output<typeof ZAffiliateValue>, z.input<typeof ZAffiliateQuery>>({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
});

export const listAffiliateCodes = defineRoute<Out<typeof ZAffiliateCodes>>({
  method: 'GET',
  path: '/wps/agent/affiliate/codes',
  auth: 'token',
});

export const addAffiliateCode = defineRoute<
  Out<typeof ZAffiliateCodes>,
  undefined,
  In<typeof ZAffiliateCodeBody>
>({
  method: 'PUT',
  path: '/wps/agent/affiliate/codes',
  auth: 'token',
});

export const registerCenter = defineRoute<
  Out<typeof ZRegisterCenterValue>,
  undefined,
  In<typeof ZRegisterCenterBody>
>({ method: 'PUT', path: '/wps/agent/register', auth: 'token', encrypted: true });

export const teamList = defineRoute<Out<typeof ZTeamList>, In<typeof ZTeamQuery>>({
  method: 'GET',
  path: '/wps/agent/team',
  auth: 'token',
});

export const teamMember = defineRoute<Out<typeof ZTeamMember>, In<typeof ZTeamMemberQuery>>({
  method: 'GET',
  path: '/wps/agent/team/member',
  auth: 'token',
});

export const setToUpline = defineRoute<Out<typeof ZTeamMember>, undefined, In<typeof ZToUplineBody>>({
  method: 'PUT',
  path: '/wps/agent/team/to-upline',
  auth: 'token',
});

export const transferToDownline = defineRoute<
  Out<typeof ZAgentTransferValue>,
  undefined,
  In<typeof ZDownlineTransferBody>
>({ method: 'POST', path: '/wps/agent/transfer/downline', auth: 'token', encrypted: true });

export const transferToUpline = defineRoute<
  Out<typeof ZAgentTransferValue>,
  undefined,
  In<typeof ZUplineTransferBody>
>({ method: 'POST', path: '/wps/member/transfer/upline', auth: 'token', encrypted: true });

export const listContracts = defineRoute<Out<typeof ZContractList>, In<typeof ZContractsQuery>>({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'token',
});

export const offerContract = defineRoute<Out<typeof ZContract>, undefined, In<typeof ZOfferBody>>({
  method: 'PUT',
  path: '/wps/agent/contracts',
  auth: 'token',
});

export const previewOffer = defineRoute<Out<typeof ZAffectedContracts>, undefined, In<typeof ZOfferBody>>({
  method: 'POST',
  path: '/wps/agent/contracts/preview',
  auth: 'token',
});

export const affectedBySigning = defineRoute<Out<typeof ZAffectedContracts>, In<typeof ZContractRef>>({
  method: 'GET',
  path: '/wps/agent/contracts/affected',
  auth: 'token',
});

export const decideContract = defineRoute<Out<typeof ZContract>, undefined, In<typeof ZDecisionBody>>({
  method: 'POST',
  path: '/wps/agent/contracts/decide',
  auth: 'token',
});

export const terminateContract = defineRoute<Out<typeof ZContract>, undefined, In<typeof ZContractRef>>({
  method: 'POST',
  path: '/wps/agent/contracts/terminate',
  auth: 'token',
});

export const consolidatedContracts = defineRoute<Out<typeof ZConsolidatedContracts>>({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'token',
});

export const getWalkInUpline = defineRoute<
  z.output<typeof ZWalkInUpline>,
  z.input<typeof ZWalkInUplineQuery>
>({ method: 'GET', path: '/ops/agents/walk-in-upline', auth: 'operator' });

export const putWalkInUpline = defineRoute<
  z.output<typeof ZWalkInUpline>,
  undefined,
  z.input<typeof ZWalkInUplineBody>
>({ method: 'PUT', path: '/ops/agents/walk-in-upline', auth: 'operator' });

export const openTopAgent = defineRoute<
  z.output<typeof ZRegisterCenterValue>,
  undefined,
  z.input<typeof ZTopAgentBody>
>({ method: 'POST', path: '/ops/agents', auth: 'operator' });
