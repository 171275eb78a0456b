import { OfferPage, useAuth, useOffer } from '@lootmarket/marketplace-features';
import { useParams } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const { offerId = '' } = useParams();
  const auth = useAuth();
  const offer = useOffer(offerId, auth.token, auth.status !== 'loading');
  useDocumentTitle(offer.data?.offer.title ?? null);
  return <OfferPage key={offerId} offerId={offerId} />;
}
