import { disputeEvidenceParamsSchema, STAFF_ROLES } from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../attachments/attachments';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { evidenceFile, evidenceStorageOf } from './dispute-evidence';

/**
 * The download of one evidence file of an order's dispute or of one of its warranty claims: the order's
 * buyer and seller, support and admins; anyone else 404 (the order's convention), a file of the other
 * kind or of another order NOT_FOUND. The file itself, its sniffed type, never rendered (sendAttachment).
 */
export function evidenceDownloadRoute(
  appBase: FastifyInstance,
  options: { url: string; summary: string; of: 'dispute' | 'warranty_claim' },
): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const storage = evidenceStorageOf(app.config);
  app.get(
    options.url,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: options.summary,
        security: bearerSecurity,
        params: disputeEvidenceParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { ...errorResponses(400, 401, 404) },
      },
      config: {
        access: { owner: 'allow', counterpart: 'allow', support: 'allow', admin: 'allow', others: 404 },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const { orderId, evidenceId } = request.params;
      const staff = user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
      const file = await evidenceFile(
        app.database.db,
        orderId,
        evidenceId,
        { id: user.id, staff },
        options.of,
      );
      // The file itself, not JSON: the typed reply knows only the error bodies of this route.
      return sendAttachment(reply as FastifyReply, file, await storage.read(file.id));
    },
  );
}
