import type { ProtectionProfileCode } from '@platform/contracts/protection/profiles';
import type { OddsFormat } from '@platform/contracts/vendor-wallet/sportsbook';

/** A brand as the rest of the server sees it. */
export type Merchant = {
  id: bigint;
  code: string;
  name: string;
  currency: string;
  currencyScale: number;
  defaultLanguage: string;
  languages: string[];
  /** The brand's time zone (IANA name), which its site's clock shows. */
  timeZone: string;
  minimumAge: number;
  customerServiceUrl: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  accentColor: string;
  logoUrl: string | null;
  /** One or two sentences about the site for search results and link previews; null: the name. */
  description: string | null;
  /** A square 512 px PNG for tabs, home screens and previews; null: the build's own icons. */
  iconUrl: string | null;
  /** Browser chrome colours per theme (#rrggbb); null: the site's own surface colour. */
  themeColorLight: string | null;
  themeColorDark: string | null;
  /** Hosts that customer-service popups may open. */
  serviceHosts: string[];
  maintenance: boolean;
  /** Start of a scheduled maintenance window; null: from when the switch was turned on. */
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
  joinContactUrl: string | null;
  /** A session ends after this long unused, and after its lifetime whatever its use. */
  sessionIdleMinutes: number;
  sessionLifetimeMinutes: number;
  /** Days a password stays current; null: passwords do not expire. */
  passwordMaxAgeDays: number | null;
  /** SMS the brand sends at most per day (GMT+8); null: no ceiling. */
  smsDailyQuota: number | null;
  /** Minor units of the largest single stake (a lottery slip on one draw, a game debit); null: none. */
  maxStake: bigint | null;
  /** The player-protection profile: defaults and ceilings of limits, reality checks and game pace. */
  protectionProfile: ProtectionProfileCode;
  /** How the sportsbook shows prices to the brand's members until they choose another format. */
  oddsFormat: OddsFormat;
  /** The sportsbook's margin on the brand's prices, in hundredths of a percent (500: 5%). */
  sportsbookMargin: number;
};

/** Whether the brand's maintenance switch is on now: it lifts by itself once its planned end has passed. */
export function isInMaintenance(merchant: Merchant, now: Date): boolean {
  return (
    merchant.maintenance &&
    (merchant.maintenanceFrom === null || merchant.maintenanceFrom <= now) &&
    (merchant.maintenanceUntil === null || merchant.maintenanceUntil > now)
  );
}
