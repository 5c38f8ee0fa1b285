import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import type { SecretBox } from '../system/secrets.ts';
import { hashedKeys, type PersonKeys } from './person-keys.ts';
import * as repo from './register-repo.ts';

/** One person an external exclusion register lists, with the end of the listing when it has one. */
type RegisterEntry = PersonKeys & { endsAt?: Date | null };

/**
 * Where a brand's external exclusion register comes from (a regulator's list, a national scheme):
 * the entries added or changed since the last import, or all of them when `since` is null.
 */
export type ExclusionRegisterSource = {
  entriesSince(since: Date | null): Promise<RegisterEntry[]>;
};

const COLUMNS = [
  'phone',
  'email',
  'bankAccount',
  'realName',
  'birthDate',
  'documentNumber',
  'endsAt',
] as const;

/**
 * A register given as a CSV file (staff upload it in the console): a header naming any of the
 * columns phone, email, bankAccount, realName, birthDate, documentNumber, endsAt, then one person a
 * line. A file is the whole register each time, so `since` is not used.
 */
function fileSource(csv: string): ExclusionRegisterSource {
  const [header = '', ...lines] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = header.split(',').map((name) => name.trim());
  return {
    entriesSince: async () =>
      lines.map((line) => {
        const cells = line.split(',').map((cell) => cell.trim());
        const value = (column: (typeof COLUMNS)[number]) => {
          const index = names.indexOf(column);
          return index < 0 ? null : cells[index] || null;
        };
        const endsAt = value('endsAt');
        return {
          phone: value('phone'),
          email: value('email'),
          bankAccounts: [value('bankAccount') ?? ''],
          realName: value('realName'),
          birthDate: value('birthDate'),
          documentNumber: value('documentNumber'),
          endsAt: endsAt === null || Number.isNaN(Date.parse(endsAt)) ? null : new Date(endsAt),
        };
      }),
  };
}

/**
 * A register served over HTTP: GET `url`?since=<ISO time>, answering a JSON array of entries (the
 * CSV's columns as keys), with the brand's secret, when set, as a bearer token.
 */
function httpSource(
  url: string,
  secret: string | null,
  fetcher: typeof fetch = fetch,
): ExclusionRegisterSource {
  return {
    async entriesSince(since) {
      const target = new URL(url);
      if (since) target.searchParams.set('since', since.toISOString());
      const response = await fetcher(target, {
        headers: secret ? { authorization: `Bearer ${secret}` } : {},
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`exclusion register ${target.host} answered ${response.status}`);
      const rows = (await response.json()) as Record<string, string | null>[];
      return rows.map((row) => ({
        phone: row.phone ?? null,
        email: row.email ?? null,
        bankAccounts: row.bankAccount ? [row.bankAccount] : [],
        realName: row.realName ?? null,
        birthDate: row.birthDate ?? null,
        documentNumber: row.documentNumber ?? null,
        endsAt: row.endsAt ? new Date(row.endsAt) : null,
      }));
    },
  };
}

/**
 * Imports the register's entries into the brand's list, hashed as exclusions' keys are (the clear
 * values are never kept), and records when: the console shows the register's age from it.
 */
export async function importRegister(
  db: Kysely<DB>,
  merchantId: bigint,
  source: ExclusionRegisterSource,
  now: Date,
  /** Written in the import's transaction: a staff upload's audit record. */
  record?: (trx: Kysely<DB>, imported: number) => Promise<unknown>,
): Promise<{ imported: number }> {
  const since = (await repo.registerOf(db, merchantId))?.imported_at ?? null;
  const entries = await source.entriesSince(since);
  const rows = (
    await Promise.all(
      entries.map(async (entry) =>
        (await hashedKeys(db, entry)).map((key) => ({ ...key, endsAt: entry.endsAt ?? null })),
      ),
    )
  ).flat();
  await db.transaction().execute(async (trx) => {
    await repo.upsertEntries(trx, merchantId, rows, now);
    await repo.markImported(trx, merchantId, now);
    await record?.(trx, entries.length);
  });
  return { imported: entries.length };
}

/** An HTTP register is fetched again an hour after its last import. */
const HTTP_REFRESH_MS = 3_600_000;

/**
 * The import job: every brand's HTTP register last imported over an hour ago (or never). A source
 * that fails leaves its register as it was, its age growing until staff see the alert.
 */
export async function importDueHttpRegisters(
  db: Kysely<DB>,
  secrets: SecretBox,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<{ imported: number; failed: number }> {
  let imported = 0;
  let failed = 0;
  for (const register of await repo.httpRegisters(db)) {
    if (register.url === null) continue;
    if (register.imported_at && now.getTime() - register.imported_at.getTime() < HTTP_REFRESH_MS) continue;
    const secret = register.sealed_secret === null ? null : secrets.open(register.sealed_secret);
    try {
      imported += (
        await importRegister(db, register.merchant_id, httpSource(register.url, secret, fetcher), now)
      ).imported;
    } catch {
      failed += 1;
    }
  }
  return { imported, failed };
}

/** Staff upload a CSV file of the register; the import and its audit record land together. */
export async function uploadRegisterFile(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  csv: string,
  now: Date,
) {
  await importRegister(db, merchant.id, fileSource(csv), now, (trx, imported) =>
    recordStaffAction(trx, staff, {
      action: 'protection.register.import',
      merchantId: merchant.id,
      subject: `exclusion_register:${merchant.id}`,
      detail: { imported },
    }),
  );
  return registerStatus(db, merchant.id, now);
}

/** Staff set the register's HTTP source; its secret is sealed, as payment gateways' are. */
export async function setRegisterSource(
  db: Kysely<DB>,
  secrets: SecretBox,
  staff: OperatorSession,
  merchant: Merchant,
  source: { url: string; secret?: string | undefined },
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await repo.saveRegister(trx, {
      merchantId: merchant.id,
      sourceKind: 'http',
      url: source.url,
      sealedSecret: source.secret ? secrets.seal(source.secret) : null,
    });
    await recordStaffAction(trx, staff, {
      action: 'protection.register.source',
      merchantId: merchant.id,
      subject: `exclusion_register:${merchant.id}`,
      detail: { host: new URL(source.url).host, secret: source.secret !== undefined },
    });
  });
  return registerStatus(db, merchant.id, now);
}

/** How old the brand's register is: staff are alerted past a day, as a stale list protects no one. */
const REGISTER_STALE_HOURS = 24;

export async function registerStatus(db: Kysely<DB>, merchantId: bigint, now: Date) {
  const register = await repo.registerOf(db, merchantId);
  const importedAt = register?.imported_at ?? null;
  return {
    sourceKind: register?.source_kind ?? null,
    url: register?.url ?? null,
    importedAt: importedAt?.toISOString() ?? null,
    entries: await repo.entryCount(db, merchantId),
    stale:
      register !== undefined &&
      (importedAt === null || now.getTime() - importedAt.getTime() > REGISTER_STALE_HOURS * 3_600_000),
  };
}
