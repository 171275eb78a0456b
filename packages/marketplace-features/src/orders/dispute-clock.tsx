import type { DisputeClock as DisputeClockData, DisputeStaffReason } from '@lootmarket/contract';
import { useEffect, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { disputeClockMessages as m } from './dispute-clock-messages';

/** Whose view it is: a side of the dispute (told when it is their turn) or staff. */
export type DisputeClockViewer = 'buyer' | 'seller' | 'staff';

export type DisputeClockProps = {
  clock: DisputeClockData;
  viewer: DisputeClockViewer;
  /** The clock's heading level in the page (h2 on the order page, h3 inside the back office's card). */
  headingLevel?: 2 | 3;
  /** What the clock runs for: a dispute (default) or a warranty claim (its title and silent-buyer ruling). */
  subject?: 'dispute' | 'warranty_claim';
};

const STAGE: Record<DisputeClockData['stage'], MessageDescriptor> = {
  seller: m.stageSeller,
  buyer: m.stageBuyer,
  staff: m.stageStaff,
  decided: m.stageDecided,
};

const STAFF_REASON: Record<DisputeStaffReason, MessageDescriptor> = {
  answered: m.staffReasonAnswered,
  silent_seller: m.staffReasonSilentSeller,
  silent_buyer: m.staffReasonSilentBuyer,
  no_proof_of_delivery: m.staffReasonNoProofOfDelivery,
  seller_banned: m.staffReasonSellerBanned,
  chargeback: m.staffReasonChargeback,
};

/** Milliseconds until `deadline`, counted again every second while there is one. */
function useRemaining(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? Date.parse(deadline) - now : null;
}

/**
 * A dispute's clock as both sides and staff see it: whose turn it is, the deadline (a `<time>` with
 * the instant), the time left counting down, and what happens if the awaited side stays silent. The
 * countdown is not a live region: it changes every second, and a screen reader would read it out each
 * time; the deadline and the stage are read when the reader reaches them.
 */
export function DisputeClock({ clock, viewer, headingLevel = 2, subject = 'dispute' }: DisputeClockProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const remaining = useRemaining(clock.deadlineAt);
  const awaited = clock.stage === 'seller' || clock.stage === 'buyer' ? clock.stage : null;
  const overdue = remaining !== null && remaining <= 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const left = Math.max(0, remaining ?? 0);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="dispute-clock"
      data-stage={clock.stage}
      data-state={overdue ? 'overdue' : awaited ? 'running' : 'stopped'}
      className="lm:flex lm:flex-col lm:gap-2 lm:rounded-md lm:border lm:border-border lm:p-4"
    >
      <Heading id={titleId} className="lm:text-base lm:font-semibold">
        {t(subject === 'warranty_claim' ? m.claimTitle : m.title)}
      </Heading>
      <p className="lm:font-medium" data-slot="dispute-clock-stage">
        {t(STAGE[clock.stage])}
      </p>
      {awaited && awaited === viewer ? <p className="lm:font-semibold">{t(m.yourTurn)}</p> : null}
      {awaited && clock.deadlineAt ? (
        <>
          <p>
            {t(m.deadline, {
              date: (
                <time key="deadline" dateTime={clock.deadlineAt}>
                  {intl.formatDate(clock.deadlineAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              ),
            })}
          </p>
          {overdue ? (
            <p data-slot="dispute-clock-overdue">{t(m.overdue)}</p>
          ) : (
            <p className="lm:text-lg lm:font-semibold lm:tabular-nums" data-slot="dispute-clock-remaining">
              {t(m.remaining, {
                hours: Math.floor(left / 3_600_000),
                minutes: Math.floor((left % 3_600_000) / 60_000),
                seconds: Math.floor((left % 60_000) / 1000),
              })}
            </p>
          )}
          <p className="lm:text-sm lm:text-muted-foreground" data-slot="dispute-clock-on-silence">
            {clock.onSilence === 'refund'
              ? t(m.onSilenceRefund)
              : clock.onSilence === 'release'
                ? t(subject === 'warranty_claim' ? m.claimOnSilenceRelease : m.onSilenceRelease)
                : t(m.onSilenceStaff, { side: awaited })}
          </p>
          {clock.extendedReason ? (
            <p className="lm:text-sm lm:[overflow-wrap:anywhere]">
              {t(m.extended, { reason: clock.extendedReason })}
            </p>
          ) : null}
        </>
      ) : null}
      {clock.stage === 'staff' && clock.staffReason ? (
        <p className="lm:text-sm lm:text-muted-foreground">{t(STAFF_REASON[clock.staffReason])}</p>
      ) : null}
      {clock.stage === 'decided' && clock.decidedBy ? (
        <p className="lm:text-sm lm:text-muted-foreground">
          {t(
            clock.decidedBy === 'default'
              ? m.decidedDefault
              : clock.decidedBy === 'agreement'
                ? m.decidedAgreement
                : m.decidedStaff,
          )}
        </p>
      ) : null}
    </section>
  );
}

/** The clock in a row of a list (the back office's dispute queue): the stage and the deadline, no countdown. */
export function DisputeClockSummary({ clock }: { clock: DisputeClockData }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <span
      className="lm:flex lm:flex-col lm:gap-0.5"
      data-slot="dispute-clock-summary"
      data-stage={clock.stage}
    >
      <span>{t(STAGE[clock.stage])}</span>
      {clock.deadlineAt ? (
        <time dateTime={clock.deadlineAt} className="lm:text-xs lm:text-muted-foreground">
          {intl.formatDate(clock.deadlineAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ) : null}
    </span>
  );
}
