import type { OfferModerationLock } from '@lootmarket/contract';
import { Alert } from '@lootmarket/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { withValuesAll } from '../lib/messages';

export const offerLockMessages = withValuesAll(
  defineMessages({
    badge: { id: 'offers.lock.badge', defaultMessage: 'Taken down' },
    title: { id: 'offers.lock.title', defaultMessage: 'Taken down by moderators' },
    reason: {
      id: 'offers.lock.reason',
      defaultMessage: 'Reason: {reason}',
      description: 'The reason moderators gave, word for word.',
    },
    help: {
      id: 'offers.lock.help',
      defaultMessage:
        'The offer stays inactive until moderators lift the take-down. You can still edit it; to ask for a review, open a ticket.',
    },
    openTicket: { id: 'offers.lock.openTicket', defaultMessage: 'Open a ticket' },
    since: { id: 'offers.lock.since', defaultMessage: 'Since {date}' },
  }),
);

export interface OfferLockNoticeProps {
  lock: OfferModerationLock;
  /** Extra classes (its width in a row of My products). */
  className?: string;
}

/**
 * Why the seller cannot activate an offer: moderators took it down, with their reason word for
 * word, until they lift it. Shown on My products and on the edit page.
 */
export function OfferLockNotice({ lock, className }: OfferLockNoticeProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Alert
      variant="warning"
      title={t(offerLockMessages.title)}
      className={className}
      data-offer-lock=""
      action={
        <Link
          to="/profile/tickets/new/"
          className="lm:text-link lm:text-sm lm:underline lm:underline-offset-4"
        >
          {t(offerLockMessages.openTicket)}
        </Link>
      }
    >
      <p className="lm:whitespace-pre-line">{t(offerLockMessages.reason, { reason: lock.reason })}</p>
      <p className="lm:text-sm">
        {t(offerLockMessages.since, {
          date: intl.formatDate(lock.lockedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      <p className="lm:text-sm">{t(offerLockMessages.help)}</p>
    </Alert>
  );
}
