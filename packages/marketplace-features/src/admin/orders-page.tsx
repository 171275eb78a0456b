import {
  ADMIN_REFUND_STATES,
  type AdminOrderSummary,
  type AdminOrdersResponse,
  type AdminRefundState,
  type ErrorCode,
  ORDER_STATUSES,
} from '@lootmarket/contract';
import { Button, OrderStatusBadge, type TableColumn } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { RowActionLabel } from '../lib/row-action-label';
import { orderStatusMessages } from '../orders/order-messages';
import { useFormatMoney } from '../orders/use-format-money';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction } from './admin-api';
import { ConfirmDialog } from './admin-dialogs';
import type { StaffRole } from './admin-layout';
import { AdminListFrame, type AdminListViewProps, ALL, adminList, useAdminList } from './admin-list';
import {
  auditMessages as am,
  disputesMessages as d,
  ordersMessages as m,
  adminTableMessages as tm,
  usersMessages as um,
} from './admin-messages';
import { ChargebackState } from './chargeback-state';
import { userLink } from './party-link';
import { ReasonDialog } from './reason-dialog';

/** The dispute of an order, linking to the tab of the dispute queue it is in. */
function DisputeLink({ order }: { order: AdminOrderSummary }) {
  const t = useIntl().formatMessage;
  if (!order.disputeStatus) return null;
  const open = order.disputeStatus === 'open';
  return (
    <Link
      to={open ? '/disputes/' : '/disputes/?status=resolved'}
      className="lm:text-link lm:text-sm lm:underline lm:underline-offset-4"
    >
      {t(open ? m.disputeOpen : m.disputeDecided)}
    </Link>
  );
}

const REFUND_LABELS = {
  pending: m.refundPending,
  stalled: m.refundStalled,
  refused: m.refundRefused,
  refunded: m.refundRefunded,
} satisfies Record<AdminRefundState, unknown>;

const ORDERS = adminList({
  path: adminPaths.orders,
  defaults: { q: '', status: ALL, disputed: ALL, refund: ALL, held: ALL, from: '', to: '', sort: '-date' },
});

/**
 * The order's payout is held for staff review: a release came while its seller was banned, or the
 * seller is banned now and the money is still in escrow (the API's `held=yes`).
 */
function payoutHeld(order: AdminOrderSummary): boolean {
  return (
    order.releaseHeld !== null ||
    (order.sellerBanned && order.status === 'pending' && order.escrow === 'held')
  );
}

/** Decide a held order: pay the banned seller anyway, or refund the buyer; null when done, or the API's code. */
export type OrderReview = (
  order: AdminOrderSummary,
  decision: 'release' | 'refund',
  note: string,
) => Promise<ErrorCode | null>;

/**
 * Every order: search by id, title or party; status, dispute, refund and date filters; sortable and
 * paged, in the URL. Admins retry a refund to the payer whose automatic retries are over.
 */
export function AdminOrdersPage({ role }: { role: StaffRole }) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { success, error } = useToast();
  return (
    <AdminOrdersView
      {...useAdminList<AdminOrdersResponse>(ORDERS)}
      role={role}
      onRetryRefund={async (order) => {
        const result = await act(adminPaths.orderRefundRetry(order.id), 'POST', {});
        if (result.ok) success(t(m.retriedToast));
        else error(t(errorDescriptor(result.code)));
      }}
      onReview={async (order, decision, note) => {
        const result = await act(adminPaths.orderReview(order.id), 'POST', { decision, note });
        if (!result.ok) return result.code;
        success(t(decision === 'release' ? m.reviewedReleaseToast : m.reviewedRefundToast));
        return null;
      }}
    />
  );
}

/** One decision on a held payout, with a reason: refund the buyer, or pay the banned seller anyway. */
function ReviewDialog({
  order,
  decision,
  onReview,
}: {
  order: AdminOrderSummary;
  decision: 'release' | 'refund';
  onReview: OrderReview;
}) {
  const t = useIntl().formatMessage;
  const money = useFormatMoney();
  const amount = money(order.totalPrice, order.currency);
  const label = t(decision === 'refund' ? m.reviewRefund : m.reviewRelease);
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline">
          <RowActionLabel action={label} name={order.item} />
        </Button>
      }
      title={
        decision === 'refund'
          ? t(m.reviewRefundTitle, { amount, buyer: order.buyer.name })
          : t(m.reviewReleaseTitle, { amount, seller: order.seller.name })
      }
      description={t(m.reviewBody)}
      confirmLabel={label}
      reasonLabel={t(m.reviewNote)}
      destructive
      onConfirm={(note) => onReview(order, decision, note)}
    />
  );
}

export type AdminOrdersViewProps = AdminListViewProps<AdminOrdersResponse> & {
  /** Only admins see the retry of a stalled refund and the decisions on held payouts (the API refuses support agents). */
  role?: StaffRole;
  onRetryRefund?: (order: AdminOrderSummary) => Promise<void> | void;
  onReview?: OrderReview;
};

