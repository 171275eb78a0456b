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

/** The home page's "trusted by" reviews: how many to show. */
export const FEATURED_REVIEWS_MAX = 12;

export const featuredReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEATURED_REVIEWS_MAX).default(6),
});
export type FeaturedReviewsQuery = z.infer<typeof featuredReviewsQuerySchema>;

/** A buyer's review shown on the home page, with the seller it is about. */
export const featuredReviewSchema = sellerReviewSchema.extend({
  sellerName: z.string(),
});
export type FeaturedReview = z.infer<typeof featuredReviewSchema>;

export const featuredReviewsResponseSchema = z.object({
  reviews: z.array(featuredReviewSchema),
});
export type FeaturedReviewsResponse = z.infer<typeof featuredReviewsResponseSchema>;
