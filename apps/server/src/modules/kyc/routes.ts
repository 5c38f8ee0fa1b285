import { kycStatus, uploadKycDocument } from '@platform/contracts/kyc/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import * as kyc from './service.ts';

export function kycRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>, storage: FileStorage): void {
  // Verifying stays open to a suspended member: a withdrawal may be waiting for it.
  const whileSuspended = { allowedWhileSuspended: true };
  registerEndpoint(
    kycStatus,
    ({ merchant, session }) => kyc.memberStatus(db, merchant, requireOfficialMember(session).memberId),
    whileSuspended,
  );
  registerEndpoint(
    uploadKycDocument,
    ({ merchant, session, body }) =>
      kyc.uploadDocument(db, storage, merchant, requireOfficialMember(session).memberId, body),
    whileSuspended,
  );
}
