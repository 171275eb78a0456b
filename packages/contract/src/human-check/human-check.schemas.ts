import { z } from 'zod';

export const HUMAN_CHECK_PROVIDERS = ['altcha', 'recaptcha', 'turnstile'] as const;
export const humanCheckProviderSchema = z.enum(HUMAN_CHECK_PROVIDERS);
export type HumanCheckProvider = z.infer<typeof humanCheckProviderSchema>;

/** Which widget the forms mount, and where it gets its challenge or site key. */
export const humanCheckConfigResponseSchema = z.object({
  provider: humanCheckProviderSchema,
  /** ALTCHA: the same-origin URL the widget fetches a challenge from. */
  challengeUrl: z.string().nullable(),
  /** reCAPTCHA v3 or Turnstile site key. */
  siteKey: z.string().nullable(),
});
export type HumanCheckConfigResponse = z.infer<typeof humanCheckConfigResponseSchema>;

/** An ALTCHA v2 challenge, as the `altcha` widget expects it. */
export const altchaChallengeResponseSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});
