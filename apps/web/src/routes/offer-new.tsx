import { OfferForm, offerFormMessages, RequireSignedIn } from '@lootmarket/marketplace-features';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  useDocumentTitle(offerFormMessages.addTitle);
  return (
    <RequireSignedIn>
      <OfferForm />
    </RequireSignedIn>
  );
}
