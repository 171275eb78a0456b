import { z } from 'zod';

export const sellerParamsSchema = z.object({ sellerId: z.uuid() });

export const sellerReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** Spec §3 Rating: stars plus comment, newest first. */
export const sellerReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const sellerReviewsResponseSchema = z.object({
  reviews: z.array(sellerReviewSchema),
  total: z.number().int(),
  /** Mean stars over every review, one decimal; null without reviews. */
  averageStars: z.number().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerReviewsResponse = z.infer<typeof sellerReviewsResponseSchema>;
