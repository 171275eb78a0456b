import { z } from 'zod';
import { userRoleSchema } from '../auth/auth.schemas';
import { walletBalancesSchema } from '../ledger/ledger.schemas';
import { orderListItemSchema } from '../orders/orders.schemas';
import { ticketSummarySchema } from '../tickets/ticket.schemas';
import { text } from '../validation/text';
import { adminPageInfoSchema, adminPageQuerySchema } from './audit.schemas';

/** A reason staff must give for what they do to an account (shown in the audit log). */
export const adminReasonSchema = text().trim().min(3).max(500);

export const adminUserSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(userRoleSchema),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** The uploaded avatar (null: none; the initials are shown), for staff to see and take down. */
  avatarUrl: z.string().nullable(),
  memberSince: z.iso.datetime(),
  lastSeenAt: z.iso.datetime().nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const ADMIN_USER_SORTS = ['memberSince', '-memberSince', 'username', '-username'] as const;

export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  /** Part of the username or e-mail, or a user id. */
  q: text().trim().max(100).optional(),
  role: userRoleSchema.optional(),
  banned: z.enum(['true', 'false']).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('-memberSince'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = adminPageInfoSchema.extend({
  users: z.array(adminUserSummarySchema),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({ userId: z.uuid() });

export const adminUserOfferSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  gameName: z.string(),
  category: z.string(),
  /** Decimal string of minor units of `currency`. */
  priceMinor: z.string(),
  currency: z.string(),
  stock: z.number().int(),
  active: z.boolean(),
  moderationReason: z.string().nullable(),
  /** Set while moderators hold the offer taken down (the seller cannot activate it). */
  moderationLockedAt: z.iso.datetime().nullable(),
  /** The account's ban took this offer off the market; lifting the ban puts it back. */
  takenDownByBan: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** One sign-in (a session the account opened). */
export const adminUserSignInSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});

/** The latest rows of a list and how many there are in all. */
const latest = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** The user view: the account with its latest offers, orders, tickets, wallets and sign-ins. */
export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema,
  offers: z.array(adminUserOfferSchema),
  offersTotal: z.number().int(),
  /** Orders as the buyer and as the seller (the orders domain's list items, seen from this user). */
  purchases: latest(orderListItemSchema),
  sales: latest(orderListItemSchema),
  /** Help-desk tickets the user opened, last activity first. */
  tickets: latest(ticketSummarySchema),
  wallets: z.array(walletBalancesSchema),
  signIns: z.array(adminUserSignInSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminReasonRequestSchema = z.object({ reason: adminReasonSchema });
export type AdminReasonRequest = z.infer<typeof adminReasonRequestSchema>;

export const adminRolesRequestSchema = z.object({
  roles: z
    .array(userRoleSchema)
    .min(1)
    .max(3)
    .refine((roles) => roles.includes('user'), { message: 'every account keeps the user role' })
    .refine((roles) => new Set(roles).size === roles.length, { message: 'roles repeat' }),
  reason: adminReasonSchema,
});
export type AdminRolesRequest = z.infer<typeof adminRolesRequestSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSummarySchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
