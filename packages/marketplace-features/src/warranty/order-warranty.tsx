import type { OrderDetail } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Card } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../orders/use-format-money';
import { OfferWarrantyBadge } from './offer-warranty-badge';
import { warrantyInfoMessages, warrantyOrderMessages } from './warranty-messages';

/**
 * The warranty of an order, for both sides: its length, and once the order completed the exact end;
 * the seller (and staff) also see their money reserved until then, or when it was released. Nothing
 * for an order without a warranty. `now`: the moment to compare the end with (injected for stories).
 */
export function OrderWarranty({ order, now = new Date() }: { order: OrderDetail; now?: Date }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const { warranty } = order;
  if (!warranty) return null;
  const date = (iso: string) => formatDateTime(new Date(iso), intl.locale);
  const ended = warranty.endsAt !== null && new Date(warranty.endsAt) <= now;
  return (
    <Card
      asSection
      aria-labelledby="order-warranty-title"
      data-slot="order-warranty"
      className="lm:flex lm:flex-col lm:gap-2 lm:p-5"
    >
      <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
        <h2 id="order-warranty-title" className="lm:text-lg lm:font-semibold">
          {intl.formatMessage(warrantyOrderMessages.title)}
        </h2>
        <OfferWarrantyBadge days={warranty.days} />
      </div>
      <p className="lm:text-sm" data-slot="warranty-ends-at">
        {warranty.endsAt === null
          ? intl.formatMessage(warrantyInfoMessages.orderStarts, { days: warranty.days })
          : intl.formatMessage(ended ? warrantyInfoMessages.orderEnded : warrantyInfoMessages.orderEndsAt, {
              days: warranty.days,
              date: date(warranty.endsAt),
            })}
      </p>
      {warranty.reserve ? (
        <p className="lm:text-sm lm:text-muted-foreground" data-slot="warranty-reserve">
          {warranty.reserve.status === 'reserved'
            ? intl.formatMessage(warrantyInfoMessages.reserveReserved, {
                amount: money(warranty.reserve.amount, order.currency),
                date: date(warranty.reserve.releasesAt),
              })
            : intl.formatMessage(warrantyInfoMessages.reserveReleased, {
                amount: money(warranty.reserve.amount, order.currency),
                date: date(warranty.reserve.releasedAt ?? warranty.reserve.releasesAt),
              })}
        </p>
      ) : null}
    </Card>
  );
}
