import { isCategorySlug, isLegalDocumentSlug, matchWebPage, type WebPageMatch } from '@lootmarket/contract';
import { findGameBySlug, gameHasCategory } from '../catalog/catalog.service';
import type { DbOrTx } from '../db/database';
import { offerPageState } from '../offers/offers.service';

/**
 * A page request's HTTP status, the way a search engine should read the page:
 * - 200: a page of the web app (WEB_PAGES in the contract) whose subject exists;
 * - 404: no such page, or a page whose subject does not exist: an unknown game, a category the game
 *   does not offer (or staff hid), an unknown offer, an unknown legal document;
 * - 410: an offer that existed and is no longer for sale: withdrawn by its seller, taken down, or off the
 *   market. Gone rather than 200 "no longer available": such a page has nothing to offer a searcher
 *   (the app shows that it is no longer available, with the way back to the market), and 410 tells a
 *   search engine to drop it at once, where a soft 404 would keep it. A seller who lists it again makes
 *   it 200 again. An offer that is listed and sold out stays 200: it may be restocked, and its page
 *   shows the seller and the market.
 * - 301 to the slashed path: a page's path without its trailing slash (spec §2's routes end with one).
 *
 * Pages of a signed-in user's own things (an order, a ticket, the wallet) are 200 for anyone: whether
 * one exists is told by the API to its owner, and robots.txt keeps them out of search engines.
 */
export type PageStatus =
  | { status: 200 | 404 | 410; match: WebPageMatch | null }
  | { status: 301; location: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function pageStatus(db: DbOrTx, url: string): Promise<PageStatus> {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = matchWebPage(pathname);
  if (!match) {
    if (!pathname.endsWith('/') && matchWebPage(`${pathname}/`)) {
      return { status: 301, location: `${pathname}/${queryAt === -1 ? '' : url.slice(queryAt)}` };
    }
    return { status: 404, match: null };
  }
  return { status: await subjectStatus(db, match), match };
}

async function subjectStatus(db: DbOrTx, { page, params }: WebPageMatch): Promise<200 | 404 | 410> {
  switch (page.subject) {
    case undefined:
      return 200;
    case 'legalDocument':
      return isLegalDocumentSlug(params.document ?? '') ? 200 : 404;
    case 'game':
      return (await findGameBySlug(db, params.gameSlug ?? '')) ? 200 : 404;
    case 'market': {
      const category = params.category ?? '';
      if (!isCategorySlug(category)) return 404;
      const game = await findGameBySlug(db, params.gameSlug ?? '');
      return game && (await gameHasCategory(db, game.id, category)) ? 200 : 404;
    }
    case 'offer': {
      const offerId = params.offerId ?? '';
      if (!UUID.test(offerId)) return 404;
      const state = await offerPageState(db, offerId);
      return state === 'listed' ? 200 : state === 'gone' ? 410 : 404;
    }
  }
}
