import type { MoneyMessageKind } from '@platform/contracts/member-messages/schemas';
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
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance_until: Date | null;
  join_contact_url: string | null;
  session_idle_minutes: ColumnType<number, number | undefined, number>;
  session_lifetime_minutes: ColumnType<number, number | undefined, number>;
  password_max_age_days: number | null;
  sms_daily_quota: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<'ACTIVE' | 'SUSPENDED', 'ACTIVE' | 'SUSPENDED' | undefined, 'ACTIVE' | 'SUSPENDED'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

type MerchantDomainsTable = {
  host: string;
  merchant_id: bigint;
  site: ColumnType<'member' | 'agent', 'member' | 'agent' | undefined, 'member' | 'agent'>;
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

type MerchantBlockedNetworksTable = { merchant_id: bigint; network: string };

type MerchantServicePathsTable = { merchant_id: bigint; type: number; url: string; sort_order: number };

type GameVendorsTable = {
  merchant_id: bigint;
  account_type_id: number;
  vendor_code: string;
  category: string;
  display_name: string;
  small_icon: string;
  is_hot: boolean;
  in_maintenance: boolean;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: number;
  provider_code: ColumnType<string | null, string | null | undefined, string | null>;
  account_type_name: string;
  wallet_mode: ColumnType<VendorWalletMode, VendorWalletMode | undefined, VendorWalletMode>;
};

export type VendorWalletMode = 'seamless' | 'transfer';

type GamesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  category: string;
  vendor_code: string;
  game_code: string;
  name: string;
  icon: string;
  is_hot: boolean;
  popularity: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  names: ColumnType<Record<string, string>, string | undefined, string>;
  is_game: ColumnType<'GAME' | 'VASSALAGE', 'GAME' | 'VASSALAGE' | undefined, 'GAME' | 'VASSALAGE'>;
  vassalage: ColumnType<string | null, string | null | undefined, string | null>;
  default_play_type: ColumnType<string | null, string | null | undefined, string | null>;
  in_maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  images: ColumnType<Record<string, string>, string | undefined, string>;
  min_bet: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  lines: ColumnType<number | null, number | null | undefined, number | null>;
  lottery_game_code: ColumnType<string | null, string | null | undefined, string | null>;
  max_win_multiplier: ColumnType<number | null, number | null | undefined, number | null>;
};

type PvpRoomsTable = {
  id: Generated<bigint>;
  game_id: bigint;
  room_code: string;
  name: string;
  min_bet: bigint;
  seats: number;
  players: ColumnType<number, number | undefined, number>;
  sort_order: ColumnType<number, number | undefined, number>;
};

type AnnouncementsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  type: string;
  language: string;
  title: string;
  content: string;
  published_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date | null;
};

type BannersTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  group_name: string;
  language: string;
  image_url: string;
  title: string;
  linkage_type: 'NONE' | 'URL' | 'ROUTE';
  link: string | null;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
};

type ContentSectionsTable = {
  merchant_id: bigint;
  page: 'help' | 'join' | 'download';
  language: string;
  section_key: string;
  parent_key: string | null;
  title: string;
  body: string;
  sort_order: number;
};

type AppReleasesTable = {
  merchant_id: bigint;
  platform: 'ios' | 'android' | 'iosLite';
  url: string;
  version: string;
  sort_order: number;
};

type MembersTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  account: string;
  account_key: string;
  nickname: string | null;
  password_hash: string;
  payment_password_hash: string | null;
  type: ColumnType<number, number | undefined, number>;
  status: ColumnType<'ACTIVE' | 'CLOSED', 'ACTIVE' | 'CLOSED' | undefined, 'ACTIVE' | 'CLOSED'>;
  language: string;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  password_changed_at: ColumnType<Date, Date | undefined, Date>;
  last_login_at: Date | null;
  last_login_ip: string | null;
  registration_ip: string | null;
  verified_mobile: string | null;
  member_site: ColumnType<boolean, boolean | undefined, boolean>;
  upline_id: bigint | null;
  created_at: CreatedAt;
};

type MemberLabelsTable = {
  member_id: bigint;
  label_name: string;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
};

type MemberSessionsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  token_hash: Uint8Array;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  password_change_required: ColumnType<boolean, boolean | undefined, boolean>;
};

type SocialChannelColumn = 'google' | 'facebook';

type SocialLoginProvidersTable = {
  merchant_id: bigint;
  channel: SocialChannelColumn;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
};

type MemberSocialLinksTable = {
  merchant_id: bigint;
  channel: SocialChannelColumn;
  subject: string;
  member_id: bigint;
  created_at: CreatedAt;
};

type SocialLoginAttemptsTable = {
  state_hash: Uint8Array;
  merchant_id: bigint;
  channel: SocialChannelColumn;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Date;
};

type LoginFailuresTable = {
  merchant_id: bigint;
  account_key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
};

type MessageChannelsTable = {
  merchant_id: bigint;
  channel: 'sms' | 'email';
  provider: 'outbox';
};

type OutboxMessagesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  created_at: CreatedAt;
};

type SmsDailySendsTable = {
  merchant_id: bigint;
  day: string;
  sent: number;
};

type OneTimeCodesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  purpose: 'register' | 'login' | 'second-step' | 'verify-mobile';
  recipient: string;
  salt: Uint8Array;
  code_hash: Uint8Array;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  used_at: Date | null;
  ip: string | null;
  created_at: Date;
};

type PasswordResetTokensTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  token_hash: Uint8Array;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
};

type OperatorsTable = {
  id: Generated<bigint>;
  account: string;
  account_key: string;
  password_hash: string;
  roles: string[];
  all_brands: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'ACTIVE' | 'DISABLED', 'ACTIVE' | 'DISABLED' | undefined, 'ACTIVE' | 'DISABLED'>;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: CreatedAt;
};

type OperatorBrandsTable = {
  operator_id: bigint;
  merchant_id: bigint;
};

type OperatorSessionsTable = {
  id: Generated<bigint>;
  operator_id: bigint;
  token_hash: Uint8Array;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
};

type MemberKnownIpsTable = {
  member_id: bigint;
  ip: string;
  first_seen_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
};

type MemberTotpTable = {
  member_id: bigint;
  secret: string;
  confirmed_at: Date | null;
  last_used_step: bigint | null;
  created_at: CreatedAt;
};

type LoginChallengesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  ticket_hash: Uint8Array;
  ip: string | null;
  user_agent: string | null;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  completed_at: Date | null;
  created_at: CreatedAt;
};

type MemberPasskeysTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  credential_id: string;
  user_handle: string;
  public_key: Uint8Array;
  counter: ColumnType<bigint, bigint | undefined, bigint>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string | null;
  created_at: CreatedAt;
  last_used_at: Date | null;
};

type PasskeyChallengesTable = {
  id: string;
  merchant_id: bigint;
  purpose: 'register' | 'login';
  member_id: bigint | null;
  user_handle: string | null;
  challenge: string;
  expires_at: Date;
};

type AgentWalkInUplinesTable = {
  merchant_id: bigint;
  agent_id: bigint;
  updated_at: Generated<Date>;
};

type AffiliateCodesTable = {
  merchant_id: bigint;
  code: string;
  code_key: string;
  agent_id: bigint;
  created_at: CreatedAt;
  disabled_at: Date | null;
};

type MemberTreeTable = {
  ancestor_id: bigint;
  descendant_id: bigint;
  depth: number;
};

type UplineTransferGrantsTable = {
  member_id: bigint;
  granted_by: bigint;
  granted_at: CreatedAt;
};

type ContractKindColumn = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
type ContractStateColumn = 'new' | 'established' | 'signing' | 'terminating' | 'terminated' | 'rejected';

type AgentContractsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  upper_id: bigint;
  lower_id: bigint;
  kind: ContractKindColumn;
  state: ContractStateColumn;
  rate: number;
  loss_rate: number | null;
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null;
  min_bet: ColumnType<bigint, bigint | undefined, bigint>;
  min_profit_loss: ColumnType<bigint, bigint | undefined, bigint>;
  min_active: ColumnType<number, number | undefined, number>;
  ends_at: Date | null;
  replaces_id: bigint | null;
  ended_by_id: bigint | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  termination_requested_at: Date | null;
  terminated_at: Date | null;
};

type AgentSettlementsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  contract_id: bigint;
  member_id: bigint;
  upper_id: bigint;
  kind: ContractKindColumn;
  period_start: Date;
  period_end: Date;
  valid_bet: bigint;
  profit_loss: bigint;
  active_members: number;
  rate: number;
  loss_rate: number | null;
  gross: bigint;
  downline: bigint;
  amount: bigint;
  ledger_transfer_id: bigint | null;
  settled_at: CreatedAt;
};

type AgentSettlementRunsTable = {
  merchant_id: bigint;
  run_kind: string;
  period_start: Date;
  period_end: Date;
  contracts: number;
  paid: bigint;
  finished_at: CreatedAt;
};

type MerchantPayloadKeysTable = {
  kid: string;
  merchant_id: bigint;
  public_jwk: ColumnType<PublicJwk, string, never>;
  private_pkcs8: string;
  created_at: CreatedAt;
  retired_at: Date | null;
};

/** An RSA public key as JSON Web Key. */
export type PublicJwk = { kty: 'RSA'; n: string; e: string };

type DeploymentSecretsTable = {
  name: string;
  value: string;
  created_at: CreatedAt;
};

type HumanCheckKeysTable = {
  merchant_id: bigint;
  secret: string;
  created_at: CreatedAt;
};

type HumanCheckUsesTable = {
  merchant_id: bigint;
  nonce: string;
  expires_at: Date;
};

type ImageCaptchasTable = {
  id_hash: Uint8Array;
  merchant_id: bigint;
  answer_hash: Uint8Array;
  issued_at: Date;
  expires_at: Date;
};

type CaptchaFailuresTable = {
  merchant_id: bigint;
  subject: string;
  failures: number;
  window_started_at: Date;
};

type LedgerAccountsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  currency: string;
  kind: string;
  member_id: bigint | null;
  sub_key: ColumnType<string, string | undefined, never>;
  may_go_negative: boolean;
  balance: ColumnType<bigint, bigint | undefined, bigint>;
  version: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: CreatedAt;
};

/** Append-only: the database refuses updates and deletes. */
type LedgerTransfersTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  idempotency_key: string;
  kind: string;
  fingerprint: Uint8Array;
  reverses_id: bigint | null;
  memo: ColumnType<unknown, string | undefined, never>;
  created_at: CreatedAt;
};

/** Append-only: the database refuses updates and deletes. */
type LedgerEntriesTable = {
  id: Generated<bigint>;
  transfer_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_before: bigint;
  balance_after: bigint;
  account_version: bigint;
  created_at: CreatedAt;
};

type DepositMethodsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  kind: 'bank_transfer' | 'online';
  name: string;
  min_amount: bigint;
  max_amount: bigint;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  branch: string | null;
  gateway: string | null;
  gateway_secret: string | null;
};

export type DepositStatus = 'pending' | 'succeeded' | 'failed' | 'rejected' | 'expired';

type DepositsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  method_id: bigint;
  amount: bigint;
  paid_amount: bigint | null;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  reference: string | null;
  order_id: string;
  request_key: string;
  note: string | null;
  transfer_id: bigint | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  /** The first of two staff confirmations a large bank transfer needs: who, and the amount they gave. */
  first_confirmed_by: ColumnType<bigint | null, never, bigint>;
  first_confirmed_amount: ColumnType<bigint | null, never, bigint>;
};

type DepositCallbacksTable = {
  id: Generated<bigint>;
  gateway: string;
  order_id: string | null;
  body: string;
  outcome: string;
  received_at: CreatedAt;
};

type MemberBankAccountsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  bank_name: string;
  account_number: string;
  branch: string | null;
  payee_name: string;
  created_at: CreatedAt;
};

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'paid';

type WalletAllToMainRequestsTable = {
  merchant_id: bigint;
  member_id: bigint;
  request_id: string;
  created_at: Generated<Date>;
};

type WithdrawalsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  bank_account_id: bigint;
  amount: bigint;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  request_key: string;
  note: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  paid_at: Date | null;
  confirmation: WithdrawalConfirmation | null;
  received_amount: bigint | null;
  confirmed_at: Date | null;
  review: 'paid' | 'refunded' | null;
  reviewed_at: Date | null;
  /** Staff who approved it, and who paid it (four eyes: see withdrawal_settings.four_eyes_amount). */
  approved_by: ColumnType<bigint | null, never, bigint>;
  paid_by: ColumnType<bigint | null, never, bigint>;
};

type WithdrawalConfirmation = 'received' | 'partly_received' | 'not_received' | 'auto_received';

type WithdrawalProofsTable = {
  id: Generated<bigint>;
  withdrawal_id: bigint;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  created_at: CreatedAt;
};

type WithdrawalSettingsTable = {
  merchant_id: bigint;
  auto_receive_minutes: number;
  /** Minor units from which a withdrawal takes two people; null, the platform's default. */
  four_eyes_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** Minor units of one withdrawal's smallest and largest amount; null, the platform's default. */
  min_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  max_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
};

type MemberMoneyMessagesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  kind: MoneyMessageKind;
  amount: bigint;
  subject: string;
  read_at: Date | null;
  created_at: CreatedAt;
};

/** Append-only: the database refuses updates and deletes. */
type StaffActionsTable = {
  id: Generated<bigint>;
  operator_id: bigint;
  merchant_id: bigint | null;
  action: string;
  subject: string;
  reason: string | null;
  detail: ColumnType<unknown, string | undefined, never>;
  ip: string | null;
  created_at: CreatedAt;
};

type GameProvidersTable = {
  code: string;
  name: string;
  signing_secret: string;
  launch_url: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
};

type GameSessionsTable = {
  id: Generated<bigint>;
  token_hash: Uint8Array;
  merchant_id: bigint;
  member_id: bigint;
  provider_code: string;
  game_id: bigint;
  created_at: CreatedAt;
  expires_at: Date;
  wallet_account_type: ColumnType<number | null, number | null | undefined, number | null>;
};

type VendorCallNoncesTable = { provider_code: string; nonce: string; seen_at: CreatedAt };

type VendorCallsTable = {
  id: Generated<bigint>;
  provider_code: string | null;
  operation: string;
  raw_body: string;
  signature_valid: boolean;
  answer_code: string;
  http_status: number;
  received_at: CreatedAt;
};

export type GameRoundStatus = 'open' | 'closed' | 'refunded';

type GameRoundsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  provider_code: string;
  round_id: string;
  game_id: bigint;
  stake: ColumnType<bigint, bigint | undefined, bigint>;
  win: ColumnType<bigint, bigint | undefined, bigint>;
  refunded: ColumnType<bigint, bigint | undefined, bigint>;
  status: ColumnType<GameRoundStatus, GameRoundStatus | undefined, GameRoundStatus>;
  opened_at: CreatedAt;
  closed_at: Date | null;
  account_id: bigint;
  last_activity_at: ColumnType<Date, Date | undefined, Date>;
  credited: ColumnType<boolean, boolean | undefined, boolean>;
};

type VendorTransactionsTable = {
  id: Generated<bigint>;
  provider_code: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback' | 'close' | 'tombstone';
  round_id: bigint | null;
  amount: ColumnType<bigint, bigint | undefined, never>;
  fingerprint: Uint8Array;
  ledger_transfer_id: bigint | null;
  answer: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
};

type MemberFavouriteGamesTable = { member_id: bigint; game_id: bigint; created_at: CreatedAt };

type MemberRecentGamesTable = {
  member_id: bigint;
  game_id: bigint;
  played_at: ColumnType<Date, Date | undefined, Date>;
};

type LotteryDrawStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';
export type LotteryBetStatus = 'open' | 'won' | 'lost' | 'refunded' | 'cancelled';
export type LotteryChaseStatus = 'active' | 'done' | 'stopped' | 'won';
/** Why a chase stopped: its member stopped it, the game's limits refused a draw, or the game's odds changed. */
export type LotteryChaseStopReason = 'member' | 'limit' | 'odds';

type LotteryGamesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  name: string;
  family: string;
  kind: 'ELOTT' | 'LOTT';
  prize_mode: string;
  group_code: string;
  group_label: string;
  interval_seconds: number | null;
  schedule_times: ColumnType<string[], string[] | undefined, string[]>;
  schedule_weekdays: ColumnType<number[], number[] | undefined, number[]>;
  close_seconds: ColumnType<number, number | undefined, number>;
  min_stake: bigint;
  max_stake: bigint;
  max_stake_per_draw: bigint;
  odds_version: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
};

type LotteryDrawsTable = {
  id: Generated<bigint>;
  game_id: bigint;
  period: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  status: ColumnType<LotteryDrawStatus, LotteryDrawStatus | undefined, LotteryDrawStatus>;
  seed: Uint8Array | null;
  seed_hash: Uint8Array | null;
  balls: number[] | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  cancelled_at: Date | null;
};

type LotteryResultsTable = {
  draw_id: bigint;
  balls: number[];
  source: 'operator' | 'import';
  entered_by: bigint | null;
  entered_at: ColumnType<Date, Date | undefined, Date>;
  approved_by: bigint | null;
  approved_at: Date | null;
};

type LotteryDrawCancelRequestsTable = {
  draw_id: bigint;
  reason: string;
  requested_by: bigint;
  requested_at: ColumnType<Date, Date | undefined, never>;
  confirmed_by: bigint | null;
  confirmed_at: Date | null;
};

type LotterySlipsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  idempotency_key: string;
  fingerprint: Uint8Array;
  created_at: CreatedAt;
};

type LotteryChasesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  game_id: bigint;
  slip_id: bigint;
  selections: ColumnType<unknown, string, never>;
  stake_per_draw: bigint;
  draws_total: number;
  draws_placed: ColumnType<number, number | undefined, number>;
  stop_on_win: boolean;
  status: ColumnType<LotteryChaseStatus, LotteryChaseStatus | undefined, LotteryChaseStatus>;
  created_at: CreatedAt;
  ended_at: Date | null;
  odds_version: number;
  stop_reason: LotteryChaseStopReason | null;
};

type LotteryBetsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  draw_id: bigint;
  slip_id: bigint;
  chase_id: bigint | null;
  play_type: string;
  selection: ColumnType<unknown, string, never>;
  bet_count: number;
  unit_amount: bigint;
  multiplier: number;
  stake: bigint;
  odds_version: number;
  prize_mode: string;
  status: ColumnType<LotteryBetStatus, LotteryBetStatus | undefined, LotteryBetStatus>;
  win: ColumnType<bigint, bigint | undefined, bigint>;
  refunded: ColumnType<bigint, bigint | undefined, bigint>;
  placed_at: Date;
  settled_at: Date | null;
  position: ColumnType<number, number | undefined, never>;
};

export type PromotionKind = 'apply' | 'claim' | 'raffle';
type ContactChannel = 'zalo' | 'telegram' | 'lineId';
type PromotionCategory = 'new' | 'deposit' | 'rebate' | 'vip' | 'event' | 'other';
export type RafflePeriod = 'once' | 'daily' | 'weekly';
export type ApplicationStatus = 'applying' | 'approved' | 'rejected';

type PromotionsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  category: PromotionCategory;
  kind: PromotionKind;
  starts_at: Date;
  ends_at: Date;
  closed_at: Date | null;
  bonus_amount: ColumnType<bigint, bigint | undefined, bigint>;
  wagering_multiple: ColumnType<number, number | undefined, number>;
  new_member_days: number | null;
  min_deposit: bigint | null;
  deposit_window_days: number | null;
  min_vip_level: number | null;
  required_contact: ColumnType<
    ContactChannel | null,
    ContactChannel | null | undefined,
    ContactChannel | null
  >;
  prize_table: ColumnType<{ amount: string; weight: number }[], string | undefined, string>;
  raffle_period: RafflePeriod | null;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

type PromotionContentsTable = {
  promotion_id: bigint;
  language: string;
  title: string;
  body: string;
  banner_url: string | null;
};

type PromotionApplicationsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  remark: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  reason: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
};

type PromotionApplicationImagesTable = {
  id: Generated<bigint>;
  application_id: bigint;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
};

type PromotionBonusesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  amount: bigint;
  wagering_required: bigint;
  granted_at: ColumnType<Date, Date | undefined, never>;
  released_at: Date | null;
  /** Where in the member's settled stakes (time, source, id) the stake completing its wagering stands. */
  wagered_through_at: Date | null;
  wagered_through_source: number | null;
  wagered_through_id: bigint | null;
};

type PromotionRaffleDrawsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  period_key: string;
  prize_index: number;
  amount: bigint;
  created_at: CreatedAt;
};

export type PointType = 'live' | 'lott' | 'pvp' | 'rng' | 'sports' | 'deposit';
type PointsRatiosTable = { merchant_id: bigint; point_type: PointType; minor_per_point: bigint };
type PointsConvertRatesTable = {
  merchant_id: bigint;
  points: bigint;
  minor_amount: bigint;
  min_points: bigint;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};
type PointsWatermarksTable = {
  source: 'deposit' | 'round' | 'lottery';
  read_until: Date;
  last_id: ColumnType<bigint, bigint | undefined, bigint>;
};

export type MallProductKind = 'coupon' | 'life' | 'gift' | 'cash';
type MallProductsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  kind: MallProductKind;
  names: ColumnType<Record<string, string>, string, string>;
  images: ColumnType<Record<string, string>, string | undefined, string>;
  points: bigint;
  cash_amount: ColumnType<bigint, bigint | undefined, bigint>;
  stock: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
};

export type RedemptionStatus = 'applying' | 'approved' | 'rejected' | 'completed';
type MallRedemptionsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  product_id: bigint;
  transaction_no: string;
  request_key: string;
  quantity: number;
  points: bigint;
  cash_amount: ColumnType<bigint, bigint | undefined, never>;
  status: ColumnType<RedemptionStatus, RedemptionStatus | undefined, RedemptionStatus>;
  remark: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  completed_at: Date | null;
};

type VipLevelsTable = {
  merchant_id: bigint;
  level: number;
  name: string;
  min_deposit: bigint;
  min_bet: bigint;
  upgrade_bonus: ColumnType<bigint, bigint | undefined, bigint>;
  rebate_rates: ColumnType<Record<string, number>, string | undefined, string>;
};
type VipSettingsTable = { merchant_id: bigint; window_days: number };
type VipRebatesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  day: ColumnType<string, string, never>;
  level: number;
  valid_bets: ColumnType<Record<string, string>, string, never>;
  amount: bigint;
  created_at: CreatedAt;
};
type VipRebateDaysTable = { day: ColumnType<string, string, never>; finished_at: CreatedAt };

type PlatformMessagesTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  /** NULL: every member of the brand. */
  member_id: bigint | null;
  title: string;
  content: string;
  created_at: CreatedAt;
};

type PlatformMessageReadsTable = {
  message_id: bigint;
  member_id: bigint;
  read_at: CreatedAt;
};

type EngagementSettingsTable = {
  merchant_id: bigint;
  feedback_min_words: number;
  feedback_max_words: number;
  referral_min_deposit: bigint;
  referral_min_bets: bigint;
  referral_reward: bigint;
};

type MemberFeedbackTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  question_type: 'deposit' | 'withdraw' | 'game' | 'service' | 'application' | 'other';
  content: string;
  contact: string;
  reply: string | null;
  replied_at: Date | null;
  replied_by: bigint | null;
  created_at: CreatedAt;
};

type ReferralCodesTable = {
  member_id: bigint;
  merchant_id: bigint;
  code: string;
};

type ReferralsTable = {
  referred_id: bigint;
  merchant_id: bigint;
  referrer_id: bigint;
  rewarded_at: Date | null;
  reward: bigint | null;
  created_at: CreatedAt;
};

type MissionsTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  title: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  period: 'daily' | 'weekly';
  metric: 'deposit' | 'bet' | 'login';
  target: bigint;
  reward: bigint;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
};

type MissionClaimsTable = {
  mission_id: bigint;
  member_id: bigint;
  merchant_id: bigint;
  /** The GMT+8 date the period starts, YYYY-MM-DD. */
  period_start: ColumnType<string, string, never>;
  reward: bigint;
  created_at: CreatedAt;
};

