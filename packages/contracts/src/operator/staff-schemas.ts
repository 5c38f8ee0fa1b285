import { z } from 'zod';
import { ZRowCursor } from '../row-id.ts';
import { OPERATOR_ROLES } from './roles.ts';

const ZRoles = z
  .array(z.enum(OPERATOR_ROLES))
  .min(1)
  .max(OPERATOR_ROLES.length)
  .refine((roles) => new Set(roles).size === roles.length, 'a role is listed twice');
const ZBrandCodes = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{2,32}$/))
  .max(100)
  .describe('The brands the account may act on; empty: every brand');
const ZStaffStatus = z.enum(['ACTIVE', 'DISABLED']);
const ZStaffId = ZRowCursor.describe('The staff account');
const ZReason = z.string().trim().min(1).max(500);

export const STAFF_SORT_KEYS = ['account', 'createdAt', 'lastLoginAt'] as const;

export const ZStaffListQuery = z.object({
  role: z.enum(OPERATOR_ROLES).optional(),
  brand: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,32}$/)
    .optional()
    .describe('Staff who may act on this brand (those over every brand included)'),
  status: ZStaffStatus.optional(),
  sort: z.enum(STAFF_SORT_KEYS).default('account'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZStaffMember = z.object({
  id: z.string(),
  account: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  allBrands: z.boolean(),
  merchantCodes: z.array(z.string()),
  status: ZStaffStatus,
  secondFactor: z.boolean().describe('Whether the authenticator is set up'),
  passkeys: z.number().int().describe('Passkeys the account may pass its second factor with'),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export type StaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffList = z.object({
  items: z.array(ZStaffMember),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const ZStaffInviteBody = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._@-]{3,64}$/),
  roles: ZRoles,
  brands: ZBrandCodes,
  delivery: z
    .enum(['link', 'password'])
    .describe('link: a one-time token the person sets a password with; password: an initial one to change'),
});

export const ZStaffInvited = z.object({
  id: z.string(),
  account: z.string(),
  initialPassword: z.string().optional().describe('delivery password: to hand over; changed at first login'),
  inviteToken: z.string().optional().describe('delivery link: for POST /ops/session/invite, once'),
  inviteExpiresAt: z.iso.datetime().optional(),
});

export const ZStaffRolesBody = z.object({ operatorId: ZStaffId, roles: ZRoles });
export const ZStaffBrandsBody = z.object({ operatorId: ZStaffId, brands: ZBrandCodes });
export const ZStaffStatusBody = z.object({ operatorId: ZStaffId, status: ZStaffStatus, reason: ZReason });
export const ZStaffResetBody = z.object({ operatorId: ZStaffId, reason: ZReason });

const ZCidr = z
  .string()
  .max(43)
  .refine((text) => z.cidrv4().safeParse(text).success || z.cidrv6().safeParse(text).success, 'not a CIDR');

export const ZStaffAccess = z.object({
  idleMinutes: z.number().int().min(1).max(240).describe('A staff session ends after this long unused'),
  lifetimeHours: z.number().int().min(1).max(24).describe('and this long after its login, used or not'),
  roleNetworks: z
    .array(z.object({ role: z.enum(OPERATOR_ROLES), cidrs: z.array(ZCidr).min(1).max(50) }))
    .max(OPERATOR_ROLES.length)
    .describe('A role listed here grants its permissions only from these addresses; others from anywhere'),
});
export type StaffAccess = z.infer<typeof ZStaffAccess>;
