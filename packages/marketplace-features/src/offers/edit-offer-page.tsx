import { Alert, Skeleton } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { useAuth } from '../auth/auth-provider';
import { OfferForm } from './offer-form';
import { offerPageMessages } from './offer-page';
import { useOffer } from './offers-api';

/** Edit offer: the owner's form, filled with the offer as stored. */
export function EditOfferPage({ offerId }: { offerId: string }) {
  const intl = useIntl();
  const auth = useAuth();
  const query = useOffer(offerId, auth.token, auth.token !== null);
  if (query.isError || (query.data && !query.data.offer.viewerIsOwner)) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-8">
        <Alert variant="error" title={intl.formatMessage(offerPageMessages.notFound)} />
      </section>
    );
  }
  if (!query.data) return <Skeleton className="mx-auto my-8 h-96 max-w-2xl" />;
  return <OfferForm key={query.data.offer.updatedAt} offer={query.data.offer} />;
}
