import { Clock, Zap } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '../badge/badge';

export type DeliveryTimeBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Promised delivery time in minutes; 0 is instant. */
  minutes: number;
  locale?: string;
  instantLabel?: string;
  /** Spoken and shown before the time, e.g. "Delivery:". Empty by default. */
  prefix?: string;
};

/** Formats a delivery time in the largest whole unit (minutes, hours, days), in the locale. */
export function formatDeliveryTime(minutes: number, locale = 'en'): string {
  const [value, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The seller's promised delivery time (spec §3: instant, 5 minutes … 7 days). */
export function DeliveryTimeBadge({
  minutes,
  locale = 'en',
  instantLabel = 'Instant delivery',
  prefix,
  ...props
}: DeliveryTimeBadgeProps) {
  const instant = minutes === 0;
  const Icon = instant ? Zap : Clock;
  return (
    <Badge variant={instant ? 'primary' : 'neutral'} data-instant={instant || undefined} {...props}>
      <Icon aria-hidden="true" />
      {prefix ? `${prefix} ` : null}
      {instant ? instantLabel : formatDeliveryTime(minutes, locale)}
    </Badge>
  );
}
