import { currencyExponent } from '@lootmarket/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  PriceTag,
  SellerBadge,
  Skeleton,
} from '@lootmarket/ui';
import { ShieldCheck, Zap } from 'lucide-react';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH, useAuth } from '../auth/auth-provider';
import { PurchaseChat } from '../chat/purchase-chat';
import { ConvertedPrice } from '../currency/converted-price';
import { usePriceConversion } from '../currency/price-conversion';
import { useInView } from '../layout/use-in-view';
import { LoadError } from '../lib/load-error';
import { sellerPresence } from '../lib/seller-presence';
import { categoryMessages, deliveryTimeMessages } from '../market/catalog-messages';
import { ReportOfferButton } from '../tickets/report-offer-dialog';
import { OfferWarrantyBadge } from '../warranty/offer-warranty-badge';
import { warrantyInfoMessages } from '../warranty/warranty-messages';
import { useOffer } from './offers-api';
import { SellerReviews } from './seller-reviews';

export const offerPageMessages = defineMessages({
  notFound: { id: 'offer.notFound', defaultMessage: 'This offer does not exist or is no longer available.' },
  description: { id: 'offer.description', defaultMessage: 'Description' },
  price: { id: 'offer.price', defaultMessage: 'Price' },
  perPurchase: {
    id: 'offer.perPurchase',
    defaultMessage: 'Per purchase',
    description: 'How many units of the good one purchase delivers (10,000 gold), beside the price.',
  },
  deliveryTime: { id: 'offer.deliveryTime', defaultMessage: 'Delivery time' },
  server: { id: 'offer.server', defaultMessage: 'Server' },
  inStock: { id: 'offer.inStock', defaultMessage: 'In stock' },
  automaticDelivery: { id: 'offer.automaticDelivery', defaultMessage: 'Automatic delivery' },
  automaticDeliveryHint: {
    id: 'offer.automaticDeliveryHint',
    defaultMessage: 'You receive the code right after payment, without waiting for the seller.',
  },
  buyNow: { id: 'offer.buyNow', defaultMessage: 'Buy now' },
  logInToBuy: { id: 'offer.logInToBuy', defaultMessage: 'Log in to buy' },
  ownerNotice: {
    id: 'offer.ownerNotice',
    defaultMessage: 'This is your offer. Buyers see it like this; you cannot buy your own product.',
  },
  inactiveNotice: {
    id: 'offer.inactiveNotice',
    defaultMessage: 'This offer is inactive: buyers cannot see it.',
  },
  edit: { id: 'offer.edit', defaultMessage: 'Edit offer' },
  guaranteeTitle: { id: 'offer.guarantee.title', defaultMessage: '100% delivery guarantee' },
  guaranteeBody: {
    id: 'offer.guarantee.body',
    defaultMessage:
      'Your payment is held in escrow until you confirm delivery. If the item is not delivered, you get your money back.',
  },
  seller: { id: 'offer.seller', defaultMessage: 'Seller' },
  photos: { id: 'offer.photos', defaultMessage: 'Photos' },
});

export const offerPageValueMessages = defineMessages<{
  photo: { index: number; total: number };
  positive: { percent: string };
  sold: { count: string };
  answers: { minutes: number };
  memberSince: { date: string };
}>({
  photo: { id: 'offer.photo', defaultMessage: 'Photo {index} of {total}' },
  positive: { id: 'offer.seller.positive', defaultMessage: '{percent} positive feedback' },
  sold: { id: 'offer.seller.sold', defaultMessage: '{count} items sold' },
  answers: {
    id: 'offer.seller.answers',
    defaultMessage: 'Answers in about {minutes, plural, one {# minute} other {# minutes}}',
  },
  memberSince: { id: 'offer.seller.memberSince', defaultMessage: 'Member since {date}' },
});

