import { altchaChallengeResponseSchema, humanCheckConfigResponseSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { errorResponses } from '../http/responses';
import { createAltchaCheck } from './human-check.service';

export async function humanCheckRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const altcha = createAltchaCheck(app.config.humanCheck);

  app.get(
    '/api/v1/human-check/config',
    {
      schema: {
        tags: ['human-check'],
        summary: 'Which human check the forms run',
        response: { 200: humanCheckConfigResponseSchema },
      },
      config: { access: 'public' },
    },
    async () => app.humanCheck.publicConfig(),
  );

  app.get(
    '/api/v1/human-check/challenge',
    {
      schema: {
        tags: ['human-check'],
        summary: 'A fresh ALTCHA proof-of-work challenge (single use, expires in 10 minutes)',
        response: { 200: altchaChallengeResponseSchema, ...errorResponses(404) },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      if (app.config.humanCheck.provider !== 'altcha') throw new AppError('NOT_FOUND');
      reply.header('Cache-Control', 'no-store');
      const challenge = await altcha.createChallenge();
      return challenge as typeof challenge & { parameters: Record<string, unknown> };
    },
  );
}
