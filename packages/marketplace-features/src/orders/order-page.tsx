import type { OrderDetail } from '@lootmarket/contract';
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
  OrderStatusBadge,
  SecretCode,
  Skeleton,
  Spinner,
  Stars,
  Textarea,
} from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ApiError, type ApiResult } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { createIdempotentAttempts } from '../api/idempotency';
import { useAuth } from '../auth/auth-provider';
import { PurchaseChat } from '../chat/purchase-chat';
import { categoryMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { orderMessages as m, orderStatusMessages, paymentMethodMessages } from './order-messages';
import {
  confirmDelivery,
  markDelivered,
  openDispute,
  orderQueryKey,
  ordersQueryKey,
  rateOrder,
  useOrder,
  useOrderCode,
} from './orders-api';
import { RatingForm } from './rating-form';
import { useFormatMoney } from './use-format-money';

export type OrderDetailsViewProps = {
  order: OrderDetail;
  /** Automatic delivery: the codes handed to the buyer (null while loading or for the seller). */
  codes: ReadonlyArray<string> | null;
  busy: boolean;
  /** The last action's error message. */
  error: string | null;
  onConfirm: () => void;
  onDispute: (reason: string) => void;
  onMarkDelivered: () => void;
  onRate: (rating: { stars: number; comment: string }) => void;
  /** The purchase chat, shown to the buyer of a hand-delivered order. */
  chat?: React.ReactNode;
};

/** The order's status, payment confirmation, delivery, buyer and seller actions and transaction details. */
export function OrderDetailsView({
  order,
  codes,
  busy,
  error,
  onConfirm,
  onDispute,
  onMarkDelivered,
  onRate,
  chat,
}: OrderDetailsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const buyer = order.type === 'purchase';
  const date = (iso: string) => formatDateTime(new Date(iso), intl.locale);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-busy={busy || undefined}>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold [overflow-wrap:anywhere]">{order.item}</h2>
          <OrderStatusBadge
            status={order.status}
            labels={{
              pending: t(orderStatusMessages.pending),
              completed: t(orderStatusMessages.completed),
              failed: t(orderStatusMessages.failed),
            }}
          />
        </div>
        <StatusNotice order={order} />
        {error ? (
          <Alert variant="error" live>
            {error}
          </Alert>
        ) : null}

        {order.status === 'pending' && order.escrow === 'held' ? (
          <Card asSection aria-labelledby="delivery-title" className="flex flex-col gap-4 p-5">
            <h2 id="delivery-title" className="text-lg font-semibold">
              {t(m.delivery)}
            </h2>
            {buyer && order.automaticDelivery ? (
              codes === null ? (
                <Skeleton className="h-12" />
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
              <p className="text-sm">{t(m.deliveredAt, { date: date(order.deliveredAt) })}</p>
            ) : buyer ? (
              <p className="text-sm text-muted-foreground">{t(m.notDeliveredYet)}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {order.can.confirm ? <ConfirmDeliveryButton busy={busy} onConfirm={onConfirm} /> : null}
              {order.can.dispute ? <DisputeDialog busy={busy} onDispute={onDispute} /> : null}
              {order.can.markDelivered ? (
                <Button variant="outline" disabled={busy} onClick={onMarkDelivered}>
                  {t(m.markDelivered)}
                </Button>
              ) : null}
              {!buyer ? (
                <Button asChild variant="outline">
                  <Link to="/chat/">{t(m.openChat)}</Link>
                </Button>
              ) : null}
            </div>
          </Card>
        ) : null}

        {order.can.rate ? (
          <Card className="p-5">
            <RatingForm busy={busy} onSubmit={onRate} />
          </Card>
        ) : order.rating ? (
          <Card asSection aria-labelledby="rating-title" className="flex flex-col gap-2 p-5">
            <h2 id="rating-title" className="text-lg font-semibold">
              {t(buyer ? m.yourRating : m.buyerRating)}
            </h2>
            <Stars value={order.rating.stars} label={t(m.ratedStars, { stars: order.rating.stars })} />
            {order.rating.comment ? (
              <p className="text-sm [overflow-wrap:anywhere]">{order.rating.comment}</p>
            ) : null}
          </Card>
        ) : null}

        {buyer && !order.automaticDelivery && order.status === 'pending' && chat ? chat : null}

        <section aria-labelledby="details-title" className="flex flex-col gap-3">
          <h2 id="details-title" className="text-lg font-semibold">
            {t(m.details)}
          </h2>
          <DataList
            items={[
              {
                key: 'id',
                term: t(m.orderId),
                details: <span className="font-mono text-xs">{order.id}</span>,
              },
              { key: 'type', term: t(m.type), details: t(buyer ? m.purchase : m.sale) },
              { key: 'date', term: t(m.date), details: date(order.date) },
              {
                key: 'item',
                term: t(m.item),
                details: (
                  <Link to={`/offers/${order.offerId}/`} className="underline-offset-4 hover:underline">
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
      <div className="flex flex-col gap-4">
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
                amount: `−${money(order.sellerFee, order.currency)}`,
              },
            ]}
            total={{ key: 'net', label: t(m.sellerNet), amount: money(order.sellerNet, order.currency) }}
          />
        )}
      </div>
    </div>
  );
}

function StatusNotice({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const buyer = order.type === 'purchase';
  const date = (iso: string) => formatDateTime(new Date(iso), intl.locale);
  if (order.status === 'failed') {
    const reason = {
      declined: m.failureDeclined,
      expired: m.failureExpired,
      cancelled: m.failureCancelled,
      refunded: m.failureRefunded,
    }[order.failureReason ?? 'cancelled'];
    return (
      <Alert variant="error" title={t(m.failedTitle)}>
        {t(reason)}
        {order.dispute?.note ? <p>{t(m.disputeNote, { note: order.dispute.note })}</p> : null}
      </Alert>
    );
  }
  if (order.status === 'completed') {
    return (
      <Alert variant="success" title={t(m.completedTitle)}>
        {t(buyer ? m.completedBuyer : m.completedSeller)}
        {order.dispute?.status === 'released' ? <p>{t(m.disputeReleased)}</p> : null}
        {order.dispute?.note ? <p>{t(m.disputeNote, { note: order.dispute.note })}</p> : null}
      </Alert>
    );
  }
  if (order.escrow === 'awaiting_payment') {
    return (
      <Alert
        variant="info"
        title={t(m.awaitingPayment)}
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
  return (
    <Alert variant={order.dispute?.status === 'open' ? 'warning' : 'success'} title={t(m.paidTitle)}>
      <p>{t(buyer ? m.paidBuyer : m.paidSeller)}</p>
      {order.dispute?.status === 'open' ? (
        <p>{t(m.disputeOpen, { date: formatDate(new Date(order.dispute.openedAt), intl.locale) })}</p>
      ) : order.moneyAvailableAt && !buyer ? (
        <p data-slot="money-available-at">{t(m.moneyAvailableAt, { date: date(order.moneyAvailableAt) })}</p>
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

function DisputeDialog({ busy, onDispute }: { busy: boolean; onDispute: (reason: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (reason.trim() === '') return;
    onDispute(reason.trim());
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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

/** The order page at /order/{orderId}/: payment confirmation, delivery, rating and transaction details. */
export function OrderPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { orderId = '' } = useParams();
  const { token } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const order = useOrder(token, orderId);
  const detail = order.data;
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

  async function act(call: () => Promise<ApiResult<unknown>>, success?: string) {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
      if (success) toast.success(success);
    } else {
      setError(t(errorDescriptor(result.code)));
    }
    await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }

  const loadError = order.error instanceof ApiError ? order.error.code : null;
  if (loadError) {
    return (
      <Alert
        variant="error"
        title={t(errorDescriptor(loadError === 'NOT_FOUND' ? 'TRANSACTION_NOT_FOUND' : loadError))}
      >
        <Link to="/profile/orders/" className="underline underline-offset-4">
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
      chat={<PurchaseChat offerId={detail.offerId} />}
      onConfirm={() =>
        void act(
          () => confirmAttempts.send({ orderId }, (key) => confirmDelivery(token, orderId, key)),
          t(m.confirmed),
        )
      }
      onDispute={(reason) => void act(() => openDispute(token, orderId, reason))}
      onMarkDelivered={() => void act(() => markDelivered(token, orderId))}
      onRate={(rating) => void act(() => rateOrder(token, orderId, rating), t(m.rated))}
    />
  );
}
