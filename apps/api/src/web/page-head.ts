import {
  type CategorySlug,
  formatMinorAsDecimal,
  isCategorySlug,
  type WebPageMatch,
} from '@lootmarket/contract';
import { type Locale, SUPPORTED_LOCALES } from '@lootmarket/i18n/locale-detection';
import { findGameBySlug, gameHasCategory } from '../catalog/catalog.service';
import type { DbOrTx } from '../db/database';
import { offerForPageHead } from '../offers/search-engine-reads';
import { photoUrls } from '../photos/photo-urls';
import { HEAD_COPY } from './page-head-texts';

/**
 * What search engines and link previews read in a public page's first HTML, beside the title the
 * web's prerender writes (page-head-texts.ts holds the words, in every language):
 * - a meta description per page type (a game's, a market's and an offer's from the data);
 * - a canonical link: the page's path without its query;
 * - Open Graph and Twitter card tags: title, description, URL, the offer's first photo or the game's
 *   cover when there is one, og:locale and the other languages as og:locale:alternate (each page
 *   answers in the reader's language at its one URL);
 * - schema.org JSON-LD: Organization and WebSite on the home page; BreadcrumbList on game, market
 *   and offer pages; Product with its Offer (price, currency, availability) on an offer page, and an
 *   AggregateRating of its seller's reviews when there are any (reviews rate the seller who sells
 *   it; Lootmarket has no reviews of an offer by itself).
 *
 * Null for a page that is not indexable. Every value is escaped for where it goes: attributes as
 * HTML, JSON-LD with `<`, `>`, `&` and the line separators as \u escapes, so an offer title (which a
 * seller writes) cannot close the script element.
 */
export interface HeadContext {
  /** The site's public origin (config.publicOrigin). */
  origin: string;
  /** The request's path, without its query. */
  pathname: string;
  locale: Locale;
  /** The page's <title> as prerendered (the fixed pages' og:title), if any. */
  documentTitle: string | null;
}

const SITE_NAME = 'Lootmarket';
const DESCRIPTION_LIMIT = 300;

const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** JSON that is safe inside a <script> element: nothing in it can end the element or a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** One line, at most `limit` characters (an ellipsis when cut). */
function clipped(text: string, limit = DESCRIPTION_LIMIT): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= limit ? line : `${line.slice(0, limit - 1).trimEnd()}…`;
}

interface Head {
  description: string;
  title: string;
  type: 'website' | 'product';
  image: string | null;
  jsonLd: object[];
}

interface Crumb {
  name: string;
  path: string;
}

export async function pageHead(
  db: DbOrTx,
  match: WebPageMatch,
  context: HeadContext,
): Promise<string | null> {
  if (!match.page.indexable) return null;
  const head = await headOf(db, match, context);
  if (!head) return null;
  const { origin, pathname, locale } = context;
  const url = `${origin}${pathname}`;
  const copy = HEAD_COPY[locale];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', copy.ogLocale),
    ...SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', HEAD_COPY[other].ogLocale),
    ),
    ...(head.image ? [meta('property', 'og:image', `${origin}${head.image}`)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', `${origin}${head.image}`)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n');
}

