import multipart from '@fastify/multipart';
import { errorCodes, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const MULTIPART = 'multipart/form-data';

/**
 * Multipart bodies (`request.parts()`, `request.files()`), registered once for the whole server. The
 * limits are each upload's own (file size, file count): every route that reads files passes them
 * where it reads (`request.parts({ limits })`), from the same rules it checks the files with.
 *
 * A route takes multipart only when its schema says so (`consumes`): any other route answers a
 * multipart body 415, as it did when the parser was registered only around the upload routes (a
 * provider's webhook, say, never sees a multipart body).
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart);
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)
        ?.consumes;
      if (!consumes?.includes(MULTIPART)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    });
  },
  { name: 'multipart' },
);
