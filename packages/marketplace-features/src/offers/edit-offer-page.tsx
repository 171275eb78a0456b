import { Alert, Skeleton } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { useAuth } from '../auth/auth-provider';
import { LoadError } from '../lib/load-error';
import { OfferForm } from './offer-form';
import { OfferLockNotice } from './offer-lock-notice';
import { offerPageMessages } from './offer-page';
import { useOffer } from './offers-api';

/** Edit offer: the owner's form, filled with the offer as stored; a take-down's notice above it. */
export function EditOfferPage({ offerId }: { offerId: string }) {
  const intl = useIntl();
  const auth = useAuth();
  const query = useOffer(offerId, auth.token, auth.token !== null);
  if (query.isError && !query.data) {
    return (
      <section className="lm:mx-auto lm:max-w-2xl lm:px-4 lm:py-8">
        <LoadError
          error={query.error}
          notFound={offerPageMessages.notFound}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (query.data && !query.data.offer.viewerIsOwner) {
    return (
      <section className="lm:mx-auto lm:max-w-2xl lm:px-4 lm:py-8">
        <Alert variant="error" title={intl.formatMessage(offerPageMessages.notFound)} />
      </section>
    );
  }
  if (!query.data) return <Skeleton className="lm:mx-auto lm:my-8 lm:h-96 lm:max-w-2xl" />;
  const { offer } = query.data;
  return (
    <>
      {offer.moderationLock ? (
        <div className="lm:mx-auto lm:max-w-2xl lm:px-4 lm:pt-8">
          <OfferLockNotice lock={offer.moderationLock} />
        </div>
      ) : null}
      <OfferForm key={offer.updatedAt} offer={offer} />
    </>
  );
}