function breadcrumbs(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, at) => ({
      '@type': 'ListItem',
      position: at + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

async function headOf(db: DbOrTx, { id, params }: WebPageMatch, context: HeadContext): Promise<Head | null> {
  const { origin, locale, documentTitle } = context;
  const copy = HEAD_COPY[locale];
  const fixed = (description: string): Head => ({
    description,
    title: documentTitle ?? SITE_NAME,
    type: 'website',
    image: null,
    jsonLd: [],
  });
  const trail = (gameSlug: string, gameName: string): Crumb[] => [
    { name: SITE_NAME, path: '/' },
    { name: copy.gamesCrumb, path: '/games/' },
    { name: gameName, path: `/games/${encodeURIComponent(gameSlug)}/` },
  ];
  switch (id) {
    case 'home':
      return {
        ...fixed(copy.home),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: SITE_NAME,
            url: `${origin}/`,
            logo: `${origin}/favicon.svg`,
          },
          // No SearchAction: the site has no search results page (the header's search suggests
          // games as one types), and search engines no longer show a sitelinks search box.
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: SITE_NAME,
            url: `${origin}/`,
            inLanguage: locale,
          },
        ],
      };
    case 'games':
      return fixed(copy.games);
    case 'faq':
      return fixed(copy.faq);
    case 'contact':
      return fixed(copy.contact);
    case 'legal':
      return fixed(copy.legal);
    case 'game': {
      const game = await findGameBySlug(db, params.gameSlug ?? '');
      if (!game) return null;
      return {
        description: clipped(copy.game(game.name)),
        title: game.name,
        type: 'website',
        image: game.coverPhotoId ? photoUrls(game.coverPhotoId).largeUrl : null,
        jsonLd: [breadcrumbs(origin, trail(game.slug, game.name))],
      };
    }
    case 'market': {
      const category = params.category ?? '';
      const game = await findGameBySlug(db, params.gameSlug ?? '');
      if (!game || !isCategorySlug(category) || !(await gameHasCategory(db, game.id, category))) return null;
      const categoryName = copy.categories[category];
      return {
        description: clipped(copy.market(game.name, categoryName)),
        title: `${game.name}: ${categoryName}`,
        type: 'website',
        image: game.coverPhotoId ? photoUrls(game.coverPhotoId).largeUrl : null,
        jsonLd: [
          breadcrumbs(origin, [
            ...trail(game.slug, game.name),
            { name: categoryName, path: `/games/${encodeURIComponent(game.slug)}/${category}/` },
          ]),
        ],
      };
    }
    case 'offer':
      return offerHead(db, params.offerId ?? '', context);
    default:
      return null;
  }
}

async function offerHead(db: DbOrTx, offerId: string, { origin, locale }: HeadContext): Promise<Head | null> {
  const copy = HEAD_COPY[locale];
  const row = await offerForPageHead(db, offerId);
  if (!row || !isCategorySlug(row.category)) return null;
  const category: CategorySlug = row.category;
  const categoryName = copy.categories[category];
  const url = `${origin}/offers/${row.id}/`;
  const decimal = formatMinorAsDecimal(row.priceMinor, row.currency);
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: row.currency }).format(
    Number(decimal),
  );
  const photo = row.photos[0] ?? row.gameCoverPhotoId;
  const reviews = row.reviews;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.title,
    description: clipped(row.description, 5000),
    url,
    sku: row.id,
    category: categoryName,
    ...(row.photos.length > 0
      ? { image: row.photos.map((photoId) => `${origin}${photoUrls(photoId).largeUrl}`) }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: decimal,
      priceCurrency: row.currency,
      availability: row.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Person', name: row.sellerName },
    },
    ...(reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(row.averageStars.toFixed(1)),
            reviewCount: reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    description: clipped(copy.offer(row.title, price, row.gameName, categoryName)),
    title: row.title,
    type: 'product',
    image: photo ? photoUrls(photo).largeUrl : null,
    jsonLd: [
      product,
      breadcrumbs(origin, [
        { name: SITE_NAME, path: '/' },
        { name: copy.gamesCrumb, path: '/games/' },
        { name: row.gameName, path: `/games/${encodeURIComponent(row.gameSlug)}/` },
        { name: categoryName, path: `/games/${encodeURIComponent(row.gameSlug)}/${category}/` },
        { name: row.title, path: `/offers/${row.id}/` },
      ]),
    ],
  };
}

/**
 * The page's HTML with its head: the tags before </head> (or after the <title> of a document without
 * one), the template's site-wide description dropped for the page's own.
 */
export function withHead(html: string, tags: string): string {
  const withoutDescription = html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  if (withoutDescription.includes('</head>'))
    return withoutDescription.replace('</head>', () => `${tags}\n</head>`);
  return withoutDescription.replace('</title>', () => `</title>\n${tags}`);
}

/** The page's <title> text, its entities decoded (it goes back into attributes, escaped there). */
export function documentTitleOf(html: string): string | null {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined
    ? null
    : title
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');
}
