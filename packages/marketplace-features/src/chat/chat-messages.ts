import { defineMessages } from 'react-intl';

export const chatMessages = defineMessages({
  title: { id: 'chat.title', defaultMessage: 'Messages' },
  conversations: { id: 'chat.conversations', defaultMessage: 'Conversations' },
  noConversations: { id: 'chat.noConversations', defaultMessage: 'No conversations yet.' },
  pickConversation: { id: 'chat.pickConversation', defaultMessage: 'Choose a conversation to read it.' },
  history: { id: 'chat.history', defaultMessage: 'Chat history with {name}' },
  olderLoading: { id: 'chat.olderLoading', defaultMessage: 'Loading older messages…' },
  noMessages: { id: 'chat.noMessages', defaultMessage: 'No messages yet. Say hello!' },
  loginToChat: { id: 'chat.loginToChat', defaultMessage: 'Log in to send messages.' },
  logIn: { id: 'chat.logIn', defaultMessage: 'Log in' },
  purchaseTitle: { id: 'chat.purchaseTitle', defaultMessage: 'Chat with the seller' },
  saleTitle: { id: 'chat.saleTitle', defaultMessage: 'Chat with the buyer' },
  saleNoConversation: {
    id: 'chat.saleNoConversation',
    defaultMessage: 'The buyer has not written to you about this offer yet. Their messages will appear here.',
  },
  startConversation: { id: 'chat.startConversation', defaultMessage: 'Message the seller' },
  startConversationWithBuyer: { id: 'chat.startConversationWithBuyer', defaultMessage: 'Message the buyer' },
  composerLabel: { id: 'chat.composer.label', defaultMessage: 'Message' },
  composerPlaceholder: { id: 'chat.composer.placeholder', defaultMessage: 'Write a message…' },
  composerSend: { id: 'chat.composer.send', defaultMessage: 'Send' },
  composerHint: { id: 'chat.composer.hint', defaultMessage: 'Enter to send, Shift+Enter for a new line' },
  unreadCount: {
    id: 'chat.unreadCount',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  you: { id: 'chat.you', defaultMessage: 'You' },
  statusSending: { id: 'chat.status.sending', defaultMessage: 'Sending' },
  statusSent: { id: 'chat.status.sent', defaultMessage: 'Sent' },
});
