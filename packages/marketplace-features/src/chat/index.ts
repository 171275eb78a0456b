export { chatMessages } from './chat-messages';
export { ChatLoginPrompt, ChatPage } from './chat-page';
export {
  type ChatSendResult,
  type ChatTransport,
  parseChatPush,
  SOCKET_ANSWER_TIMEOUT_MS,
  sendChatMessage,
} from './chat-sender';
export { ConversationView, type ConversationViewProps } from './conversation-view';
export { PurchaseChat, PurchaseChatView, type PurchaseChatViewProps } from './purchase-chat';
