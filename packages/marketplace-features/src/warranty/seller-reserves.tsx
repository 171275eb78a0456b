import { orderPath, type SellerReserve } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { ShieldCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '../orders/use-format-money';
import { OfferWarrantyBadge } from './offer-warranty-badge';
import { reserveMessages } from './warranty-messages';

/**
 * The seller's sales whose money is reserved until their warranty ends, soonest release first, each
 * with its amount and the exact date and time it is released (the wallet page, the seller dashboard).
 * Nothing when none is reserved.
 */
export function SellerReserves({ reserves }: { reserves: readonly SellerReserve[] }) {
  const intl = useIntl();
  const money = useFormatMoney();
  if (reserves.length === 0) return null;
  return (
    <section
      aria-labelledby="seller-reserves-title"
      data-slot="seller-reserves"
      className="lm:flex lm:flex-col lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
    >
      <h3
        id="seller-reserves-title"
        className="lm:flex lm:items-center lm:gap-2 lm:text-base lm:font-semibold"
      >
        <ShieldCheck aria-hidden="true" className="lm:size-5 lm:text-muted-foreground" />
        {intl.formatMessage(reserveMessages.title)}
      </h3>
      <p className="lm:sr-only">{intl.formatMessage(reserveMessages.caption)}</p>
      <ul className="lm:flex lm:flex-col lm:divide-y lm:divide-border">
        {reserves.map((reserve) => (
          <li
            key={reserve.orderId}
            data-slot="seller-reserve"
            className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-x-4 lm:gap-y-1 lm:py-2"
          >
            <span className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1">
              <Link
                to={orderPath(reserve.orderId)}
                className="lm:font-medium lm:underline-offset-4 lm:[overflow-wrap:anywhere] lm:hover:underline"
              >
                {reserve.item}
              </Link>
              <span>
                <OfferWarrantyBadge days={reserve.warrantyDays} />
              </span>
            </span>
            <dl className="lm:flex lm:flex-wrap lm:gap-x-4 lm:gap-y-1 lm:text-sm">
              <div className="lm:flex lm:gap-1">
                <dt className="lm:text-muted-foreground">{intl.formatMessage(reserveMessages.amount)}</dt>
                <dd className="lm:font-semibold lm:tabular-nums">
                  {money(reserve.amount, reserve.currency)}
                </dd>
              </div>
              <div className="lm:flex lm:gap-1">
                <dt className="lm:text-muted-foreground">{intl.formatMessage(reserveMessages.releasesAt)}</dt>
                <dd>
                  <time dateTime={reserve.releasesAt}>
                    {formatDateTime(new Date(reserve.releasesAt), intl.locale)}
                  </time>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
