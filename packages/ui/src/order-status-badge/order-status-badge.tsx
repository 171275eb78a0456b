import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '../badge/badge';
import type { BadgeVariantProps } from '../badge/badge.variants';

export type OrderStatus = 'pending' | 'completed' | 'failed';

export type OrderStatusBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  status: OrderStatus;
  /** Spec §4: pending is shown as "in progress". */
  labels?: Record<OrderStatus, string>;
  /**
   * The badge's colour when the status alone would mislead (a failed order the buyer got refunded is
   * not an error): defaults to warning (pending), success (completed), danger (failed).
   */
  tone?: NonNullable<BadgeVariantProps['variant']>;
};

const looks = {
  pending: { variant: 'warning', Icon: Clock },
  completed: { variant: 'success', Icon: CircleCheck },
  failed: { variant: 'danger', Icon: CircleX },
} as const;

export function OrderStatusBadge({
  status,
  labels = { pending: 'In progress', completed: 'Completed', failed: 'Failed' },
  tone,
  ...props
}: OrderStatusBadgeProps) {
  const { variant, Icon } = looks[status];
  return (
    <Badge data-status={status} variant={tone ?? variant} {...props}>
      <Icon aria-hidden="true" />
      {labels[status]}
    </Badge>
  );
}
