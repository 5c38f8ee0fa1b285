import {
  addAffiliateCode,
  affectedBySigning,
  checkAffiliate,
  consolidatedContracts,
  decideContract,
  listAffiliateCodes,
  listContracts,
  offerContract,
  previewOffer,
  registerCenter,
  setToUpline,
  teamList,
  teamMember,
  terminateContract,
  transferToDownline,
  transferToUpline,
} from '@platform/contracts/agents/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { memberLanguageOf } from '../../platform/language.ts';
import * as contracts from './contracts/contracts.ts';
import * as agents from './placement/affiliate.ts';
import * as transfers from './transfers/transfers.ts';
import * as tree from './tree/tree.ts';

/** `attemptsPerMinute`: codes and payment passwords are worth guessing at, so they are limited like logins. */
export function agentRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  const guarded = { perMinutePerAddress: attemptsPerMinute };
  registerEndpoint(
    checkAffiliate,
    async ({ merchant, query }) => {
      await agents.checkAffiliate(db, merchant, query.code);
      return { valid: true as const };
    },
    guarded,
  );
  registerEndpoint(listAffiliateCodes, ({ request, merchant, session }) =>
    agents.affiliateCodes(db, merchant, tree.requireAgent(requireOfficialMember(session)), {
      protocol: request.protocol,
      host: request.host,
    }),
  );
  registerEndpoint(addAffiliateCode, async ({ request, merchant, session, body }) => {
    const agentId = tree.requireAgent(requireOfficialMember(session));
    await agents.addAffiliateCode(db, merchant, agentId, body.code);
    return agents.affiliateCodes(db, merchant, agentId, { protocol: request.protocol, host: request.host });
  });
  registerEndpoint(registerCenter, ({ request, merchant, session, body }) =>
    tree.openSubAccount(
      db,
      merchant,
      requireOfficialMember(session),
      body,
      memberLanguageOf(request, merchant),
    ),
  );
  registerEndpoint(teamList, ({ merchant, session, query }) =>
    tree.team(db, merchant, requireOfficialMember(session), query),
  );
  registerEndpoint(teamMember, ({ merchant, session, query }) =>
    tree.teamMember(db, merchant, requireOfficialMember(session), BigInt(query.memberId)),
  );
  registerEndpoint(setToUpline, ({ merchant, session, body }) =>
    tree.setToUpline(db, merchant, requireOfficialMember(session), {
      memberId: BigInt(body.memberId),
      isAllowed: body.allowed,
    }),
  );
  registerEndpoint(
    transferToDownline,
    ({ merchant, session, body }) =>
      transfers.transferToDownline(db, merchant, requireOfficialMember(session), body),
    guarded,
  );
  registerEndpoint(
    transferToUpline,
    ({ merchant, session, body }) =>
      transfers.transferToUpline(db, merchant, requireOfficialMember(session), body),
    guarded,
  );
  registerEndpoint(listContracts, ({ merchant, session, query }) =>
    contracts.listContracts(db, merchant, requireOfficialMember(session), query),
  );
  registerEndpoint(offerContract, ({ merchant, session, body }) =>
    contracts.offerContract(db, merchant, requireOfficialMember(session), body),
  );
  registerEndpoint(previewOffer, ({ merchant, session, body }) =>
    contracts.previewOffer(db, merchant, requireOfficialMember(session), body),
  );
  registerEndpoint(affectedBySigning, ({ merchant, session, query }) =>
    contracts.affectedBySigning(db, merchant, requireOfficialMember(session), query.contractId),
  );
  registerEndpoint(decideContract, ({ merchant, session, body }) =>
    contracts.decideContract(db, merchant, requireOfficialMember(session), body),
  );
  registerEndpoint(terminateContract, ({ merchant, session, body }) =>
    contracts.requestTermination(db, merchant, requireOfficialMember(session), body.contractId),
  );
  registerEndpoint(consolidatedContracts, ({ merchant, session }) =>
    contracts.consolidated(db, merchant, requireOfficialMember(session).memberId),
  );
}
