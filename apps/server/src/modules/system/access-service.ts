import { isIP } from 'node:net';
import type { DomainRoute } from '@platform/contracts/system/domain-route';
import type { Permission } from '@platform/contracts/system/permission';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isInMaintenance, type Merchant } from '../../platform/merchant.ts';
import * as repo from './repo.ts';
import { listResources, mirrorHosts } from './service.ts';

/** An IPv4 address that arrived as IPv6 (`::ffff:1.2.3.4`) is compared as the IPv4 it is. */
function normaliseAddress(address: string): string | null {
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(unmapped) === 0 ? null : unmapped;
}

/**
 * The permission check: maintenance (lifted by itself once its planned end has passed) and whether
 * the visitor's address lies in one of the brand's blocked networks.
 */
export async function checkPermission(
  db: Kysely<DB>,
  merchant: Merchant,
  clientAddress: string,
  now = new Date(),
): Promise<Permission> {
  const maintenance = isInMaintenance(merchant, now);
  const address = normaliseAddress(clientAddress);
  const isRestricted = address !== null && (await repo.isAddressBlocked(db, merchant.id, address));
  return {
    maintenance,
    maintenanceUntil: maintenance ? (merchant.maintenanceUntil?.toISOString() ?? null) : null,
    regionRestriction: isRestricted,
  };
}

/** The mirrors of the site the request came to (an agent host's are the agent site's) and the resources. */
export async function getDomainRoute(db: Kysely<DB>, merchant: Merchant, host: string): Promise<DomainRoute> {
  const [domains, resources] = await Promise.all([
    mirrorHosts(db, merchant, host),
    listResources(db, merchant),
  ]);
  return { domainList: domains.map((domain) => ({ domain })), resources };
}
