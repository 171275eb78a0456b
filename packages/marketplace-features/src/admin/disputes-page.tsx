import type {
  AdminDispute,
  AdminDisputeChat,
  AdminDisputeListResponse,
  DisputeEvidence,
  ErrorCode,
} from '@lootmarket/contract';
import { Alert, Badge, Button, Checkbox, type TableColumn } from '@lootmarket/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { RowActionLabel } from '../lib/row-action-label';
import { DisputeClockSummary } from '../orders/dispute-clock';
import { disputeClockMessages as clockMessages } from '../orders/dispute-clock-messages';
import { disputeEvidenceMessages as e } from '../orders/order-messages';
import { downloadDisputeEvidence } from '../orders/orders-api';
import { partialRefundMessages as pr } from '../orders/partial-refund-messages';
import { useFormatMoney } from '../orders/use-format-money';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useDisputeChat } from './admin-api';
import { ReadDialog } from './admin-dialogs';
import type { StaffRole } from './admin-layout';
import { AdminListFrame, type AdminListViewProps, adminList, useAdminList } from './admin-list';
import {
  adminShellMessages,
  disputesMessages as d,
  disputeRulesMessages,
  privateChatMessages,
} from './admin-messages';
import { ChargebackState } from './chargeback-state';
import { DisputeEvidenceList } from './dispute-evidence-list';
import { type DisputeSplit, DisputeSplitDialog } from './dispute-split-dialog';
import { userLink } from './party-link';
import { ReasonDialog } from './reason-dialog';

export type DisputeChatViewProps = {
  /** Both sides' messages; undefined while they load. */
  chat: AdminDisputeChat | undefined;
  /** The chat could not be loaded. */
  failed: boolean;
};