export type DB = {
  promotions: PromotionsTable;
  promotion_contents: PromotionContentsTable;
  promotion_applications: PromotionApplicationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
  promotion_bonuses: PromotionBonusesTable;
  promotion_raffle_draws: PromotionRaffleDrawsTable;
  points_ratios: PointsRatiosTable;
  points_convert_rates: PointsConvertRatesTable;
  points_watermarks: PointsWatermarksTable;
  mall_products: MallProductsTable;
  mall_redemptions: MallRedemptionsTable;
  vip_levels: VipLevelsTable;
  vip_settings: VipSettingsTable;
  vip_rebates: VipRebatesTable;
  vip_rebate_days: VipRebateDaysTable;
  platform_messages: PlatformMessagesTable;
  platform_message_reads: PlatformMessageReadsTable;
  engagement_settings: EngagementSettingsTable;
  member_feedback: MemberFeedbackTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_results: LotteryResultsTable;
  lottery_draw_cancel_requests: LotteryDrawCancelRequestsTable;
  wallet_all_to_main_requests: WalletAllToMainRequestsTable;
  lottery_slips: LotterySlipsTable;
  lottery_chases: LotteryChasesTable;
  lottery_bets: LotteryBetsTable;
  member_favourite_games: MemberFavouriteGamesTable;
  member_recent_games: MemberRecentGamesTable;
  game_providers: GameProvidersTable;
  game_sessions: GameSessionsTable;
  vendor_call_nonces: VendorCallNoncesTable;
  vendor_calls: VendorCallsTable;
  game_rounds: GameRoundsTable;
  vendor_transactions: VendorTransactionsTable;
  member_bank_accounts: MemberBankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  withdrawal_settings: WithdrawalSettingsTable;
  deposit_methods: DepositMethodsTable;
  deposits: DepositsTable;
  deposit_callbacks: DepositCallbacksTable;
  member_money_messages: MemberMoneyMessagesTable;
  staff_actions: StaffActionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_transfers: LedgerTransfersTable;
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_features: MerchantFeaturesTable;
  merchant_register_fields: MerchantRegisterFieldsTable;
  merchant_resources: MerchantResourcesTable;
  merchant_blocked_networks: MerchantBlockedNetworksTable;
  merchant_service_paths: MerchantServicePathsTable;
  game_vendors: GameVendorsTable;
  games: GamesTable;
  pvp_rooms: PvpRoomsTable;
  announcements: AnnouncementsTable;
  banners: BannersTable;
  content_sections: ContentSectionsTable;
  app_releases: AppReleasesTable;
  members: MembersTable;
  member_labels: MemberLabelsTable;
  member_sessions: MemberSessionsTable;
  login_failures: LoginFailuresTable;
  message_channels: MessageChannelsTable;
  outbox_messages: OutboxMessagesTable;
  sms_daily_sends: SmsDailySendsTable;
  one_time_codes: OneTimeCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  social_login_providers: SocialLoginProvidersTable;
  member_social_links: MemberSocialLinksTable;
  social_login_attempts: SocialLoginAttemptsTable;
  operators: OperatorsTable;
  merchant_payload_keys: MerchantPayloadKeysTable;
  affiliate_codes: AffiliateCodesTable;
  agent_walk_in_uplines: AgentWalkInUplinesTable;
  member_tree: MemberTreeTable;
  upline_transfer_grants: UplineTransferGrantsTable;
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
  agent_settlement_runs: AgentSettlementRunsTable;
  member_known_ips: MemberKnownIpsTable;
  member_totp: MemberTotpTable;
  login_challenges: LoginChallengesTable;
  member_passkeys: MemberPasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  operator_brands: OperatorBrandsTable;
  operator_sessions: OperatorSessionsTable;
  human_check_keys: HumanCheckKeysTable;
  deployment_secrets: DeploymentSecretsTable;
  human_check_uses: HumanCheckUsesTable;
  image_captchas: ImageCaptchasTable;
  captcha_failures: CaptchaFailuresTable;
};
