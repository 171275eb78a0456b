import {
  type SellerReviewsResponse,
  sellerParamsSchema,
  sellerReviewsQuerySchema,
  sellerReviewsResponseSchema,
} from '@lootmarket/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../db/database';
import { sellerReviews } from '../db/schema';
import { errorResponses } from '../http/responses';

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
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { page, pageSize } = request.query;
      return listSellerReviews(app.database.db, request.params.sellerId, page, pageSize);
    },
  );
}
