import { Zap } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';

export type OfferCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  /** Where the offer page is; the title is the link, and the whole card is clickable through it. */
  href: string;
  game: string;
  title: string;
  category: string;
  server?: string;
  /** A DeliveryTimeBadge. */
  deliveryTime: React.ReactNode;
  /** A PriceTag. */
  price: React.ReactNode;
  stock: number;
  /** A SellerBadge (compact). */
  seller: React.ReactNode;
  automaticDelivery?: boolean;
  /** A WarrantyBadge (offers of account categories carry one). */
  warranty?: React.ReactNode;
  imageSrc?: string;
  /**
   * Drawn in the photo's place when the offer has none (the game's cover), so the cards of one row
   * line up whether or not they have a photo. Decorative.
   */
  imageFallback?: React.ReactNode;
  layout?: 'grid' | 'list';
  locale?: string;
  stockLabel?: (count: string, raw: number) => string;
  outOfStockLabel?: string;
  automaticDeliveryLabel?: string;
  serverLabel?: string;
  /** Render the title link with the app's router (react-router <Link>). */
  renderLink?: (props: { href: string; className: string; children: React.ReactNode }) => React.ReactNode;
};

/** An offer in the market list, as a grid card or a list row (spec §2 "grid or list view"). */
export function OfferCard({
  href,
  game,
  title,
  category,
  server,
  deliveryTime,
  price,
  stock,
  seller,
  automaticDelivery = false,
  warranty,
  imageSrc,
  imageFallback,
  layout = 'grid',
  locale = 'en',
  stockLabel = (count) => `${count} in stock`,
  outOfStockLabel = 'Out of stock',
  automaticDeliveryLabel = 'Automatic delivery',
  serverLabel = 'Server',
  renderLink,
  className,
  ...props
}: OfferCardProps) {
  // The link's box covers the card (after:absolute): one tab stop, one name, the whole card clickable.
  const linkClass = 'lm:after:absolute lm:after:inset-0 lm:after:content-[""] lm:hover:underline';
  const link = renderLink ? (
    renderLink({ href, className: linkClass, children: title })
  ) : (
    <a href={href} className={linkClass}>
      {title}
    </a>
  );
  const list = layout === 'list';
  const imageFrame = list
    ? 'lm:aspect-video lm:w-full lm:rounded-md lm:sm:w-28'
    : 'lm:aspect-video lm:w-full lm:rounded-t-lg';
  return (
    <article
      data-slot="offer-card"
      data-layout={layout}
      className={cn(
        'lm:relative lm:flex lm:min-w-0 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:text-card-foreground lm:shadow-sm lm:transition-shadow lm:focus-within:outline-2 lm:focus-within:outline-offset-2 lm:focus-within:outline-ring lm:hover:shadow-md',
        list ? 'lm:flex-col lm:gap-3 lm:p-3 lm:sm:flex-row lm:sm:items-center' : 'lm:flex-col',
        className,
      )}
      {...props}
    >
      {imageSrc ? (
        <img src={imageSrc} alt="" className={cn('lm:bg-muted lm:object-cover', imageFrame)} />
      ) : imageFallback ? (
        <div
          aria-hidden="true"
          data-slot="offer-card-image-fallback"
          className={cn('lm:flex lm:overflow-hidden lm:[&>*]:size-full', imageFrame)}
        >
          {imageFallback}
        </div>
      ) : null}
      <div className={cn('lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-2', !list && 'lm:p-4')}>
        <p className="lm:text-xs lm:font-medium lm:text-muted-foreground">
          {game} · {category}
        </p>
        <h3 className="lm:text-sm lm:font-semibold lm:leading-snug lm:[overflow-wrap:anywhere] lm:[&_a]:outline-none">
          {link}
        </h3>
        <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-1.5">
          {deliveryTime}
          {automaticDelivery ? (
            <Badge variant="primary">
              <Zap aria-hidden="true" />
              {automaticDeliveryLabel}
            </Badge>
          ) : null}
          {warranty}
          {server ? (
            <Badge variant="outline">
              <span className="lm:sr-only">{serverLabel}: </span>
              {server}
            </Badge>
          ) : null}
        </div>
        <div className="lm:relative lm:z-[1] lm:min-w-0">{seller}</div>
      </div>
      {/* A long price (a price per unit and its bundle) keeps its line: the stock wraps below it. */}
      <div
        className={cn(
          'lm:flex lm:flex-wrap lm:items-end lm:justify-between lm:gap-x-2 lm:gap-y-1',
          list
            ? 'lm:sm:flex-col lm:sm:items-end lm:sm:justify-center'
            : 'lm:border-t lm:border-border lm:p-4 lm:pt-3',
        )}
      >
        {price}
        <span
          className={cn(
            'lm:text-xs',
            stock > 0 ? 'lm:text-muted-foreground' : 'lm:font-medium lm:text-destructive-text',
          )}
        >
          {stock > 0 ? stockLabel(new Intl.NumberFormat(locale).format(stock), stock) : outOfStockLabel}
        </span>
      </div>
    </article>
  );
}
