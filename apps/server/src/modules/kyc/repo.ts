import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

const DOCUMENT_COLUMNS = [
  'id',
  'member_id',
  'kind',
  'document_number',
  'content_type',
  'state',
  'reason',
  'uploaded_at',
  'decided_at',
  'locked_by',
  'locked_until',
] as const;

// PostgreSQL answers a date as a Date at midnight in the server's zone: read as its text, it stays the day.
const EXPIRES_ON = sql<string | null>`expires_on::text`.as('expires_on');

export type DocumentRow = Pick<Selectable<DB['kyc_documents']>, (typeof DOCUMENT_COLUMNS)[number]> & {
  expires_on: string | null;
};

export async function insertDocument(
  db: Kysely<DB>,
  document: {
    merchantId: bigint;
    memberId: bigint;
    kind: DocumentRow['kind'];
    documentNumber: string | null;
    contentType: DocumentRow['content_type'];
    expiresOn: string | null;
    storageKey: string;
    at: Date;
  },
): Promise<bigint> {
  const { id } = await db
    .insertInto('kyc_documents')
    .values({
      merchant_id: document.merchantId,
      member_id: document.memberId,
      kind: document.kind,
      document_number: document.documentNumber,
      content_type: document.contentType,
      expires_on: document.expiresOn,
      uploaded_at: document.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kyc_document_files')
    .values({ document_id: id, storage_key: document.storageKey })
    .execute();
  return id;
}

export async function documentsOf(db: Kysely<DB>, memberId: bigint): Promise<DocumentRow[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .select([...DOCUMENT_COLUMNS, EXPIRES_ON])
    .where('member_id', '=', memberId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows;
}

export async function findDocument(
  db: Kysely<DB>,
  merchantId: bigint,
  id: bigint,
): Promise<DocumentRow | undefined> {
  const row = await db
    .selectFrom('kyc_documents')
    .select([...DOCUMENT_COLUMNS, EXPIRES_ON])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row;
}

/** The document's row, locked until the deciding transaction ends, so two decisions cannot cross. */
export async function lockDocument(
  db: Kysely<DB>,
  merchantId: bigint,
  id: bigint,
): Promise<DocumentRow | undefined> {
  const row = await db
    .selectFrom('kyc_documents')
    .select([...DOCUMENT_COLUMNS, EXPIRES_ON])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row;
}

export async function documentFile(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return db
    .selectFrom('kyc_documents')
    .innerJoin('kyc_document_files', 'kyc_document_files.document_id', 'kyc_documents.id')
    .select([
      'kyc_documents.kind',
      'kyc_documents.content_type',
      'kyc_document_files.bytes',
      'kyc_document_files.storage_key',
    ])
    .where('kyc_documents.merchant_id', '=', merchantId)
    .where('kyc_documents.id', '=', id)
    .executeTakeFirst();
}

export async function decideDocument(
  db: Kysely<DB>,
  id: bigint,
  decision: { state: 'approved' | 'rejected'; reason: string | null; by: bigint; at: Date },
): Promise<void> {
  await db
    .updateTable('kyc_documents')
    .set({
      state: decision.state,
      reason: decision.reason,
      decided_by: decision.by,
      decided_at: decision.at,
      locked_by: null,
      locked_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Documents of the brand in `state`, a page. Expiry is a date, not a stored state: `expired` reads
 * the uploaded and approved ones whose date has come, and the other states leave those out.
 */
export async function queue(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    state: 'uploaded' | 'approved' | 'rejected' | 'expired';
    today: string;
    newestFirst: boolean;
    offset: number;
    limit: number;
  },
): Promise<DocumentRow[]> {
  let query = db
    .selectFrom('kyc_documents')
    .select([...DOCUMENT_COLUMNS, EXPIRES_ON])
    .where('merchant_id', '=', merchantId);
  if (filter.state === 'expired')
    query = query.where('state', '<>', 'rejected').where('expires_on', '<=', filter.today);
  else {
    query = query.where('state', '=', filter.state);
    if (filter.state !== 'rejected')
      query = query.where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>', filter.today)]));
  }
  const direction = filter.newestFirst ? 'desc' : 'asc';
  const rows = await query
    .orderBy('uploaded_at', direction)
    .orderBy('id', direction)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return rows;
}

/**
 * Gives the reviewer the oldest waiting document nobody else holds, held for them until `until`.
 * SKIP LOCKED lets two reviewers asking at once each take a different one instead of waiting.
 */
export async function takeNext(
  db: Kysely<DB>,
  merchantId: bigint,
  reviewer: { operatorId: bigint; now: Date; until: Date; today: string },
): Promise<DocumentRow | undefined> {
  const result = await sql<DocumentRow>`
    UPDATE kyc_documents SET locked_by = ${reviewer.operatorId}, locked_until = ${reviewer.until}
    WHERE id = (
      SELECT id FROM kyc_documents
      WHERE merchant_id = ${merchantId} AND state = 'uploaded'
        AND (expires_on IS NULL OR expires_on > ${reviewer.today}::date)
        AND (locked_until IS NULL OR locked_until <= ${reviewer.now} OR locked_by = ${reviewer.operatorId})
      ORDER BY uploaded_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${sql.join(DOCUMENT_COLUMNS.map((column) => sql.ref(column)))}, expires_on::text AS expires_on`.execute(
    db,
  );
  return result.rows[0];
}

export async function confirmationOf(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('kyc_confirmations')
    .select('confirmed_at')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Answers false when the member's name and age were already confirmed. */
export async function insertConfirmation(
  db: Kysely<DB>,
  confirmation: { merchantId: bigint; memberId: bigint; by: bigint; at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('kyc_confirmations')
    .values({
      member_id: confirmation.memberId,
      merchant_id: confirmation.merchantId,
      confirmed_by: confirmation.by,
      confirmed_at: confirmation.at,
    })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function rulesOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('kyc_rules')
    .select(['kind', 'amount', 'level'])
    .where('merchant_id', '=', merchantId)
    .orderBy('kind')
    .execute();
}

export async function replaceRules(
  db: Kysely<DB>,
  merchantId: bigint,
  rules: readonly { kind: Selectable<DB['kyc_rules']>['kind']; amount: bigint | null; level: number }[],
): Promise<void> {
  await db.deleteFrom('kyc_rules').where('merchant_id', '=', merchantId).execute();
  if (rules.length > 0)
    await db
      .insertInto('kyc_rules')
      .values(rules.map((rule) => ({ merchant_id: merchantId, ...rule })))
      .execute();
}
