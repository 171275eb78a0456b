import type {
  AdminUserDetail,
  AdminUserSummary,
  AdminUsersQuery,
  AdminUsersResponse,
  UserRole,
} from '@lootmarket/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { totpCredentials, users } from '../auth/auth.schema';
import { recentSignIns, revokeAllSignIns } from '../auth/sessions.service';
import { removeTwoFactor } from '../auth/two-factor.service';
import { lockUser, setAvatarPhoto, setBanned, setRoles, type UserRow } from '../auth/users.service';
import type { DbOrTx, Tx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { toWalletBalancesDto, userWalletBalances } from '../ledger/ledger.service';
import { latestOffersOfSeller, restoreOffersAfterBan, takeDownOffersForBan } from '../offers/offers.service';
import { listOrders, resumeHeldReleases } from '../orders/orders.service';
import { avatarUrl } from '../photos/photo-urls';
import { listOwnTickets } from '../tickets/tickets.service';
import { type AdminActionContext, recordAdminAction } from './audit.service';

/** True when the account confirmed an authenticator (the same rule sign-in uses). */
const twoFactorEnabled = sql<boolean>`exists (select 1 from ${totpCredentials} where ${totpCredentials.userId} = ${users.id} and ${totpCredentials.confirmedAt} is not null)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSummary(row: UserRow, twoFactor: boolean): AdminUserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    roles: row.roles as UserRole[],
    banned: row.banned,
    banReason: row.banReason,
    twoFactorEnabled: twoFactor,
    avatarUrl: avatarUrl(row.avatarPhotoId),
    memberSince: row.memberSince.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

export async function searchUsers(db: DbOrTx, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    if (UUID.test(query.q)) conditions.push(eq(users.id, query.q));
    else {
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(sql`(${users.username} ilike ${pattern} or ${users.email} ilike ${pattern})`);
    }
  }
  if (query.role) conditions.push(sql`${users.roles} @> array[${query.role}]::text[]`);
  if (query.banned) conditions.push(eq(users.banned, query.banned === 'true'));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.sort.startsWith('-') ? desc : asc;
  const column = query.sort.endsWith('username') ? sql`lower(${users.username})` : users.memberSince;

  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, twoFactor: twoFactorEnabled })
      .from(users)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
    users: rows.map(({ user, twoFactor }) => toSummary(user, twoFactor)),
  };
}

const DETAIL_ROWS = 20;

export async function findAdminUser(db: DbOrTx, userId: string): Promise<AdminUserSummary> {
  const [row] = await db
    .select({ user: users, twoFactor: twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return toSummary(row.user, row.twoFactor);
}

/** The user view: the account, its latest offers, its wallets and its latest sign-ins. */
export async function adminUserDetail(db: DbOrTx, userId: string): Promise<AdminUserDetail> {
  const user = await findAdminUser(db, userId);
  const recent = { page: 1, pageSize: DETAIL_ROWS } as const;
  const [latestOffers, wallets, signIns, purchases, sales, tickets] = await Promise.all([
    latestOffersOfSeller(db, userId, DETAIL_ROWS),
    userWalletBalances(db, userId),
    recentSignIns(db, userId, DETAIL_ROWS),
    // The orders and help-desk domains list them, as they do for the user.
    listOrders(db, userId, { role: 'buyer', ...recent }),
    listOrders(db, userId, { role: 'seller', ...recent }),
    listOwnTickets(db, userId, { filter: 'all', ...recent }),
  ]);
  return {
    user,
    offers: latestOffers.rows.map(({ offer, gameName }) => ({
      id: offer.id,
      title: offer.title,
      gameName,
      category: offer.category,
      priceMinor: offer.priceMinor.toString(),
      currency: offer.currency,
      stock: offer.stock,
      active: offer.active,
      moderationReason: offer.moderationReason,
      moderationLockedAt: offer.moderationLockedAt?.toISOString() ?? null,
      takenDownByBan: offer.takenDownByBan,
      createdAt: offer.createdAt.toISOString(),
    })),
    offersTotal: latestOffers.total,
    purchases: { items: purchases.orders, total: purchases.total },
    sales: { items: sales.orders, total: sales.total },
    tickets: { items: tickets.items, total: tickets.total },
    wallets: wallets.map(({ currency, ...balances }) => toWalletBalancesDto(currency, balances)),
    signIns: signIns.map((session) => ({
      id: session.id,
      at: session.createdAt.toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The account an action targets, locked for the action. Nobody acts on their own account here, and
 * only an admin acts on another staff member's account.
 */
async function lockTarget(tx: Tx, context: AdminActionContext, userId: string): Promise<UserRow> {
  const target = await lockUser(tx, userId);
  if (!target) throw new AppError('NOT_FOUND');
  if (target.id === context.actorId) throw new AppError('ADMIN_SELF_ACTION');
  const targetIsStaff = target.roles.includes('admin') || target.roles.includes('support');
  if (targetIsStaff && !context.actorRoles.includes('admin')) throw new AppError('FORBIDDEN');
  return target;
}

/**
 * Bans an account: it can no longer sign in, every session it has ends now, and its offers leave
 * the market (the offers domain marks the ones the ban took, for the unban to put back).
 */
export async function banUser(tx: Tx, context: AdminActionContext, userId: string, reason: string) {
  const target = await lockTarget(tx, context, userId);
  if (target.banned) throw new AppError('USER_ALREADY_BANNED');
  await setBanned(tx, userId, { reason });
  const sessionsRevoked = await revokeAllSignIns(tx, userId);
  const offersTakenDown = await takeDownOffersForBan(tx, userId);
  await recordAdminAction(tx, context, {
    action: 'user.ban',
    targetType: 'user',
    targetId: userId,
    before: { banned: false },
    after: { banned: true, sessionsRevoked, offersTakenDown },
    reason,
  });
  return findAdminUser(tx, userId);
}

export async function unbanUser(tx: Tx, context: AdminActionContext, userId: string, reason: string) {
  const target = await lockTarget(tx, context, userId);
  if (!target.banned) throw new AppError('USER_NOT_BANNED');
  await setBanned(tx, userId, null);
  const offersRestored = await restoreOffersAfterBan(tx, userId);
  // Releases held because of the ban go ahead (the orders' auto-release jobs look at them now).
  await resumeHeldReleases(tx, userId);
  await recordAdminAction(tx, context, {
    action: 'user.unban',
    targetType: 'user',
    targetId: userId,
    before: { banned: true, banReason: target.banReason },
    after: { banned: false, offersRestored },
    reason,
  });
  return findAdminUser(tx, userId);
}

/** Turns two-factor sign-in off for someone who lost their authenticator and recovery codes. */
export async function resetTwoFactor(tx: Tx, context: AdminActionContext, userId: string, reason: string) {
  await lockTarget(tx, context, userId);
  if (!(await removeTwoFactor(tx, userId))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  await recordAdminAction(tx, context, {
    action: 'user.reset_two_factor',
    targetType: 'user',
    targetId: userId,
    before: { twoFactorEnabled: true },
    after: { twoFactorEnabled: false },
    reason,
  });
  return findAdminUser(tx, userId);
}

/**
 * Takes down a user's uploaded avatar (offensive, impersonating, misleading): the initials are shown
 * instead, and the user may upload another. Answers the photo to delete once the change has committed.
 */
export async function removeAvatar(
  tx: Tx,
  context: AdminActionContext,
  userId: string,
  reason: string,
): Promise<{ user: AdminUserSummary; removedPhotoId: string }> {
  const target = await lockTarget(tx, context, userId);
  if (target.avatarPhotoId === null) throw new AppError('AVATAR_NOT_SET');
  await setAvatarPhoto(tx, userId, null);
  await recordAdminAction(tx, context, {
    action: 'user.remove_avatar',
    targetType: 'user',
    targetId: userId,
    before: { avatarPhotoId: target.avatarPhotoId },
    after: { avatarPhotoId: null },
    reason,
  });
  return { user: await findAdminUser(tx, userId), removedPhotoId: target.avatarPhotoId };
}

/** Admins only (the route's guard). An admin cannot change their own roles: no one locks themselves out. */
export async function changeRoles(
  tx: Tx,
  context: AdminActionContext,
  userId: string,
  roles: UserRole[],
  reason: string,
) {
  const target = await lockTarget(tx, context, userId);
  const ordered = (['user', 'support', 'admin'] as const).filter((role) => roles.includes(role));
  await setRoles(tx, userId, ordered);
  await recordAdminAction(tx, context, {
    action: 'user.change_roles',
    targetType: 'user',
    targetId: userId,
    before: { roles: target.roles },
    after: { roles: ordered },
    reason,
  });
  return findAdminUser(tx, userId);
}
