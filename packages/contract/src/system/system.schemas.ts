import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Present when the server fans live pushes out through Redis (REDIS_URL): ready only while it answers. */
  redis: z.enum(['up', 'down']).optional(),
});