/** Both sides' messages about the order, for deciding its dispute. */
export function DisputeChatView({ chat, failed }: DisputeChatViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = (senderId: string) =>
    senderId === chat?.buyer.id
      ? t(d.buyerSaid, { name: chat.buyer.name })
      : senderId === chat?.seller.id
        ? t(d.sellerSaid, { name: chat.seller.name })
        : senderId;
  return (
    <>
      <p className="lm:text-sm lm:text-muted-foreground">{t(privateChatMessages.readIsAudited)}</p>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {chat && chat.messages.length === 0 ? (
        <p className="lm:text-sm lm:text-muted-foreground">{t(d.noMessages)}</p>
      ) : null}
      <ol
        className="lm:flex lm:max-h-96 lm:flex-col lm:gap-2 lm:overflow-y-auto"
        aria-busy={!chat && !failed}
      >
        {chat?.messages.map((message) => (
          <li
            key={message.id}
            className="lm:rounded-md lm:border lm:border-border lm:px-3 lm:py-2 lm:text-sm"
          >
            <p className="lm:flex lm:flex-wrap lm:items-center lm:gap-2 lm:text-xs lm:text-muted-foreground">
              <span className="lm:font-medium lm:text-foreground">{nameOf(message.senderId)}</span>
              <time dateTime={message.createdAt}>
                {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              {message.flaggedContacts ? <Badge variant="warning">{t(d.flagged)}</Badge> : null}
            </p>
            <p className="lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">{message.body}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The chat of a dispute from the API; mounted only while its dialog is open, so it loads on opening. */
function LiveDisputeChat({ dispute }: { dispute: AdminDispute }) {
  const chat = useDisputeChat(dispute.order.id);
  return <DisputeChatView chat={chat.data} failed={chat.isError} />;
}

/**
 * Release to the seller or refund the buyer, with a note: null when done, or the API's code. Releasing
 * to a banned seller needs `payBannedSeller` (the API refuses it otherwise).
 */
export type DisputeDecide = (
  dispute: AdminDispute,
  outcome: 'release' | 'refund',
  note: string,
  options?: { payBannedSeller?: boolean },
) => Promise<ErrorCode | null>;

const DISPUTES = adminList({ path: adminPaths.disputes, defaults: { status: 'open' } });

/** Open and resolved disputes; admins release to the seller or refund the buyer with a note. */
export function AdminDisputesPage({ role }: { role: StaffRole }) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { token } = useAuth();
  const { success, error } = useToast();
  const decide: DisputeDecide = async (dispute, outcome, note, options = {}) => {
    const result = await act(adminPaths.disputeDecision(dispute.order.id, outcome), 'POST', {
      note,
      ...options,
    });
    if (!result.ok) return result.code;
    success(t(outcome === 'release' ? d.releasedToast : d.refundedToast));
    return null;
  };
  const split: DisputeSplit = async (dispute, refund, note) => {
    const result = await act(adminPaths.disputeDecision(dispute.order.id, 'split'), 'POST', { refund, note });
    if (!result.ok) return result.code;
    success(t(pr.splitToast));
    return null;
  };
  return (
    <AdminDisputesView
      {...useAdminList<AdminDisputeListResponse>(DISPUTES)}
      role={role}
      onDecide={decide}
      onSplit={split}
      onDownload={async (evidence) => {
        if (!token || !(await downloadDisputeEvidence(token, evidence))) error(t(e.downloadFailed));
      }}
      renderChat={(dispute) => <LiveDisputeChat dispute={dispute} />}
    />
  );
}

export type AdminDisputesViewProps = AdminListViewProps<AdminDisputeListResponse> & {
  role: StaffRole;
  onDecide: DisputeDecide;
  /** Staff's split (a partial refund); without it the dialog is not offered. */
  onSplit?: DisputeSplit;
  /** Downloads a file of a dispute's evidence. */
  onDownload: (evidence: DisputeEvidence) => void;
  /** The body of a dispute's chat dialog (rendered only while it is open). */
  renderChat: (dispute: AdminDispute) => ReactNode;
};

/**
 * Release to the seller, with a note. A banned seller is paid only on an explicit choice: the box
 * "Pay the banned seller anyway" (without it the API answers PAYOUT_TO_BANNED_SELLER, shown here).
 */
function ReleaseDialog({ row, onDecide }: { row: AdminDispute; onDecide: DisputeDecide }) {
  const t = useIntl().formatMessage;
  const money = useFormatMoney();
  const [payBannedSeller, setPayBannedSeller] = useState(false);
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline">
          <RowActionLabel action={t(d.release)} name={row.order.item} />
        </Button>
      }
      title={t(d.releaseTitle, { amount: money(row.sellerNet, row.currency), seller: row.order.seller.name })}
      description={t(d.decisionBody)}
      confirmLabel={t(d.release)}
      reasonLabel={t(d.note)}
      destructive
      onConfirm={(note) =>
        row.sellerBanned
          ? onDecide(row, 'release', note, { payBannedSeller })
          : onDecide(row, 'release', note)
      }
    >
      {row.sellerBanned ? (
        <Checkbox
          label={t(d.payBannedSeller)}
          description={t(d.payBannedSellerHelp)}
          checked={payBannedSeller}
          onCheckedChange={(checked) => setPayBannedSeller(checked === true)}
        />
      ) : null}
    </ReasonDialog>
  );
}

/** The dispute queue for the data it is given (open / resolved tab and page in the URL). */
export function AdminDisputesView({
  role,
  onDecide,
  onSplit,
  onDownload,
  renderChat,
  ...props
}: AdminDisputesViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const columns: TableColumn<AdminDispute>[] = [
    {
      key: 'order',
      header: t(d.order),
      cell: (row) => (
        <div className="lm:flex lm:flex-col">
          <Link
            to={`/disputes/${row.order.id}/`}
            className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4 lm:[overflow-wrap:anywhere]"
          >
            {row.order.item}
          </Link>
          <span className="lm:text-xs lm:text-muted-foreground">
            {row.order.game.name} · <code>{row.order.id.slice(0, 8)}</code>
          </span>
        </div>
      ),
    },
    {
      key: 'parties',
      header: t(d.parties),
      cell: (row) => (
        <div className="lm:flex lm:flex-col lm:items-start lm:gap-1">
          <span>
            {userLink(row.order.buyer)} → {userLink(row.order.seller)}
          </span>
          {row.sellerBanned ? <Badge variant="danger">{t(d.sellerBanned)}</Badge> : null}
        </div>
      ),
    },
    {
      key: 'reason',
      header: t(d.reason),
      cell: (row) => (
        <div className="lm:flex lm:flex-col lm:items-start lm:gap-1">
          <span className="lm:[overflow-wrap:anywhere]">{row.dispute.reason}</span>
          <ChargebackState chargeback={row.chargeback} />
          {row.evidence.length > 0 ? (
            <DisputeEvidenceList evidence={row.evidence} onDownload={onDownload} />
          ) : null}
          <ReadDialog
            triggerLabel={t(d.chat)}
            triggerVariant="ghost"
            title={t(d.chatTitle, { item: row.order.item })}
          >
            {renderChat(row)}
          </ReadDialog>
        </div>
      ),
    },
    {
      key: 'paid',
      header: t(d.atStake),
      align: 'end',
      className: 'lm:whitespace-nowrap lm:tabular-nums',
      cell: (row) => money(row.order.totalPrice, row.currency),
    },
    {
      key: 'opened',
      header: t(d.opened),
      className: 'lm:whitespace-nowrap',
      cell: (row) => intl.formatDate(row.dispute.openedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'clock',
      header: t(clockMessages.title),
      className: 'lm:whitespace-nowrap',
      cell: (row) => (row.dispute.clock ? <DisputeClockSummary clock={row.dispute.clock} /> : null),
    },
    {
      key: 'decision',
      header: t(d.decision),
      cell: (row) =>
        row.dispute.status === 'open' ? (
          role === 'admin' ? (
            <div className="lm:flex lm:flex-wrap lm:gap-2">
              <ReleaseDialog row={row} onDecide={onDecide} />
              <ReasonDialog
                trigger={
                  <Button size="sm" variant="outline">
                    <RowActionLabel action={t(d.refund)} name={row.order.item} />
                  </Button>
                }
                title={t(d.refundTitle, {
                  amount: money(row.order.totalPrice, row.currency),
                  buyer: row.order.buyer.name,
                })}
                description={t(d.decisionBody)}
                confirmLabel={t(d.refund)}
                reasonLabel={t(d.note)}
                destructive
                onConfirm={(note) => onDecide(row, 'refund', note)}
              />
              {onSplit ? <DisputeSplitDialog row={row} onSplit={onSplit} /> : null}
            </div>
          ) : (
            <Badge variant="warning">{t(d.open)}</Badge>
          )
        ) : (
          <div className="lm:flex lm:flex-col lm:gap-1">
            <Badge variant={row.dispute.status === 'released' ? 'success' : 'info'}>
              {t(
                row.dispute.status === 'split'
                  ? pr.splitBadge
                  : row.dispute.status === 'refunded'
                    ? d.refunded
                    : d.released,
              )}
            </Badge>
            {row.split ? (
              <span className="lm:text-xs lm:tabular-nums">
                {t(pr.splitAmounts, {
                  refund: money(row.split.refund, row.currency),
                  sellerNet: money(row.split.sellerNet, row.currency),
                })}
              </span>
            ) : null}
            {row.dispute.note ? (
              <span className="lm:text-xs lm:text-muted-foreground">{row.dispute.note}</span>
            ) : null}
          </div>
        ),
    },
  ];
  return (
    <AdminListFrame
      {...props}
      list={DISPUTES}
      title={t(d.title)}
      actions={
        <Link to="/disputes/rules/" className="lm:text-link lm:underline lm:underline-offset-4">
          {t(disputeRulesMessages.link)}
        </Link>
      }
      tabs={{
        key: 'status',
        label: t(d.status),
        options: [
          { value: 'open', label: t(d.open) },
          { value: 'resolved', label: t(d.resolved) },
        ],
      }}
      caption={t(d.caption)}
      columns={columns}
      rows={(data) => data.disputes}
      getRowKey={(row) => row.order.id}
      emptyTitle={t(d.empty)}
    />
  );
}
