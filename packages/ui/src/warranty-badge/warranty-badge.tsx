import { ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '../badge/badge';

export type WarrantyBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The warranty in days (14 is the free platform minimum; 30, 60, 90 at the seller's choice); null: none. */
  days: number | null;
  /** What the badge says, e.g. "30-day warranty" (the features pass the translated text). */
  label?: string;
};

/** The days above which a warranty is the seller's own offer, shown stronger than the free minimum. */
const FREE_MINIMUM_DAYS = 14;

/**
 * The warranty an offer or an order carries (account categories): nothing when it has none. The free
 * platform minimum is a quiet outline; a longer warranty the seller offers stands out.
 */
export function WarrantyBadge({ days, label, ...props }: WarrantyBadgeProps) {
  if (days === null) return null;
  const extended = days > FREE_MINIMUM_DAYS;
  return (
    <Badge
      variant={extended ? 'success' : 'outline'}
      data-slot="warranty-badge"
      data-days={days}
      data-variant={extended ? 'extended' : 'minimum'}
      {...props}
    >
      <ShieldCheck aria-hidden="true" />
      {label ?? `${days}-day warranty`}
    </Badge>
  );
}
