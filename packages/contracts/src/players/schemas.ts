import { z } from 'zod';
import { ZBetsQuery } from '../games/bets.ts';
import { LOTTERY_BET_STATUSES } from '../lottery/schemas.ts';
import { ZRowCursor, ZRowId } from '../row-id.ts';

const ZMerchantCode = z.string().min(2).max(32);

/** A member's standing: what each stops is in docs/operations.md (players). */
export const PLAYER_STATUSES = ['ACTIVE', 'LOCKED', 'SUSPENDED', 'CLOSED'] as const;

export const PLAYER_SEARCH_FIELDS = [
  'account',
  'id',
  'phone',
  'email',
  'realName',
  'bankAccount',
  'ip',
] as const;
export const PLAYER_SORT_KEYS = ['registeredAt', 'lastLoginAt', 'account', 'id'] as const;

const ZTag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'Letters, digits, - and _, at most 32');

const ZIpAddress = z.union([z.ipv4(), z.ipv6()]);

const filterShape = {
  field: z.enum(PLAYER_SEARCH_FIELDS).optional().describe('What q is matched against'),
  q: z.string().trim().min(1).max(64).optional(),
  match: z
    .enum(['prefix', 'contains'])
    .default('contains')
    .describe('For account, email and real name; phone always matches anywhere, the rest exactly'),
  status: z.enum(PLAYER_STATUSES).optional(),
  registeredFrom: z.iso.date().optional().describe('First day of registration, GMT+8'),
  registeredTo: z.iso.date().optional().describe('Last day of registration, included, GMT+8'),
  agent: z.string().trim().min(1).max(64).optional().describe("An agent's account: its whole downline"),
  tag: ZTag.optional(),
  sort: z.enum(PLAYER_SORT_KEYS).default('registeredAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

/** Checks across fields, each issue on the field to fix. */
function checkFilter(filter: z.output<z.ZodObject<typeof filterShape>>, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if ((filter.field === undefined) !== (filter.q === undefined))
    issue(filter.field === undefined ? 'field' : 'q', 'field and q go together');
  if (filter.q !== undefined) {
    if (filter.field === 'id' && !ZRowId.safeParse(filter.q).success) issue('q', 'A member id');
    if (filter.field === 'ip' && !ZIpAddress.safeParse(filter.q).success)
      issue('q', 'An IPv4 or IPv6 address');
    if (filter.field === 'bankAccount' && !/^[0-9]{6,30}$/.test(filter.q)) issue('q', '6 to 30 digits');
    if (filter.field === 'phone' && !/^\+?[0-9]{3,20}$/.test(filter.q)) issue('q', 'At least 3 digits');
  }
  if (filter.registeredFrom && filter.registeredTo && filter.registeredFrom > filter.registeredTo)
    issue('registeredTo', 'Not before registeredFrom');
}

/** What the console may save and send again: the search without its brand and page. */
export const ZPlayerFilter = z.object(filterShape).superRefine(checkFilter);

export const ZPlayerSearchQuery = z
  .object({
    merchant: ZMerchantCode,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
    ...filterShape,
  })
  .superRefine(checkFilter);

const ZPlayerRow = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int().describe('0 member; 1, 2, 41, 42 agents'),
  status: z.enum(PLAYER_STATUSES),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  lastLoginIp: z.string().nullable(),
  mainBalance: z.string(),
  tags: z.array(z.string()),
});

export const ZPlayerPage = z.object({
  players: z.array(ZPlayerRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z
    .boolean()
    .describe('Another page follows (no total: counting 100,000 players on every page is waste)'),
});

export const ZPlayerRef = z.object({ merchant: ZMerchantCode, memberId: ZRowId });
export const ZPlayerSectionQuery = ZPlayerRef.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZPlayerLotteryBetsQuery = ZPlayerSectionQuery.extend({
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
});

export const ZPlayerBetsQuery = ZPlayerRef.extend(ZBetsQuery.shape);

export const ZPlayerLedgerQuery = ZPlayerSectionQuery.extend({
  from: z.iso.date().optional().describe('First day, GMT+8; none: from the first entry'),
  to: z.iso.date().optional().describe('Last day, included, GMT+8; none: up to now'),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z_]*(\.[a-z_]+)*\.?$/, 'A transfer kind, or its start ending in a dot')
    .max(48)
    .optional()
    .describe('One transfer kind (game.debit), or every kind it starts when it ends in a dot (game.)'),
}).refine(({ from, to }) => !from || !to || from <= to, {
  path: ['to'],
  message: 'Not before from',
});