/** The offer page (spec §2): everything a buyer needs to decide, and the way to buy. */
export function OfferPage({ offerId }: { offerId: string }) {
  const intl = useIntl();
  const auth = useAuth();
  const location = useLocation();
  const query = useOffer(offerId, auth.token, auth.status !== 'loading');
  const [photoIndex, setPhotoIndex] = useState(0);
  const buyRef = useRef<HTMLDivElement>(null);
  const conversion = usePriceConversion();

  if (query.isError && !query.data) {
    return (
      <section className="lm:mx-auto lm:max-w-4xl lm:px-4 lm:py-8">
        <LoadError
          error={query.error}
          notFound={offerPageMessages.notFound}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  const offer = query.data?.offer;
  if (!offer) {
    return (
      <section className="lm:mx-auto lm:max-w-4xl lm:px-4 lm:py-8" aria-busy="true">
        <Skeleton className="lm:h-96" />
      </section>
    );
  }
  const photo = offer.photos[Math.min(photoIndex, offer.photos.length - 1)];
  const returnTo = `${location.pathname}${location.search}`;

  /*
   * The card's Buy, or Log in to buy for a guest; none on the seller's own offer. In the bottom bar
   * the words may wrap onto two lines, so a long phrase ("Zaloguj się, aby kupić") never pushes the
   * button past a 360 px screen.
   */
  const buyLink = (className?: string) =>
    offer.viewerIsOwner ? null : (
      <Button asChild size="lg" className={className}>
        {auth.status === 'authenticated' ? (
          <Link to={`/order/new/?offer=${offer.id}`}>{intl.formatMessage(offerPageMessages.buyNow)}</Link>
        ) : (
          <Link to={`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`}>
            {intl.formatMessage(offerPageMessages.logInToBuy)}
          </Link>
        )}
      </Button>
    );
  const presence = sellerPresence(intl, offer.seller.lastSeenAt);
  // In another currency than the viewer's: "≈ $7.02" in front, the offer's own price (charged) beside it.
  const price = conversion.convert(offer.priceMinor, offer.currency) ? (
    <ConvertedPrice
      minor={offer.priceMinor}
      currency={offer.currency}
      className="lm:font-bold lm:text-2xl lm:tabular-nums"
    />
  ) : (
    <PriceTag
      amountMinor={offer.priceMinor}
      currency={offer.currency}
      exponent={currencyExponent(offer.currency)}
      locale={intl.locale}
      size="lg"
    />
  );

  /*
   * One column on a phone, in reading order: the title, the photo, then what a buyer decides on (price,
   * Buy, seller, guarantee) before the description, the chat and the reviews. From lg the purchase
   * column moves beside the others and spans their rows; the last row takes any extra height.
   */
  return (
    <article
      className={cn(
        'lm:mx-auto lm:grid lm:max-w-6xl lm:grid-cols-1 lm:gap-6 lm:px-4 lm:py-8 lm:lg:grid-cols-[2fr_1fr] lm:lg:gap-x-8',
        photo ? 'lm:lg:grid-rows-[auto_auto_auto_1fr]' : 'lm:lg:grid-rows-[auto_auto_1fr]',
      )}
    >
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-4 lm:lg:col-start-1">
        <nav className="lm:text-sm lm:text-muted-foreground">
          <Link to={`/games/${offer.game.slug}/${offer.category}/`}>
            {offer.game.name} · {intl.formatMessage(categoryMessages[offer.category])}
          </Link>
        </nav>
        <h1 className="lm:text-2xl lm:font-semibold">{offer.title}</h1>
        {offer.viewerIsOwner ? (
          <Alert
            variant="info"
            title={intl.formatMessage(offerPageMessages.ownerNotice)}
            action={
              <Button asChild variant="outline" size="sm">
                <Link to={`/profile/products/${offer.id}/edit/`}>
                  {intl.formatMessage(offerPageMessages.edit)}
                </Link>
              </Button>
            }
          >
            {offer.active ? null : intl.formatMessage(offerPageMessages.inactiveNotice)}
          </Alert>
        ) : null}
      </div>
      {photo ? (
        <figure
          className="lm:flex lm:min-w-0 lm:flex-col lm:gap-3 lm:lg:col-start-1"
          aria-label={intl.formatMessage(offerPageMessages.photos)}
        >
          <img
            src={photo.largeUrl}
            alt={intl.formatMessage(offerPageValueMessages.photo, {
              index: offer.photos.indexOf(photo) + 1,
              total: offer.photos.length,
            })}
            className="lm:max-h-64 lm:w-full lm:rounded-lg lm:object-contain lm:lg:max-h-[480px]"
          />
          {offer.photos.length > 1 ? (
            <div className="lm:flex lm:gap-2">
              {offer.photos.map((thumb, index) => (
                <button
                  key={thumb.id}
                  type="button"
                  aria-pressed={thumb.id === photo.id}
                  onClick={() => setPhotoIndex(index)}
                  className="rounded lm:border lm:p-0.5 lm:aria-pressed:border-primary"
                >
                  <img
                    src={thumb.smallUrl}
                    alt={intl.formatMessage(offerPageValueMessages.photo, {
                      index: index + 1,
                      total: offer.photos.length,
                    })}
                    className="lm:h-16 lm:w-16 lm:object-cover"
                  />
                </button>
              ))}
            </div>
          ) : null}
        </figure>
      ) : null}
      <aside className="lm:flex lm:min-w-0 lm:flex-col lm:gap-4 lm:lg:col-start-2 lm:lg:row-span-full">
        <Card>
          <CardContent className="lm:flex lm:flex-col lm:gap-4 lm:pt-6">
            <dl className="lm:grid lm:grid-cols-2 lm:gap-3 lm:text-sm">
              <dt className="lm:text-muted-foreground">{intl.formatMessage(offerPageMessages.price)}</dt>
              <dd>{price}</dd>
              {offer.bundleSize > 1 ? (
                <>
                  <dt className="lm:text-muted-foreground">
                    {intl.formatMessage(offerPageMessages.perPurchase)}
                  </dt>
                  <dd className="lm:tabular-nums">{intl.formatNumber(offer.bundleSize)}</dd>
                </>
              ) : null}
              {offer.server ? (
                <>
                  <dt className="lm:text-muted-foreground">{intl.formatMessage(offerPageMessages.server)}</dt>
                  <dd>{offer.server.name}</dd>
                </>
              ) : null}
              <dt className="lm:text-muted-foreground">
                {intl.formatMessage(offerPageMessages.deliveryTime)}
              </dt>
              <dd>{intl.formatMessage(deliveryTimeMessages[offer.deliveryTime])}</dd>
              <dt className="lm:text-muted-foreground">{intl.formatMessage(offerPageMessages.inStock)}</dt>
              <dd>{intl.formatNumber(offer.quantity)}</dd>
            </dl>
            {offer.automaticDelivery ? (
              <p className="lm:flex lm:items-start lm:gap-2 lm:text-sm">
                <Badge variant="success">
                  <Zap aria-hidden="true" className="lm:size-3" />
                  {intl.formatMessage(offerPageMessages.automaticDelivery)}
                </Badge>
                <span>{intl.formatMessage(offerPageMessages.automaticDeliveryHint)}</span>
              </p>
            ) : null}
            {/* The buy action first: on a phone it stays in the first screen. */}
            {offer.viewerIsOwner ? null : (
              <div ref={buyRef} className="lm:flex lm:flex-col">
                {buyLink()}
              </div>
            )}
            {offer.warrantyDays !== null ? (
              <p className="lm:flex lm:items-start lm:gap-2 lm:text-sm" data-slot="offer-warranty">
                <OfferWarrantyBadge days={offer.warrantyDays} />
                <span>
                  {intl.formatMessage(warrantyInfoMessages.offerPage, { days: offer.warrantyDays })}
                </span>
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{intl.formatMessage(offerPageMessages.seller)}</CardTitle>
          </CardHeader>
          <CardContent className="lm:flex lm:flex-col lm:gap-2 lm:text-sm">
            <SellerBadge
              layout="full"
              name={offer.seller.username}
              avatarSrc={offer.seller.avatarUrl}
              {...presence}
              positivePercent={offer.seller.positiveFeedbackPercent}
              itemsSold={offer.seller.itemsSold}
              locale={intl.locale}
              positiveLabel={(percent) => intl.formatMessage(offerPageValueMessages.positive, { percent })}
              soldLabel={(count) => intl.formatMessage(offerPageValueMessages.sold, { count })}
              {...(offer.seller.averageAnswerMinutes !== null
                ? {
                    averageAnswerTime: intl.formatMessage(offerPageValueMessages.answers, {
                      minutes: offer.seller.averageAnswerMinutes,
                    }),
                  }
                : {})}
            />
            <span className="lm:text-muted-foreground">
              {intl.formatMessage(offerPageValueMessages.memberSince, {
                date: intl.formatDate(offer.seller.memberSince, { year: 'numeric', month: 'long' }),
              })}
            </span>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="lm:flex lm:items-center lm:gap-2">
              <ShieldCheck aria-hidden="true" className="lm:size-5" />
              {intl.formatMessage(offerPageMessages.guaranteeTitle)}
            </CardTitle>
          </CardHeader>
          <CardContent className="lm:text-sm">
            {intl.formatMessage(offerPageMessages.guaranteeBody)}
          </CardContent>
        </Card>
        {offer.viewerIsOwner ? null : (
          <div className="lm:flex lm:justify-end">
            <ReportOfferButton offerId={offer.id} />
          </div>
        )}
      </aside>
      <section className="lm:min-w-0 lm:lg:col-start-1">
        <h2 className="lm:mb-2 lm:text-lg lm:font-semibold">
          {intl.formatMessage(offerPageMessages.description)}
        </h2>
        <p className="lm:whitespace-pre-line">{offer.description}</p>
      </section>
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-6 lm:lg:col-start-1">
        <PurchaseChat offerId={offer.id} viewerIsOwner={offer.viewerIsOwner} />
        <SellerReviews sellerId={offer.seller.id} />
      </div>
      {offer.viewerIsOwner ? null : (
        <BuyBar buyRef={buyRef} price={price}>
          {buyLink('lm:h-auto lm:min-h-12 lm:shrink lm:whitespace-normal lm:py-2 lm:text-center')}
        </BuyBar>
      )}
    </article>
  );
}

/**
 * On a phone, the price and Buy stay at the bottom of the screen while the purchase card's own Buy
 * is out of view (above or below), so the main action is always one tap away. It is not there while
 * the card's button is on screen: a reader never meets two Buy buttons at once. From lg the purchase
 * column is beside the text and the bar is never shown. While shown, it tells fixed controls at the
 * bottom (Back to top) its height through --lm-bottom-bar.
 */
function BuyBar({
  buyRef,
  price,
  children,
}: {
  buyRef: RefObject<HTMLDivElement | null>;
  price: ReactNode;
  children: ReactNode;
}) {
  // In view until the observer first says otherwise: the bar does not flash in on a page whose Buy is on screen.
  const buyInView = useInView(buyRef, { initial: true });
  const barRef = useRef<HTMLDivElement>(null);
  const shown = !buyInView;
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!shown || !bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--lm-bottom-bar', `${bar.offsetHeight}px`);
    publish();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    resize?.observe(bar);
    return () => {
      resize?.disconnect();
      root.style.removeProperty('--lm-bottom-bar');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={barRef}
      data-slot="offer-buy-bar"
      className="lm:fixed lm:inset-x-0 lm:bottom-0 lm:z-sticky lm:flex lm:items-center lm:justify-between lm:gap-3 lm:border-t lm:border-border lm:bg-card lm:px-4 lm:py-3 lm:pb-[max(0.75rem,env(safe-area-inset-bottom))] lm:text-card-foreground lm:shadow-lg lm:lg:hidden"
    >
      <div className="lm:shrink-0">{price}</div>
      <div className="lm:flex lm:min-w-0 lm:flex-col">{children}</div>
    </div>
  );
}
