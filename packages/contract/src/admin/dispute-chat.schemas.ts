import { z } from 'zod';
import { chatMessageSchema } from '../chat/chat.schemas';
import { orderPartySchema } from '../orders/orders.schemas';

export const adminOrderParamsSchema = z.object({ orderId: z.uuid() });

/** GET /api/v1/admin/disputes/{orderId}/chat: both sides' messages about the order, oldest first. */
export const adminDisputeChatSchema = z.object({
  buyer: orderPartySchema,
  seller: orderPartySchema,
  messages: z.array(chatMessageSchema),
});
export type AdminDisputeChat = z.infer<typeof adminDisputeChatSchema>;

/** How many of the latest messages the dispute view shows. */
export const ADMIN_DISPUTE_CHAT_LIMIT = 200;
