export {
  ChatPanel,
  ChatPanelComposer,
  ChatPanelConnection,
  type ChatPanelConnectionProps,
  type ChatPanelConnectionState,
  ChatPanelHeader,
  ChatPanelMessage,
  ChatPanelMessages,
  type ChatPanelMessagesProps,
} from './chat-panel';
