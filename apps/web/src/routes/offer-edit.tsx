import { EditOfferPage, offerFormMessages, RequireSignedIn } from '@lootmarket/marketplace-features';
import { useParams } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const { offerId = '' } = useParams();
  useDocumentTitle(offerFormMessages.editTitle);
  return (
    <RequireSignedIn>
      <EditOfferPage key={offerId} offerId={offerId} />
    </RequireSignedIn>
  );
}
