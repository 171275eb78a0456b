import { AllGamesPage, allGamesMessages } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(allGamesMessages.title);
  return <AllGamesPage />;
}
