import { ChatPage, chatMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(chatMessages.title);
  return <ChatPage />;
}
