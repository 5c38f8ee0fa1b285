import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type MerchantsTable = {
  id: Generated<bigint>;
  code: string;
  name: string;
  currency: string;
  currency_scale: number;
  default_language: string;
  languages: string[];
  minimum_age: ColumnType<number, number | undefined, number>;
  customer_service_url: string | null;
  image_cdns: ColumnType<string[], string[] | undefined, string[]>;
  launch_game_cdns: ColumnType<string[], string[] | undefined, string[]>;
  accent_color: ColumnType<string, string | undefined, string>;
  logo_url: string | null;
  service_hosts: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<'ACTIVE' | 'SUSPENDED', 'ACTIVE' | 'SUSPENDED' | undefined, 'ACTIVE' | 'SUSPENDED'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

type MerchantDomainsTable = {
  host: string;
  merchant_id: bigint;
  created_at: CreatedAt;
};

type MerchantFeaturesTable = {
  merchant_id: bigint;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort_order: number;
};

type MerchantRegisterFieldsTable = {
  merchant_id: bigint;
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: number | null;
  accepted_pattern: string | null;
  min_length: number | null;
  max_length: number | null;
  sort_order: number;
};

type MerchantResourcesTable = {
  merchant_id: bigint;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  sort_order: number;
};

export type DB = {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_features: MerchantFeaturesTable;
  merchant_register_fields: MerchantRegisterFieldsTable;
  merchant_resources: MerchantResourcesTable;
};
