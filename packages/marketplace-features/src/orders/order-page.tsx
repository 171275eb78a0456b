import {
  DELIVERY_NOTE_MAX_LENGTH,
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeEvidence,
  type OrderDetail,
  type WarrantyClaimAnswerRequest,
  type WarrantyClaimReason,
} from '@lootmarket/contract';
import { formatDate, formatDateTime } from '@lootmarket/i18n';
import {
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Card,
  DataList,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  MoneySummary,
  SecretCode,
  Skeleton,
  Spinner,
  Stars,
  Textarea,
} from '@lootmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DisputeEvidenceList } from '../admin/dispute-evidence-list';
import { ApiError, type ApiResult } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { createIdempotentAttempts } from '../api/idempotency';
import type { AttachmentChoice } from '../attachments';
import { useAuth } from '../auth/auth-provider';
import { conversationsQueryKey, fetchConversations } from '../chat/chat-api';
import { findPurchaseConversation, PurchaseChat } from '../chat/purchase-chat';
import { categoryMessages } from '../market/catalog-messages';
import { notificationKindMessages } from '../notifications/notification-messages';
import { newTicketPath } from '../tickets/ticket-order-choices';
import { useToast } from '../toast/use-toast';
import { walletsQueryKey } from '../wallet/wallet-api';
import { OrderWarranty } from '../warranty/order-warranty';
import { DisputeAnswerForm, DisputeAnswerList } from './dispute-answers';
import { DisputeClock } from './dispute-clock';
import { disputeClockMessages as dm } from './dispute-clock-messages';
import { EvidenceGuidance, EvidenceInput, EvidenceUploadForm } from './evidence-upload';
import { disputeEvidenceMessages as e, orderMessages as m, paymentMethodMessages } from './order-messages';
import { OrderStatusBadges, outcomeMessage } from './order-outcome';
import { OrderTimeline, orderTimelineMessages as tm } from './order-timeline';
import {
  addDisputeEvidence,
  addWarrantyClaimEvidence,
  answerDispute,
  answerWarrantyClaim,
  confirmDelivery,
  downloadDisputeEvidence,
  markDelivered,
  openDispute,
  openWarrantyClaim,
  orderQueryKey,
  ordersQueryKey,
  rateOrder,
  useOrder,
  useOrderCode,
} from './orders-api';
import { partialRefundMessages } from './partial-refund-messages';
import { answerRefundProposal, proposeRefund } from './partial-refunds-api';
import { RatingForm } from './rating-form';
import { RefundProposalPanel } from './refund-proposal-panel';
import { useFormatMoney } from './use-format-money';
import { useLiveOrder } from './use-live-order';
import { warrantyClaimMessages } from './warranty-claim-messages';
import { WarrantyClaimPanel } from './warranty-claim-panel';

export type OrderDetailsViewProps = {
  order: OrderDetail;
  /** Automatic delivery: the codes handed to the buyer (null while loading or for the seller). */
  codes: ReadonlyArray<string> | null;
  busy: boolean;
  /** The last action's error message. */
  error: string | null;
  onConfirm: () => void;
  /** Opens the dispute with its reason and the files chosen with it (none is fine). */
  onDispute: (reason: string, files: File[]) => void;
  /** The buyer or the seller adds files to the open dispute; true when they were taken. */
  onAddEvidence: (files: File[]) => Promise<boolean>;
  onDownloadEvidence: (evidence: DisputeEvidence) => void;
  /** The buyer's or the seller's answer to the open dispute; true when it was taken. */
  onAnswerDispute?: (message: string) => Promise<boolean>;
  /** The seller marks it delivered, with the note for the buyer ('' without one). */
  onMarkDelivered: (note: string) => void;
  onRate: (rating: { stars: number; comment: string }) => void;
  /** Partial refunds of the dispute (refund-proposal-panel.tsx): shown when both are given. */
  onProposeRefund?: (refund: string) => Promise<boolean>;
  onAnswerRefund?: (proposalId: string, answer: 'accept' | 'reject') => void;
  /** Warranty claims (warranty-claim-panel.tsx): shown when both are given. */
  /** The buyer opens a warranty claim with the files chosen with it (none is fine). */
  onOpenWarrantyClaim?: (
    claim: { reason: WarrantyClaimReason; description: string },
    files: File[],
  ) => Promise<boolean>;
  onAnswerWarrantyClaim?: (answer: WarrantyClaimAnswerRequest) => Promise<boolean>;
  /** The buyer or the seller adds files to the open warranty claim. */
  onAddWarrantyClaimEvidence?: (files: File[]) => Promise<boolean>;
  /** The purchase chat between the buyer and the seller, shown to both in every state of the order. */
  chat?: React.ReactNode;
  /** The seller's way to the same conversation on the chat page (absent while there is none). */
  chatHref?: string | null;
};

