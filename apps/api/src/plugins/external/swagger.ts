import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 built from the routes' zod schemas; served by the system domain. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lootmarket API',
          version: '1.0.0',
          description:
            'REST API of the Lootmarket marketplace. Errors: `{ error: { code, message, fields? }, requestId }`.',
        },
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'Session token (Authorization or X-AUTH-TOKEN header)',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'swagger' },
);
