import { defineEndpoint } from '../endpoint.ts';
import {
  ZAffectedContracts,
  ZConsolidatedContracts,
  ZContract,
  ZContractList,
  ZContractRef,
  ZContractsQuery,
  ZDecisionBody,
  ZOfferBody,
} from './contract-schemas.ts';
import * as routes from './routes.ts';
import {
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

const tag = 'agents';

export const checkAffiliate = defineEndpoint(routes.checkAffiliate, {
  tag,
  summary:
    'Whether an affiliate (invitation) code is live on the brand; the registration form hides the field when it is',
  query: ZAffiliateQuery,
  value: ZAffiliateValue,
});

export const listAffiliateCodes = defineEndpoint(routes.listAffiliateCodes, {
  tag,
  summary: "The agent's affiliate codes, read by the registration form's affiliate check",
  value: ZAffiliateCodes,
});

export const addAffiliateCode = defineEndpoint(routes.addAffiliateCode, {
  tag,
  summary: 'Adds an affiliate code (4 to 16 letters and digits, unique on the brand whatever the case)',
  body: ZAffiliateCodeBody,
  value: ZAffiliateCodes,
});

export const registerCenter = defineEndpoint(routes.registerCenter, {
  tag,
  summary: 'Opens a sub-account (member or agent) under the agent, with a one-time initial password',
  body: ZRegisterCenterBody,
  value: ZRegisterCenterValue,
});

export const teamList = defineEndpoint(routes.teamList, {
  tag,
  summary: "The agent's downline, one level or all, with balances; anyone outside it is forbidden",
  query: ZTeamQuery,
  value: ZTeamList,
});

export const teamMember = defineEndpoint(routes.teamMember, {
  tag,
  summary: 'One member of the downline (or the agent itself); anyone else is forbidden',
  query: ZTeamMemberQuery,
  value: ZTeamMember,
});

export const setToUpline = defineEndpoint(routes.setToUpline, {
  tag,
  summary: 'Lets a direct downline member transfer to the agent, or stops it',
  body: ZToUplineBody,
  value: ZTeamMember,
});

export const transferToDownline = defineEndpoint(routes.transferToDownline, {
  tag,
  summary: "Moves money from the agent's main wallet to a downline member's (payment password, idempotent)",
  body: ZDownlineTransferBody,
  value: ZAgentTransferValue,
});

export const transferToUpline = defineEndpoint(routes.transferToUpline, {
  tag,
  summary: "Moves money to the upline's main wallet: agents always, members where their upline allows it",
  body: ZUplineTransferBody,
  value: ZAgentTransferValue,
});

export const listContracts = defineEndpoint(routes.listContracts, {
  tag,
  summary: 'Contracts the agent holds from its upline and gave to its direct downline',
  query: ZContractsQuery,
  value: ZContractList,
});

export const offerContract = defineEndpoint(routes.offerContract, {
  tag,
  summary: 'Offers a contract to a direct downline agent, who accepts or rejects it',
  body: ZOfferBody,
  value: ZContract,
});

export const previewOffer = defineEndpoint(routes.previewOffer, {
  tag,
  summary: "Which of the downline agent's own downline contracts signing this offer would end",
  body: ZOfferBody,
  value: ZAffectedContracts,
});

export const affectedBySigning = defineEndpoint(routes.affectedBySigning, {
  tag,
  summary: 'Which downline contracts accepting this offer would end: the list the sign call must confirm',
  query: ZContractRef,
  value: ZAffectedContracts,
});

export const decideContract = defineEndpoint(routes.decideContract, {
  tag,
  summary: 'The lower level accepts or rejects an offer or a termination request',
  body: ZDecisionBody,
  value: ZContract,
});

export const terminateContract = defineEndpoint(routes.terminateContract, {
  tag,
  summary: 'The upper level asks to end a contract in force; the lower level accepts or rejects it',
  body: ZContractRef,
  value: ZContract,
});

export const consolidatedContracts = defineEndpoint(routes.consolidatedContracts, {
  tag,
  summary: 'Which contract menus and request badges the site shows',
  value: ZConsolidatedContracts,
});

export const openTopAgent = defineEndpoint(routes.openTopAgent, {
  tag: 'operator',
  summary:
    "Opens an agent at the top of a brand's tree, with a one-time initial password for staff to hand over; audited",
  body: ZTopAgentBody,
  value: ZRegisterCenterValue,
  permission: 'agents.manage',
});

export const getWalkInUpline = defineEndpoint(routes.getWalkInUpline, {
  tag: 'operator',
  summary: 'The agent members who register without an affiliate code are filed under, if the brand names one',
  query: ZWalkInUplineQuery,
  value: ZWalkInUpline,
  permission: 'agents.read',
});

export const putWalkInUpline = defineEndpoint(routes.putWalkInUpline, {
  tag: 'operator',
  summary:
    'Names the active agent that members registering without an affiliate code are filed under, or none; audited',
  body: ZWalkInUplineBody,
  value: ZWalkInUpline,
  permission: 'agents.manage',
});
