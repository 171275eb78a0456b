import { ThumbsUp } from 'lucide-react';
import type * as React from 'react';
import { Avatar } from '../avatar/avatar';
import { cn } from '../lib/cn';

export type SellerBadgeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  name: string;
  /** The seller's uploaded avatar; without one (or when it fails to load) their initials are drawn. */
  avatarSrc?: string | null;
  /** 0–100. */
  positivePercent: number;
  itemsSold: number;
  /** Already phrased by the app, e.g. "1,234 reviews": how many ratings the percent rests on. */
  reviews?: string;
  online?: boolean;
  /** Already phrased by the app, e.g. "Last seen 5 minutes ago" or "Online". */
  lastSeen?: string;
  /** Already phrased by the app, e.g. "Answers in about 3 minutes". */
  averageAnswerTime?: string;
  locale?: string;
  positiveLabel?: (percent: string) => string;
  soldLabel?: (count: string, raw: number) => string;
  /** `compact` fits an offer card; `full` the offer page's seller panel. */
  layout?: 'compact' | 'full';
};

/**
 * Who sells: name, presence and the trust numbers of spec §3 (positive %, how many reviews it rests on,
 * items sold, last seen, answer time).
 */
export function SellerBadge({
  name,
  avatarSrc,
  positivePercent,
  itemsSold,
  reviews,
  online,
  lastSeen,
  averageAnswerTime,
  locale = 'en',
  positiveLabel = (percent) => `${percent} positive`,
  soldLabel = (count, raw) => (raw === 1 ? `${count} item sold` : `${count} items sold`),
  layout = 'compact',
  className,
  ...props
}: SellerBadgeProps) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    positivePercent / 100,
  );
  const sold = new Intl.NumberFormat(locale).format(itemsSold);
  return (
    <div
      data-slot="seller-badge"
      data-layout={layout}
      className={cn('lm:flex lm:min-w-0 lm:items-center lm:gap-3', className)}
      {...props}
    >
      <Avatar
        name={name}
        src={avatarSrc}
        // The name is written beside it.
        decorative
        size={layout === 'full' ? 'lg' : 'sm'}
        online={online}
        presenceLabel={lastSeen}
      />
      <div className="lm:flex lm:min-w-0 lm:flex-col">
        <span className="lm:truncate lm:text-sm lm:font-semibold">{name}</span>
        <span className="lm:flex lm:flex-wrap lm:items-center lm:gap-x-3 lm:gap-y-0.5 lm:text-xs lm:text-muted-foreground">
          <span className="lm:inline-flex lm:items-center lm:gap-1">
            <ThumbsUp aria-hidden="true" className="lm:size-3.5 lm:text-success-text" />
            {positiveLabel(percent)}
          </span>
          {reviews ? <span data-slot="seller-badge-reviews">{reviews}</span> : null}
          <span>{soldLabel(sold, itemsSold)}</span>
          {layout === 'full' && lastSeen ? <span aria-hidden="true">{lastSeen}</span> : null}
          {layout === 'full' && averageAnswerTime ? <span>{averageAnswerTime}</span> : null}
        </span>
      </div>
    </div>
  );
}
