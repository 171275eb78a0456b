import { WarrantyBadge } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { warrantyMessages } from './warranty-messages';

/** The warranty an offer or an order carries, in the reader's language; nothing without one. */
export function OfferWarrantyBadge({ days }: { days: number | null }) {
  const intl = useIntl();
  if (days === null) return null;
  return <WarrantyBadge days={days} label={intl.formatMessage(warrantyMessages.badge, { days })} />;
}