/** The order's status, payment confirmation, delivery, buyer and seller actions and transaction details. */
export function OrderDetailsView({
  order,
  codes,
  busy,
  error,
  onConfirm,
  onDispute,
  onAddEvidence,
  onDownloadEvidence,
  onAnswerDispute,
  onMarkDelivered,
  onRate,
  onProposeRefund,
  onAnswerRefund,
  onOpenWarrantyClaim,
  onAnswerWarrantyClaim,
  onAddWarrantyClaimEvidence,
  chat,
  chatHref,
}: OrderDetailsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const buyer = order.type === 'purchase';
  const date = (iso: string) => formatDateTime(new Date(iso), intl.locale);

  return (
    <div className="lm:grid lm:gap-6 lm:lg:grid-cols-[1fr_22rem]" aria-busy={busy || undefined}>
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-6">
        <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3">
          <h2 className="lm:text-xl lm:font-semibold lm:[overflow-wrap:anywhere]">{order.item}</h2>
          <OrderStatusBadges order={order} />
        </div>
        <StatusNotice order={order} />
        {error ? (
          <Alert variant="error" live>
            {error}
          </Alert>
        ) : null}

        {order.status === 'pending' && order.escrow === 'held' ? (
          <Card asSection aria-labelledby="delivery-title" className="lm:flex lm:flex-col lm:gap-4 lm:p-5">
            <h2 id="delivery-title" className="lm:text-lg lm:font-semibold">
              {t(m.delivery)}
            </h2>
            {buyer && order.automaticDelivery ? (
              codes === null ? (
                <Skeleton className="lm:h-12" />
              ) : (
                codes.map((code, index) => (
                  <SecretCode
                    key={code}
                    code={code}
                    label={
                      codes.length > 1
                        ? t(m.yourCodeNumbered, { index: index + 1, total: codes.length })
                        : t(m.yourCode)
                    }
                    copyLabel={t(m.copy)}
                    copiedLabel={t(m.copied)}
                  />
                ))
              )
            ) : order.deliveredAt ? (
              <p className="lm:text-sm">{t(m.deliveredAt, { date: date(order.deliveredAt) })}</p>
            ) : buyer ? (
              <p className="lm:text-sm lm:text-muted-foreground">{t(m.notDeliveredYet)}</p>
            ) : null}
            {order.deliveryNote ? <DeliveryNote note={order.deliveryNote} /> : null}
            <div className="lm:flex lm:flex-wrap lm:gap-2">
              {order.can.confirm ? <ConfirmDeliveryButton busy={busy} onConfirm={onConfirm} /> : null}
              {order.can.dispute ? (
                <DisputeDialog busy={busy} onDispute={onDispute} category={order.category} />
              ) : null}
              {order.can.markDelivered ? (
                <MarkDeliveredButton busy={busy} onMarkDelivered={onMarkDelivered} />
              ) : null}
              {!buyer && chatHref ? (
                <Button asChild variant="outline">
                  <Link to={chatHref}>{t(m.openChat)}</Link>
                </Button>
              ) : null}
            </div>
          </Card>
        ) : null}

        <OrderWarranty order={order} />

        {order.dispute?.clock ? (
          <Card asSection aria-labelledby="answers-title" className="lm:flex lm:flex-col lm:gap-4 lm:p-5">
            <DisputeClock clock={order.dispute.clock} viewer={buyer ? 'buyer' : 'seller'} />
            <h2 id="answers-title" className="lm:text-lg lm:font-semibold">
              {t(dm.answersTitle)}
            </h2>
            <DisputeAnswerList answers={order.dispute.clock.answers} />
            {order.can.answerDispute && onAnswerDispute ? (
              <DisputeAnswerForm busy={busy} onAnswer={onAnswerDispute} />
            ) : null}
          </Card>
        ) : null}

        {order.dispute ? (
          <EvidenceSection
            order={order}
            busy={busy}
            onAddEvidence={onAddEvidence}
            onDownload={onDownloadEvidence}
          />
        ) : null}

        {order.dispute && onProposeRefund && onAnswerRefund ? (
          <RefundProposalPanel
            order={order}
            busy={busy}
            onPropose={onProposeRefund}
            onAnswer={onAnswerRefund}
          />
        ) : null}

        {onOpenWarrantyClaim && onAnswerWarrantyClaim && onAddWarrantyClaimEvidence ? (
          <WarrantyClaimPanel
            order={order}
            busy={busy}
            onOpen={onOpenWarrantyClaim}
            onAnswer={onAnswerWarrantyClaim}
            onAddEvidence={onAddWarrantyClaimEvidence}
            onDownloadEvidence={onDownloadEvidence}
          />
        ) : null}

        {order.can.rate ? (
          <Card className="lm:p-5">
            <RatingForm busy={busy} onSubmit={onRate} />
          </Card>
        ) : order.rating ? (
          <Card asSection aria-labelledby="rating-title" className="lm:flex lm:flex-col lm:gap-2 lm:p-5">
            <h2 id="rating-title" className="lm:text-lg lm:font-semibold">
              {t(buyer ? m.yourRating : m.buyerRating)}
            </h2>
            <Stars value={order.rating.stars} label={t(m.ratedStars, { stars: order.rating.stars })} />
            {order.rating.comment ? (
              <p className="lm:text-sm lm:[overflow-wrap:anywhere]">{order.rating.comment}</p>
            ) : null}
          </Card>
        ) : null}

        {chat ?? null}

        <Card
          asSection
          aria-labelledby="order-timeline-title"
          className="lm:flex lm:flex-col lm:gap-3 lm:p-5"
        >
          <h2 id="order-timeline-title" className="lm:text-lg lm:font-semibold">
            {t(tm.timeline)}
          </h2>
          <OrderTimeline order={order} />
        </Card>

        <section aria-labelledby="details-title" className="lm:flex lm:flex-col lm:gap-3">
          <h2 id="details-title" className="lm:text-lg lm:font-semibold">
            {t(m.details)}
          </h2>
          <DataList
            items={[
              {
                key: 'id',
                term: t(m.orderId),
                details: <span className="lm:font-mono lm:text-xs">{order.id}</span>,
              },
              { key: 'type', term: t(m.type), details: t(buyer ? m.purchase : m.sale) },
              { key: 'date', term: t(m.date), details: date(order.date) },
              {
                key: 'item',
                term: t(m.item),
                details: (
                  <Link to={`/offers/${order.offerId}/`} className="lm:underline-offset-4 lm:hover:underline">
                    {order.item}
                  </Link>
                ),
              },
              { key: 'game', term: t(m.game), details: order.game.name },
              { key: 'category', term: t(m.category), details: t(categoryMessages[order.category]) },
              { key: 'quantity', term: t(m.quantity), details: intl.formatNumber(order.quantity) },
              { key: 'price', term: t(m.price), details: money(order.price, order.currency) },
              { key: 'method', term: t(m.method), details: t(paymentMethodMessages[order.paymentMethod]) },
              { key: 'seller', term: t(m.seller), details: order.seller.name },
              { key: 'buyer', term: t(m.buyer), details: order.buyer.name },
              ...(order.description
                ? [{ key: 'description', term: t(m.description), details: order.description }]
                : []),
            ]}
          />
        </section>
      </div>
      <div className="lm:flex lm:flex-col lm:gap-4">
        {buyer ? (
          <MoneySummary
            title={t(m.payment)}
            rows={[
              { key: 'subtotal', label: t(m.subtotal), amount: money(order.subtotal, order.currency) },
              { key: 'fees', label: t(m.fees), amount: money(order.fees, order.currency) },
            ]}
            total={{ key: 'total', label: t(m.total), amount: money(order.totalPrice, order.currency) }}
          />
        ) : (
          <MoneySummary
            title={t(m.payment)}
            rows={[
              { key: 'subtotal', label: t(m.subtotal), amount: money(order.subtotal, order.currency) },
              {
                key: 'sellerFee',
                label: t(m.sellerFee),
                // A deduction, signed as every amount is (the locale's own minus).
                amount: money(-BigInt(order.sellerFee), order.currency),
              },
            ]}
            total={{ key: 'net', label: t(m.sellerNet), amount: money(order.sellerNet, order.currency) }}
          />
        )}
        <p className="lm:text-sm lm:text-muted-foreground" data-slot="order-help">
          {t(m.helpTitle)}{' '}
          <Link
            to={newTicketPath(order.id)}
            className="lm:font-medium lm:text-foreground lm:underline lm:underline-offset-4"
          >
            {t(m.helpOpenTicket)}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Where a refunded card or crypto payment is on its way back (the buyer's view). */
function RefundNotice({ refund }: { refund: NonNullable<OrderDetail['refund']> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (refund.status === 'pending')
    return <p data-slot="refund">{t(m.refundPending, { method: refund.method })}</p>;
  if (refund.status === 'refused') return <p data-slot="refund">{t(m.refundRefused)}</p>;
  if (refund.method === 'card') return <p data-slot="refund">{t(m.refundedCard)}</p>;
  if (refund.claimedAt)
    return (
      <p data-slot="refund">
        {t(m.refundClaimed, { date: formatDateTime(new Date(refund.claimedAt), intl.locale) })}
      </p>
    );
  const link = refund.link;
  const linkClass = 'lm:font-medium lm:underline lm:underline-offset-4';
  return (
    <p data-slot="refund">
      {t(m.refundedCrypto)}{' '}
      {link === null ? null : link.startsWith('/') ? (
        // The sandbox's claim page is ours; BTCPay's pull payment page opens beside the order.
        <Link to={link} className={linkClass}>
          {t(m.refundClaim)}
        </Link>
      ) : (
        <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t(m.refundClaim)}
        </a>
      )}
    </p>
  );
}

function StatusNotice({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const buyer = order.type === 'purchase';
  const date = (iso: string) => formatDateTime(new Date(iso), intl.locale);
  const note = order.dispute?.note ? <p>{t(m.disputeNote, { note: order.dispute.note })}</p> : null;
  if (order.outcome === 'refunded') {
    // Good news for the buyer, not an error: where the money went, how much, and why.
    const amount = money(order.totalPrice, order.currency);
    return (
      <Alert
        variant={buyer ? 'success' : 'info'}
        title={t(buyer ? m.refundedTitleBuyer : m.refundedTitleSeller)}
      >
        <p data-slot="refund-line">
          {buyer
            ? t(m.refundedLineBuyer, { amount, to: order.refundedTo ?? 'wallet' })
            : t(m.refundedLineSeller, { amount })}
        </p>
        {order.dispute?.status === 'refunded' ? <p>{t(buyer ? m.disputeWon : m.disputeRefunded)}</p> : null}
        {note}
        {buyer && order.refund ? <RefundNotice refund={order.refund} /> : null}
      </Alert>
    );
  }
  if (order.outcome === 'declined' || order.outcome === 'expired' || order.outcome === 'cancelled') {
    const reason = { declined: m.failureDeclined, expired: m.failureExpired, cancelled: m.failureCancelled }[
      order.outcome
    ];
    return (
      <Alert
        variant={order.outcome === 'declined' ? 'warning' : 'info'}
        title={t(outcomeMessage(order.outcome, buyer))}
      >
        {t(reason)}
      </Alert>
    );
  }
  if (order.status === 'completed') {
    return (
      <Alert variant="success" title={t(m.completedTitle)}>
        {t(buyer ? m.completedBuyer : m.completedSeller)}
        {order.dispute?.status === 'released' ? <p>{t(m.disputeReleased)}</p> : null}
        {note}
      </Alert>
    );
  }
  if (order.escrow === 'awaiting_payment') {
    return (
      <Alert
        variant="info"
        title={buyer ? t(m.awaitingPayment) : t(outcomeMessage('awaiting_payment', false))}
        action={
          buyer && order.can.pay && order.paymentId ? (
            <Button asChild size="sm">
              <Link to={`/order/pay/${order.paymentId}/`}>{t(m.completePayment)}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  const disputeOpen = order.dispute?.status === 'open';
  return (
    <Alert
      variant={disputeOpen || order.releaseHeld ? 'warning' : 'success'}
      title={
        order.outcome === 'disputed' || order.outcome === 'release_held'
          ? t(outcomeMessage(order.outcome, buyer))
          : t(m.paidTitle)
      }
    >
      <p>{t(buyer ? m.paidBuyer : m.paidSeller)}</p>
      {disputeOpen && order.dispute ? (
        <p>{t(m.disputeOpen, { date: formatDate(new Date(order.dispute.openedAt), intl.locale) })}</p>
      ) : order.releaseHeld ? (
        <p data-slot="release-held">
          {!buyer
            ? t(m.releaseHeldSeller)
            : order.confirmedAt
              ? t(m.releaseHeldConfirmed, { date: date(order.confirmedAt) })
              : t(m.releaseHeldBuyer)}
        </p>
      ) : order.moneyAvailableAt && !buyer ? (
        <p data-slot="money-available-at">{t(m.moneyAvailableAt, { date: date(order.moneyAvailableAt) })}</p>
      ) : order.moneyAvailableAt && buyer && !order.confirmedAt ? (
        <p data-slot="auto-confirm-at">{t(m.autoConfirmAt, { date: date(order.moneyAvailableAt) })}</p>
      ) : null}
    </Alert>
  );
}

function ConfirmDeliveryButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button disabled={busy}>{t(m.confirmDelivery)}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(m.confirmTitle)}</AlertDialogTitle>
          <AlertDialogDescription>{t(m.confirmBody)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(m.cancel)}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t(m.confirmDelivery)}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The seller's words to the buyer when marking the order delivered. */
function DeliveryNote({ note }: { note: string }) {
  const t = useIntl().formatMessage;
  return (
    <p className="lm:text-sm lm:whitespace-pre-line lm:[overflow-wrap:anywhere]" data-slot="delivery-note">
      {t(m.deliveryNote, { note })}
    </p>
  );
}

/** "Mark as delivered" asks first, and takes an optional note for the buyer. */
function MarkDeliveredButton({
  busy,
  onMarkDelivered,
}: {
  busy: boolean;
  onMarkDelivered: (note: string) => void;
}) {
  const t = useIntl().formatMessage;
  const [note, setNote] = useState('');
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {t(m.markDelivered)}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(m.markDeliveredTitle)}</AlertDialogTitle>
          <AlertDialogDescription>{t(m.markDeliveredBody)}</AlertDialogDescription>
        </AlertDialogHeader>
        <Field
          label={t(m.deliveryNoteLabel)}
          description={t(m.deliveryNoteHint, { max: DELIVERY_NOTE_MAX_LENGTH })}
        >
          <Textarea
            value={note}
            maxLength={DELIVERY_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(m.cancel)}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onMarkDelivered(note.trim())}>
            {t(m.markDelivered)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DisputeDialog({
  busy,
  onDispute,
  category,
}: {
  busy: boolean;
  onDispute: (reason: string, files: File[]) => void;
  category: OrderDetail['category'];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  // Kept while the dialog is closed: a refused dispute reopens with what was typed and chosen.
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<AttachmentChoice[]>([]);
  const [fileProblem, setFileProblem] = useState<MessageDescriptor | null>(null);
  const [tried, setTried] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (reason.trim() === '') return;
    onDispute(
      reason.trim(),
      files.map((item) => item.file),
    );
    setOpen(false);
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {t(m.openDispute)}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t(m.cancel)}>
        <form noValidate onSubmit={submit} className="lm:flex lm:flex-col lm:gap-4">
          <DialogHeader>
            <DialogTitle>{t(m.disputeTitle)}</DialogTitle>
            <DialogDescription>{t(m.disputeBody)}</DialogDescription>
          </DialogHeader>
          <Field
            label={t(m.disputeReason)}
            required
            error={tried && reason.trim() === '' ? t(m.disputeReasonRequired) : undefined}
          >
            <Textarea value={reason} maxLength={2000} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <EvidenceGuidance category={category} />
          {fileProblem ? <Alert variant="error" live title={t(fileProblem)} /> : null}
          <EvidenceInput
            legend={t(e.disputeFiles)}
            hint={t(e.disputeFilesHint, { max: DISPUTE_EVIDENCE_MAX_FILES })}
            remaining={DISPUTE_EVIDENCE_MAX_FILES}
            subject="dispute"
            files={files}
            onFilesChange={setFiles}
            onProblem={setFileProblem}
          />
          <DialogFooter>
            <Button type="submit" variant="destructive">
              {t(m.disputeSubmit)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dispute's evidence: every file with who added it, its size and when (a button downloads it), and
 * for the buyer and the seller, while the dispute is open, a form to add more.
 */
function EvidenceSection({
  order,
  busy,
  onAddEvidence,
  onDownload,
}: {
  order: OrderDetail;
  busy: boolean;
  onAddEvidence: (files: File[]) => Promise<boolean>;
  onDownload: (evidence: DisputeEvidence) => void;
}) {
  const t = useIntl().formatMessage;
  const remaining = DISPUTE_EVIDENCE_MAX_FILES - order.evidence.length;

  return (
    <Card
      asSection
      aria-labelledby="evidence-title"
      className="lm:flex lm:flex-col lm:gap-4 lm:p-5"
      data-slot="evidence"
    >
      <div className="lm:flex lm:flex-col lm:gap-1">
        <h2 id="evidence-title" className="lm:text-lg lm:font-semibold">
          {t(e.title)}
        </h2>
        <p className="lm:text-sm lm:text-muted-foreground">
          {t(e.intro, { max: DISPUTE_EVIDENCE_MAX_FILES })}
        </p>
      </div>
      <DisputeEvidenceList evidence={order.evidence} onDownload={onDownload} />
      {order.can.addEvidence ? (
        <EvidenceUploadForm remaining={remaining} subject="dispute" busy={busy} onAdd={onAddEvidence} />
      ) : order.dispute?.status === 'open' && remaining <= 0 ? (
        <p className="lm:text-sm lm:text-muted-foreground">
          {t(e.full, { max: DISPUTE_EVIDENCE_MAX_FILES })}
        </p>
      ) : null}
    </Card>
  );
}

/** How long after the viewer's own action a push about it shows no toast (it still reloads the order). */
const OWN_ACTION_QUIET_MS = 5_000;

/** The order page at /order/{orderId}/: payment confirmation, delivery, rating and transaction details. */
export function OrderPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { orderId = '' } = useParams();
  const { token, user } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const order = useOrder(token, orderId);
  const detail = order.data;
  // The viewer's own action tells him itself (a toast, or the page that changed): its push stays quiet.
  const ownActionAt = useRef(0);
  useLiveOrder(orderId, { quiet: () => Date.now() - ownActionAt.current < OWN_ACTION_QUIET_MS });
  // The seller's "Open the chat" opens the buyer's conversation about the offer (the chat page's ?c=).
  const conversations = useQuery({
    queryKey: conversationsQueryKey,
    queryFn: () => fetchConversations(token ?? ''),
    enabled: Boolean(token && user && detail?.type === 'sale'),
  });
  const saleConversation =
    detail?.type === 'sale'
      ? findPurchaseConversation(conversations.data, detail.offerId, detail.buyer.id)
      : undefined;
  const wantsCode = Boolean(
    detail &&
      detail.type === 'purchase' &&
      detail.automaticDelivery &&
      detail.escrow !== 'awaiting_payment' &&
      detail.escrow !== 'failed',
  );
  const code = useOrderCode(token, orderId, wantsCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmAttempts = useRef(createIdempotentAttempts()).current;
  const answerAttempts = useRef(createIdempotentAttempts()).current;
  const claimAttempts = useRef(createIdempotentAttempts()).current;
  const claimAnswerAttempts = useRef(createIdempotentAttempts()).current;

  async function act(call: () => Promise<ApiResult<unknown>>, success?: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      ownActionAt.current = Date.now();
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
      if (success) toast.success(success);
    } else {
      setError(t(errorDescriptor(result.code)));
    }
    // A confirmation releases the buyer's escrow: the wallet page opened next reads it afresh.
    await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    await queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    return result.ok;
  }

  const loadError = order.error instanceof ApiError ? order.error.code : null;
  if (loadError) {
    return (
      <Alert
        variant="error"
        title={t(errorDescriptor(loadError === 'NOT_FOUND' ? 'TRANSACTION_NOT_FOUND' : loadError))}
      >
        <Link to="/profile/orders/" className="lm:underline lm:underline-offset-4">
          {t(m.title)}
        </Link>
      </Alert>
    );
  }
  if (!detail || !token) return <Spinner label={t(m.loading)} />;

  return (
    <OrderDetailsView
      order={detail}
      codes={wantsCode ? (code.data?.codes ?? null) : null}
      busy={busy}
      error={error}
      chat={<PurchaseChat offerId={detail.offerId} buyerId={detail.buyer.id} orderId={detail.id} />}
      chatHref={saleConversation ? `/chat/?c=${encodeURIComponent(saleConversation.id)}` : null}
      onConfirm={() =>
        void act(
          () => confirmAttempts.send({ orderId }, (key) => confirmDelivery(token, orderId, key)),
          t(m.confirmed),
        )
      }
      onDispute={(reason, files) => void act(() => openDispute(token, orderId, reason, files))}
      onAddEvidence={(files) => act(() => addDisputeEvidence(token, orderId, files), t(e.added))}
      onAnswerDispute={(message) =>
        act(
          () =>
            answerAttempts.send({ orderId, message }, (key) => answerDispute(token, orderId, message, key)),
          t(dm.answerSent),
        )
      }
      onDownloadEvidence={(evidence) =>
        void downloadDisputeEvidence(token, evidence).then((ok) => {
          if (!ok) toast.error(t(e.downloadFailed));
        })
      }
      onMarkDelivered={(note) =>
        void act(
          () => markDelivered(token, orderId, note),
          t(notificationKindMessages.order_marked_delivered.title),
        )
      }
      onRate={(rating) => void act(() => rateOrder(token, orderId, rating), t(m.rated))}
      onProposeRefund={(refund) =>
        act(() => proposeRefund(token, orderId, refund), t(partialRefundMessages.proposed))
      }
      onOpenWarrantyClaim={(claim, files) =>
        act(
          () =>
            claimAttempts.send(
              // The same claim with other files is another attempt (another key).
              { orderId, ...claim, files: files.map((file) => [file.name, file.size, file.lastModified]) },
              (key) => openWarrantyClaim(token, orderId, claim, key, files),
            ),
          t(warrantyClaimMessages.opened),
        )
      }
      onAddWarrantyClaimEvidence={(files) =>
        act(() => addWarrantyClaimEvidence(token, orderId, files), t(warrantyClaimMessages.evidenceAdded))
      }
      onAnswerWarrantyClaim={(answer) =>
        act(
          () =>
            claimAnswerAttempts.send({ orderId, ...answer }, (key) =>
              answerWarrantyClaim(token, orderId, answer, key),
            ),
          t(warrantyClaimMessages.answered),
        )
      }
      onAnswerRefund={(proposalId, answer) =>
        void act(
          () => answerRefundProposal(token, orderId, proposalId, answer),
          t(answer === 'accept' ? partialRefundMessages.accepted : partialRefundMessages.rejected),
        )
      }
    />
  );
}