/** The orders screen for the data it is given (filters, sort and page in the URL). */
export function AdminOrdersView({
  role = 'support',
  onRetryRefund,
  onReview,
  ...props
}: AdminOrdersViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const statusLabels = {
    pending: t(orderStatusMessages.pending),
    completed: t(orderStatusMessages.completed),
    failed: t(orderStatusMessages.failed),
  };
  const columns: TableColumn<AdminOrderSummary>[] = [
    {
      key: 'order',
      header: t(d.order),
      cell: (order) => (
        <div className="lm:flex lm:flex-col">
          <span className="lm:font-medium lm:[overflow-wrap:anywhere]">{order.item}</span>
          <span className="lm:text-xs lm:text-muted-foreground">
            {order.game.name} · <code>{order.id}</code>
          </span>
        </div>
      ),
    },
    {
      key: 'parties',
      header: t(d.parties),
      cell: (order) => (
        <span>
          {userLink(order.buyer)} → {userLink(order.seller)}
        </span>
      ),
    },
    {
      key: 'date',
      header: t(um.date),
      sortable: true,
      className: 'lm:whitespace-nowrap',
      cell: (order) => intl.formatDate(order.date, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'total',
      header: t(um.total),
      sortable: true,
      align: 'end',
      className: 'lm:whitespace-nowrap lm:tabular-nums',
      cell: (order) => money(order.totalPrice, order.currency),
    },
    {
      key: 'status',
      header: t(um.status),
      cell: (order) => (
        <div className="lm:flex lm:flex-col lm:items-start lm:gap-1">
          <OrderStatusBadge status={order.status} labels={statusLabels} />
          <DisputeLink order={order} />
          {order.refund ? (
            <span
              className={
                order.refund === 'stalled' || order.refund === 'refused'
                  ? 'lm:font-medium lm:text-destructive lm:text-sm'
                  : 'lm:text-muted-foreground lm:text-sm'
              }
            >
              {t(REFUND_LABELS[order.refund])}
            </span>
          ) : null}
          <ChargebackState chargeback={order.chargeback} />
          {payoutHeld(order) ? (
            <span data-slot="payout-held" className="lm:font-medium lm:text-destructive lm:text-sm">
              {t(m.payoutHeld)}
            </span>
          ) : null}
        </div>
      ),
    },
    ...(role === 'admin'
      ? [
          {
            key: 'actions',
            header: t(m.actions),
            cell: (order: AdminOrderSummary) =>
              order.refund === 'stalled' ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm">
                      <RowActionLabel action={t(m.retryRefund)} name={order.item} />
                    </Button>
                  }
                  title={t(m.retryRefundTitle, { amount: money(order.totalPrice, order.currency) })}
                  description={t(m.retryRefundBody)}
                  cancelLabel={t(m.cancel)}
                  confirmLabel={t(m.retryRefund)}
                  onConfirm={() => void onRetryRefund?.(order)}
                />
              ) : payoutHeld(order) && !order.disputed && onReview ? (
                <div className="lm:flex lm:flex-wrap lm:gap-2">
                  <ReviewDialog order={order} decision="refund" onReview={onReview} />
                  <ReviewDialog order={order} decision="release" onReview={onReview} />
                </div>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <AdminListFrame
      {...props}
      list={ORDERS}
      title={t(m.title)}
      filters={[
        { kind: 'search', key: 'q', placeholder: t(m.searchPlaceholder) },
        {
          kind: 'select',
          key: 'status',
          label: t(um.status),
          options: [
            { value: ALL, label: t(tm.all) },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(orderStatusMessages[status]) })),
          ],
        },
        {
          kind: 'select',
          key: 'disputed',
          label: t(m.dispute),
          options: [
            { value: ALL, label: t(tm.all) },
            { value: 'yes', label: t(m.disputed) },
            { value: 'no', label: t(m.notDisputed) },
          ],
        },
        {
          kind: 'select',
          key: 'refund',
          label: t(m.refund),
          options: [
            { value: ALL, label: t(tm.all) },
            ...ADMIN_REFUND_STATES.map((state) => ({ value: state, label: t(REFUND_LABELS[state]) })),
          ],
        },
        {
          kind: 'select',
          key: 'held',
          label: t(m.held),
          options: [
            { value: ALL, label: t(tm.all) },
            { value: 'yes', label: t(m.heldYes) },
            { value: 'no', label: t(m.heldNo) },
          ],
        },
        { kind: 'date', key: 'from', label: t(am.from) },
        { kind: 'date', key: 'to', label: t(am.to) },
      ]}
      caption={t(m.caption)}
      columns={columns}
      rows={(data) => data.orders}
      getRowKey={(order) => order.id}
    />
  );
}
