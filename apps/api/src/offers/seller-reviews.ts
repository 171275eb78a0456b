import {
  type FeaturedReviewsResponse,
  featuredReviewsQuerySchema,
  featuredReviewsResponseSchema,
  type SellerReviewsResponse,
  sellerParamsSchema,
  sellerReviewsQuerySchema,
  sellerReviewsResponseSchema,
} from '@lootmarket/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/database';
import { errorResponses } from '../http/responses';
import { sellerReviews } from './offers.schema';

/** All reviews of a seller (the offer page's "all reviews"), newest first, a page at a time. */
export async function listSellerReviews(
  db: DbOrTx,
  sellerId: string,
  page: number,
  pageSize: number,
): Promise<SellerReviewsResponse> {
  const where = eq(sellerReviews.sellerId, sellerId);
  const [rows, [summary]] = await Promise.all([
    db
      .select()
      .from(sellerReviews)
      .where(where)
      .orderBy(desc(sellerReviews.createdAt), desc(sellerReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${sellerReviews.stars}), 1)::text`,
      })
      .from(sellerReviews)
      .where(where),
  ]);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      stars: row.stars,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(summary?.total ?? 0),
    averageStars: summary?.average ? Number(summary.average) : null,
    page,
    pageSize,
  };
}

/** Stars a review needs to be featured on the home page. */
const FEATURED_MIN_STARS = 4;
/** A featured review says something: "ok" or "+++" is not a testimonial. */
const FEATURED_MIN_COMMENT_LENGTH = 20;

/**
 * The home page's "trusted by" reviews: real buyers' ratings of 4 or 5 stars with a comment, the
 * newest one of each seller (so one busy seller does not fill the row), newest first. Reviews of a
 * banned seller or by a banned buyer are left out.
 */
export async function listFeaturedReviews(db: DbOrTx, limit: number): Promise<FeaturedReviewsResponse> {
  const seller = alias(users, 'seller');
  const author = alias(users, 'author');
  const newestPerSeller = db
    .selectDistinctOn([sellerReviews.sellerId], {
      id: sellerReviews.id,
      authorName: sellerReviews.authorName,
      stars: sellerReviews.stars,
      comment: sellerReviews.comment,
      createdAt: sellerReviews.createdAt,
      sellerName: seller.username,
    })
    .from(sellerReviews)
    .innerJoin(seller, eq(seller.id, sellerReviews.sellerId))
    .leftJoin(author, eq(author.id, sellerReviews.authorId))
    .where(
      and(
        gte(sellerReviews.stars, FEATURED_MIN_STARS),
        gte(sql`char_length(${sellerReviews.comment})`, FEATURED_MIN_COMMENT_LENGTH),
        eq(seller.banned, false),
        sql`coalesce(${author.banned}, false) = false`,
      ),
    )
    .orderBy(sellerReviews.sellerId, desc(sellerReviews.createdAt), desc(sellerReviews.id))
    .as('newest_per_seller');
  const rows = await db
    .select()
    .from(newestPerSeller)
    .orderBy(desc(newestPerSeller.createdAt), desc(newestPerSeller.id))
    .limit(limit);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      stars: row.stars,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      sellerName: row.sellerName,
    })),
  };
}

export async function sellerReviewsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/sellers/:sellerId/reviews',
    {
      schema: {
        tags: ['offers'],
        summary: "A seller's reviews (stars and comment), newest first",
        params: sellerParamsSchema,
        querystring: sellerReviewsQuerySchema,
        response: { 200: sellerReviewsResponseSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { page, pageSize } = request.query;
      return listSellerReviews(app.database.db, request.params.sellerId, page, pageSize);
    },
  );

  app.get(
    '/api/v1/reviews/featured',
    {
      schema: {
        tags: ['offers'],
        summary: "Featured buyers' reviews for the home page (4–5 stars with a comment, one per seller)",
        querystring: featuredReviewsQuerySchema,
        response: { 200: featuredReviewsResponseSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listFeaturedReviews(app.database.db, request.query.limit);
    },
  );
}
