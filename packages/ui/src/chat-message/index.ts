export { ChatMessage, type ChatMessageProps, type ChatMessageStatus } from './chat-message';
