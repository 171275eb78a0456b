import { ADMIN_DISPUTE_CHAT_LIMIT, type AdminDisputeChat } from '@lootmarket/contract';
import { type AdminActionContext, recordAdminAction } from '../admin/audit.service';
import { orderChatHistory } from '../chat/chat.service';
import type { Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { getOrderDetail, type OrderViewer } from './orders.service';

/**
 * What buyer and seller wrote about an order, for the staff member deciding its dispute. Their chat
 * is private: it opens to staff only once the order has a dispute (open, or decided since), and each
 * read is an audit record (who, which order and conversations, when) in the read's own transaction,
 * so there is no read without its record. An order never disputed is refused before any message is
 * loaded.
 */
export async function readDisputeChat(
  tx: Tx,
  context: AdminActionContext,
  viewer: OrderViewer,
  orderId: string,
): Promise<AdminDisputeChat> {
  const order = await getOrderDetail(tx, orderId, viewer);
  if (!order.dispute) throw new AppError('ORDER_CHAT_NOT_DISPUTED');
  const messages = await orderChatHistory(
    tx,
    { orderId: order.id, offerId: order.offerId, buyerId: order.buyer.id },
    ADMIN_DISPUTE_CHAT_LIMIT,
  );
  await recordAdminAction(tx, context, {
    action: 'order.read_chat',
    targetType: 'order',
    targetId: order.id,
    after: {
      conversationIds: [...new Set(messages.map((message) => message.conversationId))],
      messages: messages.length,
      dispute: order.dispute.status,
    },
  });
  return { buyer: order.buyer, seller: order.seller, messages };
}
