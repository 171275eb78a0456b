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
  imageSrc?: string;
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
  imageSrc,
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
  const linkClass = 'after:absolute after:inset-0 after:content-[""] hover:underline';
  const link = renderLink ? (
    renderLink({ href, className: linkClass, children: title })
  ) : (
    <a href={href} className={linkClass}>
      {title}
    </a>
  );
  const list = layout === 'list';
  return (
    <article
      data-slot="offer-card"
      data-layout={layout}
      className={cn(
        'relative flex min-w-0 rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:shadow-md',
        list ? 'flex-col gap-3 p-3 sm:flex-row sm:items-center' : 'flex-col',
        className,
      )}
      {...props}
    >
      {imageSrc ? (
        <img
          src={imageSrc}
          alt=""
          className={cn(
            'bg-muted object-cover',
            list ? 'aspect-video w-full rounded-md sm:w-28' : 'aspect-video w-full rounded-t-lg',
          )}
        />
      ) : null}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-2', !list && 'p-4')}>
        <p className="text-xs font-medium text-muted-foreground">
          {game} · {category}
        </p>
        <h3 className="text-sm font-semibold leading-snug [overflow-wrap:anywhere] [&_a]:outline-none">
          {link}
        </h3>
        <div className="flex flex-wrap items-center gap-1.5">
          {deliveryTime}
          {automaticDelivery ? (
            <Badge variant="primary">
              <Zap aria-hidden="true" />
              {automaticDeliveryLabel}
            </Badge>
          ) : null}
          {server ? (
            <Badge variant="outline">
              <span className="sr-only">{serverLabel}: </span>
              {server}
            </Badge>
          ) : null}
        </div>
        <div className="relative z-[1] min-w-0">{seller}</div>
      </div>
      <div
        className={cn(
          'flex items-end justify-between gap-2',
          list ? 'sm:flex-col sm:items-end sm:justify-center' : 'border-t border-border p-4 pt-3',
        )}
      >
        {price}
        <span
          className={cn('text-xs', stock > 0 ? 'text-muted-foreground' : 'font-medium text-destructive-text')}
        >
          {stock > 0 ? stockLabel(new Intl.NumberFormat(locale).format(stock), stock) : outOfStockLabel}
        </span>
      </div>
    </article>
  );
}
