import { adminWarrantyRulesResponseSchema, warrantyRuleUpdateRequestSchema } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionContext, recordAdminAction } from '../admin/audit.service';
import { bearerSecurity, errorResponses } from '../http/responses';
import { listWarrantyRules, setWarrantyRule } from './warranty-rules';

/** The staff's warranty rules (under /api/v1/admin): staff read them, admins change them (audited). */
export async function warrantyAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/v1/admin/warranty-rules',
    {
      onRequest: app.requireRole('admin', 'support'),
      schema: {
        tags: ['admin'],
        summary: "Every category's warranty rule (on or off) with who changed it last and when",
        security: bearerSecurity,
        response: { 200: adminWarrantyRulesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'staff' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { rules: await listWarrantyRules(db()) };
    },
  );

  app.put(
    '/api/v1/admin/warranty-rules',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          "Switch one category's warranty on or off; its offers follow (on: 14 days where none; off: none), bought orders keep theirs; audited",
        security: bearerSecurity,
        body: warrantyRuleUpdateRequestSchema,
        response: { 200: adminWarrantyRulesResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const context = adminActionContext(request);
      reply.header('cache-control', 'private, no-store');
      return db().transaction(async (tx) => {
        const changed = await setWarrantyRule(tx, request.body, context.actorId);
        if (changed) {
          await recordAdminAction(tx, context, {
            action: 'warranty_rule.update',
            targetType: 'warranty_rule',
            targetId: request.body.category,
            before: { enabled: changed.before },
            after: { enabled: changed.after, offersChanged: changed.offers },
          });
        }
        return { rules: await listWarrantyRules(tx) };
      });
    },
  );
}
