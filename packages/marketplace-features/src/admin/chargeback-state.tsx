import type { AdminChargeback } from '@lootmarket/contract';
import { useIntl } from 'react-intl';
import { ordersMessages as m } from './admin-messages';

/** A chargeback at the card issuer: open (the seller's money stays frozen) or how the issuer closed it. */
export function ChargebackState({ chargeback }: { chargeback: AdminChargeback | null }) {
  const t = useIntl().formatMessage;
  if (!chargeback) return null;
  const label = !chargeback.closed
    ? m.chargebackOpen
    : chargeback.status === 'won'
      ? m.chargebackWon
      : chargeback.status === 'lost'
        ? m.chargebackLost
        : m.chargebackClosed;
  return (
    <span
      className={
        !chargeback.closed || chargeback.status === 'lost'
          ? 'lm:font-medium lm:text-destructive lm:text-sm'
          : 'lm:text-muted-foreground lm:text-sm'
      }
    >
      {t(label)}
    </span>
  );
}
