import { z } from 'zod';
import { adminDashboardQuerySchema } from '../admin/dashboard.schemas';

/** The longest page path a page view may carry (longer: 400 VALIDATION_FAILED). */
export const PAGE_VIEW_PATH_MAX = 512;

/**
 * A page's path only: starts with `/`, no origin, no query, no fragment, no whitespace or control
 * characters. The client strips query and hash; the server re-checks, so nothing typed into a search
 * box or a token in a link is ever stored.
 */
export const pageViewPathSchema = z
  .string()
  .min(1)
  .max(PAGE_VIEW_PATH_MAX)
  .regex(/^\/(?!\/)[^?#\s\p{Cc}]*$/u, { message: 'a path only: no origin, query or fragment' });

/**
 * Spec §7: one page view, sent on a route change with statistics consent only (§4). No personal data:
 * no user, no IP (the server stores per-day counts per path, nothing else), no title.
 */
export const pageViewSchema = z.strictObject({
  path: pageViewPathSchema,
  /** The path the visitor came from inside the site; null on the first page. */
  referrer: pageViewPathSchema.nullable().optional(),
  /** The page's language (BCP 47). */
  locale: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

/** How many days back, today included: the dashboard's periods (7, 30, 90). */
export const adminPageViewsQuerySchema = adminDashboardQuerySchema;
export type AdminPageViewsQuery = z.infer<typeof adminPageViewsQuerySchema>;

/** The most viewed pages the back office lists. */
export const TOP_PAGES_LIMIT = 10;

export const adminPageViewsSchema = z.object({
  days: z.number().int(),
  since: z.iso.datetime(),
  /** One point per UTC day of the period, oldest first (0 on days without views). */
  series: z.array(z.object({ date: z.iso.date(), views: z.number().int() })),
  /** The most viewed paths of the period, most views first (at most TOP_PAGES_LIMIT). */
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  total: z.number().int(),
});
export type AdminPageViews = z.infer<typeof adminPageViewsSchema>;
