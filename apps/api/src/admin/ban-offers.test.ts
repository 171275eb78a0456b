import { adminUserDetailSchema } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import {
  bearer,
  errorCode,
  login,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { gameCategories, games } from '../catalog/catalog.schema';
import { offers } from '../offers/offers.schema';
import { checkout, createTestOffer, fundWallet, ordersTestContext } from '../orders/orders.test-support';
import { adminAuditLog } from './admin.schema';

const kinds = await databaseKinds();

describe.each(kinds)('a ban and its offers on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available, { context: ordersTestContext });
  let buyer: RegisteredUser;
  const gameSlug = 'ban-game';

  beforeAll(async () => {
    if (!available) return;
    buyer = await registerUser(setup.ctx.app, 'buyer');
    const gameId = crypto.randomUUID();
    await setup.ctx.database.db.insert(games).values({ id: gameId, slug: gameSlug, name: 'Ban Game' });
    await setup.ctx.database.db.insert(gameCategories).values({ gameId, category: 'gold' });
    await fundWallet(setup.ctx.database.db, buyer.userId, 100_000n);
  });

  const db = () => setup.ctx.database.db;
  const call = caller(() => setup.ctx.app);
  const act = (
    userId: string,
    action: 'ban' | 'unban',
    token: string | null,
    reason = 'Sold stolen accounts',
  ) => call('POST', `/api/v1/admin/users/${userId}/${action}`, token, { reason });
  const stateOf = async (offerId: string) => {
    const [row] = await db()
      .select({ active: offers.active, takenDownByBan: offers.takenDownByBan })
      .from(offers)
      .where(eq(offers.id, offerId));
    return row;
  };
  const marketTitles = async () => {
    const response = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/games/${gameSlug}/gold/offers`,
    });
    return (response.json().offers as Array<{ title: string }>).map((offer) => offer.title).sort();
  };
  const latestAudit = async (userId: string, action: string) => {
    const rows = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, userId), eq(adminAuditLog.action, action)));
    return rows.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  };

  /** A seller with two offers on the market and one they switched off themselves. */
  async function sellerWithOffers(prefix: string) {
    const seller = await registerUser(setup.ctx.app, prefix);
    const listed = await createTestOffer(db(), seller.userId, { title: `${prefix} listed` });
    const alsoListed = await createTestOffer(db(), seller.userId, { title: `${prefix} also listed` });
    const switchedOff = await createTestOffer(db(), seller.userId, { title: `${prefix} switched off` });
    const off = await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${switchedOff}/deactivate`,
      headers: bearer(seller.token),
    });
    expect(off.statusCode).toBe(200);
    return { seller, listed, alsoListed, switchedOff };
  }

  it.runIf(available)(
    'a ban takes the seller’s offers off the market in its own transaction, audited',
    async () => {
      const { seller, listed, alsoListed, switchedOff } = await sellerWithOffers('banned');
      expect(await marketTitles()).toEqual(expect.arrayContaining(['banned listed', 'banned also listed']));

      const banned = await act(seller.userId, 'ban', setup.staff.support.token);
      expect(banned.statusCode, banned.body).toBe(200);
      expect(await stateOf(listed)).toEqual({ active: false, takenDownByBan: true });
      expect(await stateOf(alsoListed)).toEqual({ active: false, takenDownByBan: true });
      expect(await stateOf(switchedOff)).toEqual({ active: false, takenDownByBan: false });
      expect(await marketTitles()).not.toContain('banned listed');
      const bought = await checkout(setup.ctx.app, buyer.token, {
        offerId: listed,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect([bought.statusCode, errorCode(bought)]).toEqual([409, 'OFFER_UNAVAILABLE']);
      const audit = await latestAudit(seller.userId, 'user.ban');
      expect(audit?.after).toMatchObject({ banned: true, offersTakenDown: [listed, alsoListed].sort() });

      // Staff see why each offer is off the market.
      const detail = adminUserDetailSchema.parse(
        (
          await setup.ctx.app.inject({
            method: 'GET',
            url: `/api/v1/admin/users/${seller.userId}`,
            headers: bearer(setup.staff.admin.token),
          })
        ).json(),
      );
      expect(detail.offers.find((offer) => offer.id === listed)).toMatchObject({
        active: false,
        takenDownByBan: true,
      });
      expect(detail.offers.find((offer) => offer.id === switchedOff)).toMatchObject({
        takenDownByBan: false,
      });
    },
  );

  it.runIf(available)(
    'lifting the ban restores only what the ban took: not what the seller switched off, not what moderation took down',
    async () => {
      const { seller, listed, alsoListed, switchedOff } = await sellerWithOffers('forgiven');
      expect((await act(seller.userId, 'ban', setup.staff.admin.token)).statusCode).toBe(200);
      // While the account is banned, moderators take one of its offers down.
      const takenDown = await setup.ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/moderation/offers/${alsoListed}/deactivate`,
        headers: bearer(setup.staff.support.token),
        payload: { reason: 'Counterfeit keys' },
      });
      expect(takenDown.statusCode, takenDown.body).toBe(200);

      const unbanned = await act(seller.userId, 'unban', setup.staff.support.token, 'Appeal accepted');
      expect(unbanned.statusCode, unbanned.body).toBe(200);
      expect(await stateOf(listed)).toEqual({ active: true, takenDownByBan: false });
      expect(await stateOf(alsoListed)).toEqual({ active: false, takenDownByBan: false });
      expect(await stateOf(switchedOff)).toEqual({ active: false, takenDownByBan: false });
      const titles = await marketTitles();
      expect(titles).toContain('forgiven listed');
      expect(titles).not.toContain('forgiven also listed');
      expect(titles).not.toContain('forgiven switched off');
      const audit = await latestAudit(seller.userId, 'user.unban');
      expect(audit?.after).toEqual({ banned: false, offersRestored: [listed] });

      // Signed in again, the seller finds the take-down still holding.
      const signedIn = await login(setup.ctx.app, seller.email);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const locked = await setup.ctx.app.inject({
        method: 'POST',
        url: `/api/v1/offers/${alsoListed}/activate`,
        headers: bearer(signedIn.json().token),
      });
      expect([locked.statusCode, errorCode(locked)]).toEqual([409, 'OFFER_LOCKED_BY_MODERATION']);
    },
  );

  it.runIf(available)(
    'refuses a ban or an unban that is not staff’s to make, and changes no offer',
    async () => {
      const { seller, listed } = await sellerWithOffers('untouched');
      const before = await snapshotDatabase(setup.ctx.database);
      expect(errorCode(await act(seller.userId, 'ban', null))).toBe('UNAUTHENTICATED');
      for (const caller of [setup.staff.user, buyer, seller]) {
        const refused = await act(seller.userId, 'ban', caller.token);
        expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      }
      const notBanned = await act(seller.userId, 'unban', setup.staff.admin.token);
      expect([notBanned.statusCode, errorCode(notBanned)]).toEqual([409, 'USER_NOT_BANNED']);
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
      expect(await stateOf(listed)).toEqual({ active: true, takenDownByBan: false });

      expect((await act(seller.userId, 'ban', setup.staff.admin.token)).statusCode).toBe(200);
      const afterBan = await snapshotDatabase(setup.ctx.database);
      const twice = await act(seller.userId, 'ban', setup.staff.support.token);
      expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'USER_ALREADY_BANNED']);
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(afterBan);
    },
  );
});
