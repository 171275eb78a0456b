import type { MarketOffer, MarketSort } from '@lootmarket/contract';
import { Badge, Table, type TableColumn, type TableSort } from '@lootmarket/ui';
import { Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useTableWords } from '../lib/use-table-words';
import { OfferWarrantyBadge } from '../warranty/offer-warranty-badge';
import { deliveryTimeMessages } from './catalog-messages';
import { MarketOfferPrice } from './market-price';

export const marketTableMessages = defineMessages({
  caption: { id: 'market.table.caption', defaultMessage: 'Offers' },
  offer: { id: 'market.table.offer', defaultMessage: 'Offer' },
  seller: { id: 'market.table.seller', defaultMessage: 'Seller' },
  delivery: { id: 'market.table.delivery', defaultMessage: 'Delivery' },
  stock: { id: 'market.table.stock', defaultMessage: 'In stock' },
  price: { id: 'market.table.price', defaultMessage: 'Price' },
});

/**
 * The market's sorts as the table's sortable columns: price both ways, the seller by rating (best
 * first) and delivery (fastest first). A column with one order keeps it whichever way it is asked.
 */
export function tableSortOf(sort: MarketSort): TableSort {
  switch (sort) {
    case 'price_desc':
      return { column: 'price', direction: 'descending' };
    case 'rating':
      return { column: 'seller', direction: 'descending' };
    case 'delivery':
      return { column: 'delivery', direction: 'ascending' };
    default:
      return { column: 'price', direction: 'ascending' };
  }
}

export function marketSortOf(sort: TableSort): MarketSort {
  if (sort.column === 'seller') return 'rating';
  if (sort.column === 'delivery') return 'delivery';
  return sort.direction === 'descending' ? 'price_desc' : 'price_asc';
}

/**
 * The market's list view: a dense table to compare sellers, one offer a row (title and server,
 * seller with presence and rating, delivery, stock, the price per unit), sorted by its column headers
 * through the same URL sort as the sort menu. In a narrow container (a phone) the kit's Table shows
 * each row as a card, the sortable headers as buttons above.
 */
export function MarketOfferTable({
  offers,
  priceUnit,
  sort,
  onSortChange,
  serverLabel,
  automaticDeliveryLabel,
  renderSeller,
}: {
  offers: ReadonlyArray<MarketOffer>;
  priceUnit: number;
  sort: MarketSort;
  onSortChange: (sort: MarketSort) => void;
  /** Spoken before the server badge ("Server", or "Region" for gift cards). */
  serverLabel: string;
  automaticDeliveryLabel: string;
  /** The seller as the market's cards show them (avatar, presence, rating). */
  renderSeller: (seller: MarketOffer['seller']) => ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const words = useTableWords();
  const columns: TableColumn<MarketOffer>[] = [
    {
      key: 'offer',
      header: t(marketTableMessages.offer),
      primary: true,
      className: 'lm:min-w-48',
      cell: (offer) => (
        <span className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1">
          <Link
            to={`/offers/${offer.id}/`}
            className="lm:font-medium lm:underline-offset-4 lm:[overflow-wrap:anywhere] lm:hover:underline"
          >
            {offer.title}
          </Link>
          {offer.server || offer.automaticDelivery || offer.warrantyDays !== null ? (
            <span className="lm:flex lm:flex-wrap lm:gap-1.5">
              {offer.server ? (
                <Badge variant="outline">
                  <span className="lm:sr-only">{serverLabel}: </span>
                  {offer.server.name}
                </Badge>
              ) : null}
              {offer.automaticDelivery ? (
                <Badge variant="primary">
                  <Zap aria-hidden="true" />
                  {automaticDeliveryLabel}
                </Badge>
              ) : null}
              <OfferWarrantyBadge days={offer.warrantyDays} />
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'seller',
      header: t(marketTableMessages.seller),
      sortable: true,
      cell: (offer) => renderSeller(offer.seller),
    },
    {
      key: 'delivery',
      header: t(marketTableMessages.delivery),
      sortable: true,
      className: 'lm:whitespace-nowrap',
      cell: (offer) => t(deliveryTimeMessages[offer.deliveryTime]),
    },
    {
      key: 'stock',
      header: t(marketTableMessages.stock),
      align: 'end',
      className: 'lm:tabular-nums',
      cell: (offer) => intl.formatNumber(offer.quantity),
    },
    {
      key: 'price',
      header: t(marketTableMessages.price),
      sortable: true,
      align: 'end',
      cell: (offer) => <MarketOfferPrice offer={offer} priceUnit={priceUnit} />,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={offers}
      getRowKey={(offer) => offer.id}
      caption={t(marketTableMessages.caption)}
      hideCaption
      sort={tableSortOf(sort)}
      onSortChange={(next) => onSortChange(marketSortOf(next))}
      {...words}
    />
  );
}
