import { currencyExponent } from '@lootmarket/contract';
import { successMessages } from '@lootmarket/i18n';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  EmptyState,
  Pagination,
  PriceTag,
  Skeleton,
  Switch,
} from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { RowActionLabel } from '../lib/row-action-label';
import { usePaginationLabels } from '../lib/use-pagination-labels';
import { categoryMessages, deliveryTimeMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { OfferLockNotice, offerLockMessages } from './offer-lock-notice';
import { deleteOffer, myOffersQueryKey, setOfferActive, useMyOffers } from './offers-api';

export const myOffersMessages = defineMessages({
  title: { id: 'myOffers.title', defaultMessage: 'My products' },
  add: { id: 'myOffers.add', defaultMessage: 'Add product' },
  activeOnly: { id: 'myOffers.activeOnly', defaultMessage: 'Show active only' },
  active: { id: 'myOffers.active', defaultMessage: 'Active' },
  inactive: { id: 'myOffers.inactive', defaultMessage: 'Inactive' },
  activate: { id: 'myOffers.activate', defaultMessage: 'Activate' },
  deactivate: { id: 'myOffers.deactivate', defaultMessage: 'Deactivate' },
  edit: { id: 'myOffers.edit', defaultMessage: 'Edit' },
  delete: { id: 'myOffers.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'myOffers.deleteTitle', defaultMessage: 'Delete this offer?' },
  deleteBody: {
    id: 'myOffers.deleteBody',
    defaultMessage: 'The offer and all its images are removed for good.',
  },
  cancel: { id: 'myOffers.cancel', defaultMessage: 'Cancel' },
  empty: { id: 'myOffers.empty', defaultMessage: 'You have no offers yet.' },
  emptyActive: { id: 'myOffers.emptyActive', defaultMessage: 'None of your offers is active.' },
  stock: { id: 'myOffers.stock', defaultMessage: 'Stock' },
  pagination: { id: 'myOffers.pagination', defaultMessage: 'Pages' },
});

/** My products (spec §2): the seller's offers, "show active only", add, edit, delete. */
export function MyOffersPage() {
  const intl = useIntl();
  const paginationLabels = usePaginationLabels(intl.formatMessage(myOffersMessages.pagination));
  const auth = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const activeOnly = searchParams.get('active') === 'true';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const list = useMyOffers(auth.token, activeOnly, page);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: myOffersQueryKey });

  async function toggle(offerId: string, active: boolean) {
    if (!auth.token) return;
    setBusy(offerId);
    const result = await setOfferActive(auth.token, offerId, active);
    setBusy(null);
    if (result.ok) toast.success(intl.formatMessage(successMessages.offerUpdated));
    else
      toast.error(
        intl.formatMessage(
          errorDescriptor(result.code === 'UNEXPECTED' ? 'OFFER_UPDATE_FAILED' : result.code),
        ),
      );
    await refresh();
  }

  async function remove(offerId: string) {
    if (!auth.token) return;
    setBusy(offerId);
    const result = await deleteOffer(auth.token, offerId);
    setBusy(null);
    if (result.ok) toast.success(intl.formatMessage(successMessages.offerAndImagesDeleted));
    else toast.error(intl.formatMessage(errorDescriptor('OFFER_DELETE_FAILED')));
    await refresh();
  }

  const data = list.data;
  return (
    <section className="lm:mx-auto lm:flex lm:max-w-5xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8">
      <header className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-4">
        <h1 className="lm:text-2xl lm:font-semibold">{intl.formatMessage(myOffersMessages.title)}</h1>
        <div className="lm:flex lm:items-center lm:gap-4">
          <Switch
            label={intl.formatMessage(myOffersMessages.activeOnly)}
            checked={activeOnly}
            onCheckedChange={(checked) => setSearchParams(checked ? { active: 'true' } : {})}
          />
          <Button asChild>
            <Link to="/profile/products/new/">{intl.formatMessage(myOffersMessages.add)}</Link>
          </Button>
        </div>
      </header>
      {!data ? (
        <Skeleton className="lm:h-64" />
      ) : data.offers.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(activeOnly ? myOffersMessages.emptyActive : myOffersMessages.empty)}
          action={
            <Button asChild variant="outline">
              <Link to="/profile/products/new/">{intl.formatMessage(myOffersMessages.add)}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="lm:flex lm:flex-col lm:gap-3">
          {data.offers.map((offer) => (
            <li
              key={offer.id}
              className="lm:flex lm:flex-wrap lm:items-center lm:gap-4 lm:rounded-lg lm:border lm:p-4"
              data-offer-id={offer.id}
            >
              {offer.photos[0] ? (
                <img
                  src={offer.photos[0].smallUrl}
                  alt=""
                  className="lm:h-16 lm:w-16 rounded lm:object-cover"
                />
              ) : null}
              <div className="lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-1">
                <Link to={`/offers/${offer.id}/`} className="lm:truncate lm:font-medium lm:hover:underline">
                  {offer.title}
                </Link>
                <span className="lm:text-sm lm:text-muted-foreground">
                  {offer.game.name} · {intl.formatMessage(categoryMessages[offer.category])}
                  {offer.server ? ` · ${offer.server.name}` : ''} ·{' '}
                  {intl.formatMessage(deliveryTimeMessages[offer.deliveryTime])}
                </span>
              </div>
              <PriceTag
                amountMinor={offer.priceMinor}
                currency={offer.currency}
                exponent={currencyExponent(offer.currency)}
                locale={intl.locale}
              />
              <span className="lm:text-sm">
                {intl.formatMessage(myOffersMessages.stock)}: {intl.formatNumber(offer.quantity)}
              </span>
              {offer.moderationLock ? (
                <Badge variant="warning">{intl.formatMessage(offerLockMessages.badge)}</Badge>
              ) : (
                <Badge variant={offer.active ? 'success' : 'neutral'}>
                  {intl.formatMessage(offer.active ? myOffersMessages.active : myOffersMessages.inactive)}
                </Badge>
              )}
              {/* Each button names its offer for a screen reader's list of buttons ("Delete 10k Gold – Silvermoon"). */}
              <div className="lm:flex lm:flex-wrap lm:gap-2">
                {/* A taken-down offer cannot be switched on: the notice below says why. */}
                {offer.moderationLock ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy === offer.id}
                    onClick={() => toggle(offer.id, !offer.active)}
                  >
                    <RowActionLabel
                      action={intl.formatMessage(
                        offer.active ? myOffersMessages.deactivate : myOffersMessages.activate,
                      )}
                      name={offer.title}
                    />
                  </Button>
                )}
                <Button asChild variant="outline" size="sm">
                  <Link to={`/profile/products/${offer.id}/edit/`}>
                    <RowActionLabel action={intl.formatMessage(myOffersMessages.edit)} name={offer.title} />
                  </Link>
                </Button>
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="destructive" size="sm" disabled={busy === offer.id}>
                      <RowActionLabel
                        action={intl.formatMessage(myOffersMessages.delete)}
                        name={offer.title}
                      />
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>{intl.formatMessage(myOffersMessages.deleteTitle)}</AlertDialogTitle>
                      <AlertDialogDescription>
                        {intl.formatMessage(myOffersMessages.deleteBody)}
                      </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>{intl.formatMessage(myOffersMessages.cancel)}</AlertDialogCancel>
                      <AlertDialogAction variant="destructive" onClick={() => remove(offer.id)}>
                        {intl.formatMessage(myOffersMessages.delete)}
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              </div>
              {offer.moderationLock ? (
                <OfferLockNotice lock={offer.moderationLock} className="lm:basis-full" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.pageSize ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(data.total / data.pageSize)}
          onPageChange={(next) => {
            const params = new URLSearchParams(searchParams);
            params.set('page', String(next));
            setSearchParams(params);
          }}
          {...paginationLabels}
        />
      ) : null}
    </section>
  );
}
