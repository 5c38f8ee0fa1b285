import type { FieldRule } from '@platform/contracts/patterns';
import type { ProtectionProfileCode } from '@platform/contracts/protection/profiles';
import type { RegisterField } from '@platform/contracts/system/register-fields';
import type { Resource } from '@platform/contracts/system/status';
import type { WhitelabelTree } from '@platform/contracts/system/whitelabel';
import type { Merchant } from '../../platform/merchant.ts';

type RegisterFieldDefinition = { enabled: boolean; required: boolean; rule?: FieldRule };

/** Everything needed to open a new brand: used by the seed now and by the operator API later. */
// The time zone is the column's default (GMT+8) for a definition; a brand opened in the console sets its own.
export type BrandDefinition = Omit<
  Merchant,
  | 'id'
  | 'minimumAge'
  | 'maintenanceFrom'
  | 'timeZone'
  | 'protectionProfile'
  | 'oddsFormat'
  | 'sportsbookMargin'
> & {
  minimumAge: 18 | 21;
  /** Unset: the column's default profile (basic). */
  protectionProfile?: ProtectionProfileCode;
  /** Hosts of the brand's member site; the first is its primary one, where its links send players. */
  domains: string[];
  /** Hosts of the brand's agent site, which only agent accounts may log in to. */
  agentDomains?: string[];
  features: WhitelabelTree;
  registerFields: Record<RegisterField, RegisterFieldDefinition>;
  resources: Resource[];
  /** Networks (CIDR) whose visitors see the blocked-region page. */
  blockedNetworks: string[];
  /** Customer-service addresses by type; type 3 travels obscured. */
  servicePaths: { type: number; url: string }[];
};
