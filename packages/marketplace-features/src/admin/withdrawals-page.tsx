import {
  type AdminWithdrawal,
  type AdminWithdrawalListResponse,
  type ErrorCode,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@lootmarket/contract';
import { Alert, Badge, Button, type TableColumn } from '@lootmarket/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { RowActionLabel } from '../lib/row-action-label';
import { useFormatMoney } from '../orders/use-format-money';
import { useToast } from '../toast/use-toast';
import { withdrawalMethodMessages } from '../wallet/wallet-messages';
import { adminPaths, useAdminAction } from './admin-api';
import { ConfirmDialog } from './admin-dialogs';
import type { StaffRole } from './admin-layout';
import { AdminListFrame, type AdminListViewProps, adminList, useAdminList } from './admin-list';
import { withdrawalsMessages as w } from './admin-messages';
import { userLink } from './party-link';
import { ReasonDialog } from './reason-dialog';

const withdrawalStatusLabel: Record<WithdrawalStatus, MessageDescriptor> = {
  pending_review: w.statusPending,
  approved: w.statusApproved,
  paid: w.statusPaid,
  rejected: w.statusRejected,
  failed: w.statusFailed,
};

/** Approved, but its payout job stopped because the requester is banned (no override given). */
const heldForBan = (row: AdminWithdrawal) =>
  row.status === 'approved' &&
  row.requesterBanned &&
  row.banOverrideAt === null &&
  row.payoutNextAttemptAt === null;

/**
 * Admins decide a request waiting for review, one whose payout failed after its last automatic try
 * (approved, an error, no next try), and one whose payout stopped at a ban: approving again retries
 * it (a banned requester's only with a reason), rejecting returns the funds.
 */
const decidable = (row: AdminWithdrawal) =>
  row.status === 'pending_review' ||
  (row.status === 'approved' && row.payoutError !== null && row.payoutNextAttemptAt === null) ||
  heldForBan(row);

const WITHDRAWALS = adminList({
  path: adminPaths.withdrawals,
  defaults: { queue: 'standard', status: 'pending_review' },
});

/** Standard and VIP queues apart; admins approve (never their own) or reject with a reason. */
export function AdminWithdrawalsPage({ role }: { role: StaffRole }) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { user } = useAuth();
  const { success, error } = useToast();
  return (
    <AdminWithdrawalsView
      {...useAdminList<AdminWithdrawalListResponse>(WITHDRAWALS)}
      role={role}
      currentUserId={user?.userId ?? null}
      onApprove={async (row) => {
        const result = await act(adminPaths.withdrawalApprove(row.id), 'POST', {});
        if (result.ok) success(t(w.approvedToast));
        else error(t(errorDescriptor(result.code)));
      }}
      onApproveBanned={async (row, banOverrideReason) => {
        const result = await act(adminPaths.withdrawalApprove(row.id), 'POST', {
          banOverrideReason,
        });
        if (!result.ok) return result.code;
        success(t(w.approvedToast));
        return null;
      }}
      onReject={async (row, reason) => {
        const result = await act(adminPaths.withdrawalReject(row.id), 'POST', { reason });
        if (!result.ok) return result.code;
        success(t(w.rejectedToast));
        return null;
      }}
    />
  );
}

export type AdminWithdrawalsViewProps = AdminListViewProps<AdminWithdrawalListResponse> & {
  role: StaffRole;
  /** The signed-in staff member: their own requests cannot be approved by them. */
  currentUserId: string | null;
  /** Approves after the confirmation; reports its outcome itself. */
  onApprove: (row: AdminWithdrawal) => Promise<void>;
  /** Approves a banned requester's withdrawal with the reviewer's reason: null when done, or the API's code. */
  onApproveBanned: (row: AdminWithdrawal, reason: string) => Promise<ErrorCode | null>;
  /** Rejects with a reason: null when done, or the API's code. */
  onReject: (row: AdminWithdrawal, reason: string) => Promise<ErrorCode | null>;
};

