import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookies (sessions, the registration and language cookies): `request.cookies`, `reply.setCookie`. */
export const cookiePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