export const ZPlayerDetail = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(PLAYER_STATUSES),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  language: z.string(),
  profile: z.record(z.string(), z.string()).describe('Every field the member gave, in full'),
  labels: z.array(z.string()),
  tags: z.array(z.string()),
  mustChangePassword: z.boolean(),
  statusChange: z
    .object({
      reason: z.string().nullable(),
      operatorAccount: z.string(),
      at: z.iso.datetime(),
    })
    .nullable()
    .describe('Who set the standing the player has now, when and why; null for an active player'),
  registeredAt: z.iso.datetime(),
  registrationIp: z.string().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  lastLoginIp: z.string().nullable(),
  loginAddresses: z.array(
    z.object({ ip: z.string(), firstSeenAt: z.iso.datetime(), lastSeenAt: z.iso.datetime() }),
  ),
  balances: z
    .array(z.object({ wallet: z.string(), balance: z.string() }))
    .describe('main, bonus, held and one per vendor wallet; the points balance is in points'),
  agentLine: z
    .array(
      z.object({
        memberId: z.string(),
        account: z.string(),
        type: z.number().int(),
        depth: z.number().int(),
      }),
    )
    .describe('Every upline, nearest (depth 1) first'),
  bankAccounts: z.array(
    z.object({
      bankName: z.string(),
      accountNumber: z.string(),
      branch: z.string().nullable(),
      payeeName: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

export const ZPlayerLedger = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      wallet: z.string(),
      amount: z.string(),
      balanceAfter: z.string().describe("The wallet's balance after this entry: the running balance"),
      memo: z.record(z.string(), z.unknown()),
      at: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
});

export const ZPlayerSessions = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      openedAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      endedAt: z.iso.datetime().nullable(),
      live: z.boolean(),
      ip: z.string().nullable(),
      device: z.string().nullable().describe('The browser signature (user agent)'),
    }),
  ),
  hasMore: z.boolean(),
});

export const ZPlayerLinked = z.object({
  links: z.array(
    z.object({
      memberId: z.string(),
      account: z.string(),
      signal: z.enum(['address', 'device', 'bankAccount']),
      shared: z.string().describe('The address, device or account number shared'),
    }),
  ),
});

export const ZPlayerNotes = z.object({
  notes: z.array(
    z.object({ id: z.string(), body: z.string(), operatorAccount: z.string(), createdAt: z.iso.datetime() }),
  ),
  hasMore: z.boolean(),
});

export const ZPlayerAudit = z.object({
  actions: z.array(
    z.object({
      id: z.string(),
      operatorAccount: z.string(),
      action: z.string(),
      reason: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      ip: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  nextBefore: z.string().nullable().describe('Pass as before for the next page; null: no more'),
});
export const ZPlayerAuditQuery = ZPlayerRef.extend({
  before: ZRowCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const ZReason = z.string().trim().min(3).max(500);

export const ZPlayerStatusBody = ZPlayerRef.extend({
  status: z.enum(PLAYER_STATUSES),
  reason: ZReason,
});
export const ZPlayerStatusValue = z.object({
  before: z.enum(PLAYER_STATUSES),
  status: z.enum(PLAYER_STATUSES),
  sessionsEnded: z.number().int(),
});

export const ZPlayerActionBody = ZPlayerRef.extend({ reason: ZReason });
export const ZPlayerSessionsEnded = z.object({ sessionsEnded: z.number().int() });

export const ZPlayerMessageBody = ZPlayerRef.extend({
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(4000),
});
export const ZPlayerMessageSent = z.object({ id: z.string(), createdAt: z.iso.datetime() });

export const ZPlayerNoteBody = ZPlayerRef.extend({ body: z.string().trim().min(1).max(2000) });
export const ZPlayerNote = z.object({ id: z.string(), createdAt: z.iso.datetime() });

export const ZPlayerTagsBody = ZPlayerRef.extend({ tags: z.array(ZTag).max(20) });
export const ZPlayerTags = z.object({ tags: z.array(z.string()) });
/** What the member sees beside their name (`memberLabel` of the member's info), in the order given. */
const ZLabel = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[^,]+$/, 'No commas: the console lists labels between commas');
export const ZPlayerLabelsBody = ZPlayerRef.extend({
  labels: z
    .array(ZLabel)
    .max(5)
    .refine((labels) => new Set(labels).size === labels.length, 'Each label once'),
});
export const ZPlayerLabels = z.object({ labels: z.array(z.string()) });

export const ZSavedFiltersQuery = z.object({ merchant: ZMerchantCode });
export const ZSavedFilterBody = z.object({
  merchant: ZMerchantCode,
  name: z.string().trim().min(1).max(64),
  filter: ZPlayerFilter,
});
export const ZSavedFilterRef = z.object({ merchant: ZMerchantCode, id: ZRowId });
export const ZSavedFilter = z.object({
  id: z.string(),
  name: z.string(),
  filter: z.record(z.string(), z.unknown()).describe('The search query to send again'),
  createdAt: z.iso.datetime(),
});
export const ZSavedFilters = z.object({ filters: z.array(ZSavedFilter) });
export const ZPlayerDone = z.object({ done: z.literal(true) });