/** The withdrawal queues for the data they are given (queue tab, status and page in the URL). */
export function AdminWithdrawalsView({
  role,
  currentUserId,
  onApprove,
  onApproveBanned,
  onReject,
  ...props
}: AdminWithdrawalsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const columns: TableColumn<AdminWithdrawal>[] = [
    {
      key: 'requested',
      header: t(w.requested),
      className: 'lm:whitespace-nowrap',
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'requester',
      header: t(w.requester),
      cell: (row) =>
        row.requesterBanned ? (
          <div className="lm:flex lm:flex-col lm:items-start lm:gap-1">
            {userLink(row.requester)}
            <Badge variant="danger">{t(w.requesterBanned)}</Badge>
            {row.requesterBanReason ? (
              <span className="lm:text-xs lm:text-muted-foreground lm:[overflow-wrap:anywhere]">
                {t(w.banReason, { reason: row.requesterBanReason })}
              </span>
            ) : null}
          </div>
        ) : (
          userLink(row.requester)
        ),
    },
    {
      key: 'amount',
      header: t(w.amount),
      align: 'end',
      className: 'lm:tabular-nums',
      cell: (row) => money(row.amount, row.currency),
    },
    {
      key: 'payout',
      header: t(w.payout),
      align: 'end',
      className: 'lm:tabular-nums',
      cell: (row) => money(row.payout, row.currency),
    },
    {
      key: 'balance',
      header: t(w.balance),
      align: 'end',
      className: 'lm:tabular-nums',
      cell: (row) => money(row.requesterAvailable, row.currency),
    },
    {
      key: 'destination',
      header: t(w.destination),
      cell: (row) => (
        <div className="lm:flex lm:flex-col">
          <span className="lm:text-xs lm:text-muted-foreground">
            {t(withdrawalMethodMessages[row.method])}
          </span>
          <span className="lm:[overflow-wrap:anywhere]">{row.destination}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: t(w.status),
      cell: (row) => (
        <div className="lm:flex lm:flex-col lm:items-start lm:gap-1">
          <Badge>{t(withdrawalStatusLabel[row.status])}</Badge>
          {row.status === 'approved' && row.payoutError ? (
            <span className="lm:text-xs lm:text-destructive lm:[overflow-wrap:anywhere]">
              {t(w.payoutFailed, { attempts: row.payoutAttempts, error: row.payoutError })}
            </span>
          ) : null}
          {heldForBan(row) ? (
            <span className="lm:text-xs lm:text-destructive lm:[overflow-wrap:anywhere]">
              {t(w.heldForBan)}
            </span>
          ) : null}
          {row.banOverrideAt ? (
            <span className="lm:text-xs lm:text-muted-foreground">
              {t(w.banOverridden, {
                date: intl.formatDate(row.banOverrideAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </span>
          ) : null}
          {row.status === 'approved' && row.payoutError && !heldForBan(row) ? (
            <span className="lm:text-xs lm:text-muted-foreground">
              {row.payoutNextAttemptAt
                ? t(w.nextAttempt, {
                    date: intl.formatDate(row.payoutNextAttemptAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })
                : t(w.retriesOver)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t(w.actions),
      cell: (row) => {
        if (!decidable(row) || role !== 'admin') return null;
        const retry = row.status === 'approved';
        const own = row.requester.id === currentUserId;
        return (
          <div className="lm:flex lm:flex-wrap lm:gap-2">
            {own ? (
              <span className="lm:text-xs lm:text-muted-foreground">{t(w.ownRequest)}</span>
            ) : row.requesterBanned ? (
              <ReasonDialog
                trigger={
                  <Button size="sm">
                    <RowActionLabel
                      action={t(w.approveBanned)}
                      name={`${row.requester.name} ${money(row.payout, row.currency)}`}
                    />
                  </Button>
                }
                title={t(w.approveBannedTitle, {
                  amount: money(row.payout, row.currency),
                  name: row.requester.name,
                })}
                description={t(w.approveBannedBody, { reason: row.requesterBanReason ?? '—' })}
                confirmLabel={t(w.approveBanned)}
                onConfirm={(reason) => onApproveBanned(row, reason)}
              />
            ) : (
              <ConfirmDialog
                trigger={
                  <Button size="sm">
                    <RowActionLabel
                      action={t(retry ? w.retry : w.approve)}
                      name={`${row.requester.name} ${money(row.payout, row.currency)}`}
                    />
                  </Button>
                }
                title={t(w.approveTitle, {
                  amount: money(row.payout, row.currency),
                  name: row.requester.name,
                })}
                description={t(w.approveBody)}
                cancelLabel={t(w.cancel)}
                confirmLabel={t(retry ? w.retry : w.approve)}
                onConfirm={() => void onApprove(row)}
              />
            )}
            <ReasonDialog
              trigger={
                <Button size="sm" variant="outline">
                  <RowActionLabel
                    action={t(w.reject)}
                    name={`${row.requester.name} ${money(row.payout, row.currency)}`}
                  />
                </Button>
              }
              title={t(w.rejectTitle, { name: row.requester.name })}
              description={t(w.rejectBody)}
              confirmLabel={t(w.reject)}
              destructive
              onConfirm={(reason) => onReject(row, reason)}
            />
          </div>
        );
      },
    },
  ];
  return (
    <AdminListFrame
      {...props}
      list={WITHDRAWALS}
      title={t(w.title)}
      intro={role === 'admin' ? null : <Alert variant="info">{t(w.adminOnly)}</Alert>}
      tabs={{
        key: 'queue',
        label: t(w.queue),
        options: [
          { value: 'standard', label: t(w.standard) },
          { value: 'vip', label: t(w.vip) },
        ],
      }}
      filters={[
        {
          kind: 'select',
          key: 'status',
          label: t(w.status),
          widthClass: 'lm:w-56',
          options: WITHDRAWAL_STATUSES.map((status) => ({
            value: status,
            label: t(withdrawalStatusLabel[status]),
          })),
        },
      ]}
      caption={t(w.caption)}
      columns={columns}
      rows={(data) => data.withdrawals}
      getRowKey={(row) => row.id}
      emptyTitle={t(w.empty)}
    />
  );
}
