export { chatMessages } from './chat-messages';
export { ChatLoginPrompt, ChatPage } from './chat-page';
export { ConversationView, type ConversationViewProps } from './conversation-view';
export { PurchaseChat } from './purchase-chat';
