import {
  type AdminUserDetail,
  type AdminUserResponse,
  type AdminUserSummary,
  type AdminUsersResponse,
  type OrderListItem,
  USER_ROLES,
  type UserRole,
} from '@lootmarket/contract';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  DataList,
  Skeleton,
  Table,
  type TableColumn,
} from '@lootmarket/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { orderStatusMessages } from '../orders/order-messages';
import { useFormatMoney } from '../orders/use-format-money';
import { TicketStatusBadge } from '../tickets/ticket-list';
import { useToast } from '../toast/use-toast';
import { adminPaths, type UserAction, useAdminAction, useAdminUser } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import { AdminListFrame, type AdminListViewProps, ALL, adminList, useAdminList } from './admin-list';
import {
  adminShellMessages,
  dashboardMessages,
  disputesMessages,
  usersMessages as m,
  adminTableMessages as tm,
} from './admin-messages';
import { ReasonDialog } from './reason-dialog';
import { useTableLabels } from './use-table-labels';

function useRoleLabel() {
  const intl = useIntl();
  return (role: string) =>
    intl.formatMessage(
      role === 'admin'
        ? adminShellMessages.roleAdmin
        : role === 'support'
          ? adminShellMessages.roleSupport
          : adminShellMessages.roleUser,
    );
}

const USERS = adminList({
  path: adminPaths.users,
  defaults: { q: '', role: ALL, banned: ALL, sort: '-memberSince' },
});

/** Users list: search, role and ban filters, sortable, paged on the server; all in the URL. */
export function AdminUsersPage() {
  return <AdminUsersView {...useAdminList<AdminUsersResponse>(USERS)} />;
}

export type AdminUsersViewProps = AdminListViewProps<AdminUsersResponse>;

/** The users list for the data it is given (filters, sort and page in the URL). */
export function AdminUsersView(props: AdminUsersViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const roleLabel = useRoleLabel();
  const columns: TableColumn<AdminUserSummary>[] = [
    {
      key: 'username',
      header: t(m.username),
      sortable: true,
      cell: (user) => (
        <Link
          to={`/users/${user.id}/`}
          className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4"
        >
          {user.username}
        </Link>
      ),
    },
    {
      key: 'email',
      header: t(m.email),
      cell: (user) => <span className="lm:[overflow-wrap:anywhere]">{user.email}</span>,
    },
    {
      key: 'roles',
      header: t(m.roles),
      cell: (user) => user.roles.map(roleLabel).join(', '),
    },
    {
      key: 'state',
      header: t(m.state),
      cell: (user) =>
        user.banned ? (
          <Badge variant="danger">{t(m.banned)}</Badge>
        ) : (
          <Badge variant="success">{t(m.active)}</Badge>
        ),
    },
    {
      key: 'memberSince',
      header: t(m.memberSince),
      sortable: true,
      className: 'lm:whitespace-nowrap',
      cell: (user) => intl.formatDate(user.memberSince, { dateStyle: 'medium' }),
    },
  ];
  return (
    <AdminListFrame
      {...props}
      list={USERS}
      title={t(m.title)}
      filters={[
        { kind: 'search', key: 'q', placeholder: t(m.searchPlaceholder) },
        {
          kind: 'select',
          key: 'role',
          label: t(m.role),
          options: [
            { value: ALL, label: t(tm.all) },
            ...USER_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
          ],
        },
        {
          kind: 'select',
          key: 'banned',
          label: t(m.state),
          options: [
            { value: ALL, label: t(tm.all) },
            { value: 'true', label: t(m.banned) },
            { value: 'false', label: t(m.active) },
          ],
        },
      ]}
      caption={t(m.caption)}
      columns={columns}
      rows={(data) => data.users}
      getRowKey={(user) => user.id}
    />
  );
}

type UserActionsProps = { detail: AdminUserDetail; role: StaffRole };

/** Ban or lift, reset two-factor, take down the avatar, roles (admins). Each confirms in a dialog and asks for a reason. */
function UserActions({ detail, role }: UserActionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const { user } = detail;
  const name = user.username;
  const run = (action: UserAction, toast: string) => async (reason: string) => {
    const result = await act<AdminUserResponse>(adminPaths.userAction(user.id, action), 'POST', { reason });
    if (!result.ok) return result.code;
    success(toast);
    return null;
  };
  return (
    <div className="lm:flex lm:flex-wrap lm:gap-2">
      {user.banned ? (
        <ReasonDialog
          trigger={<Button variant="outline">{t(m.unban)}</Button>}
          title={t(m.unbanTitle, { name })}
          description={t(m.unbanBody)}
          confirmLabel={t(m.unban)}
          onConfirm={run('unban', t(m.unbannedToast, { name }))}
        />
      ) : (
        <ReasonDialog
          trigger={<Button variant="destructive">{t(m.ban)}</Button>}
          title={t(m.banTitle, { name })}
          description={t(m.banBody)}
          confirmLabel={t(m.ban)}
          destructive
          onConfirm={run('ban', t(m.banned_toast, { name }))}
        />
      )}
      {user.twoFactorEnabled ? (
        <ReasonDialog
          trigger={<Button variant="outline">{t(m.resetTwoFactor)}</Button>}
          title={t(m.resetTitle, { name })}
          description={t(m.resetBody)}
          confirmLabel={t(m.resetTwoFactor)}
          destructive
          onConfirm={run('reset-two-factor', t(m.resetToast, { name }))}
        />
      ) : null}
      {user.avatarUrl ? (
        <ReasonDialog
          trigger={<Button variant="outline">{t(m.removeAvatar)}</Button>}
          title={t(m.removeAvatarTitle, { name })}
          description={t(m.removeAvatarBody)}
          confirmLabel={t(m.removeAvatar)}
          destructive
          onConfirm={run('remove-avatar', t(m.removeAvatarToast, { name }))}
        />
      ) : null}
      {role === 'admin' ? <RolesEditor detail={detail} /> : null}
    </div>
  );
}

function RolesEditor({ detail }: { detail: AdminUserDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const roleLabel = useRoleLabel();
  const act = useAdminAction();
  const { success } = useToast();
  const [roles, setRoles] = useState<UserRole[]>(detail.user.roles);
  useEffect(() => setRoles(detail.user.roles), [detail.user.roles]);
  const name = detail.user.username;
  return (
    <ReasonDialog
      trigger={<Button variant="outline">{t(m.changeRoles)}</Button>}
      title={t(m.rolesTitle, { name })}
      description={t(m.rolesBody)}
      confirmLabel={t(m.save)}
      onConfirm={async (reason) => {
        const result = await act<AdminUserResponse>(adminPaths.userRoles(detail.user.id), 'PUT', {
          roles,
          reason,
        });
        if (!result.ok) return result.code;
        success(t(m.rolesToast, { name }));
        return null;
      }}
    >
      <fieldset className="lm:flex lm:flex-col lm:gap-2">
        <legend className="lm:mb-1 lm:font-medium lm:text-sm">{t(m.roles)}</legend>
        {USER_ROLES.map((role) => (
          <Checkbox
            key={role}
            label={roleLabel(role)}
            checked={roles.includes(role)}
            disabled={role === 'user'}
            onCheckedChange={(checked) =>
              setRoles((current) =>
                checked === true
                  ? USER_ROLES.filter((r) => r === role || current.includes(r))
                  : current.filter((r) => r !== role),
              )
            }
          />
        ))}
      </fieldset>
    </ReasonDialog>
  );
}

/** One account: state, actions, offers, wallets and sign-in history. */
export function AdminUserPage({ role }: { role: StaffRole }) {
  const { userId = '' } = useParams();
  const query = useAdminUser(userId);
  const detail = query.data;
  return (
    <AdminUserView
      detail={detail}
      failed={query.isError}
      actions={detail ? <UserActions detail={detail} role={role} /> : null}
    />
  );
}

export type AdminUserViewProps = {
  /** The account and its history; undefined while it loads. */
  detail: AdminUserDetail | undefined;
  /** The account could not be loaded. */
  failed: boolean;
  /** What staff may do to the account (ban, two-factor, roles), next to the heading. */
  actions?: ReactNode;
};

/** The user view for the account it is given. */
export function AdminUserView({ detail, failed, actions = null }: AdminUserViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const roleLabel = useRoleLabel();
  const labels = useTableLabels();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const orderColumns: TableColumn<OrderListItem>[] = [
    {
      key: 'item',
      header: t(m.item),
      cell: (order) => <span className="lm:[overflow-wrap:anywhere]">{order.item}</span>,
    },
    { key: 'date', header: t(m.date), className: 'lm:whitespace-nowrap', cell: (order) => date(order.date) },
    {
      key: 'total',
      header: t(m.total),
      align: 'end',
      cell: (order) => money(order.totalPrice, order.currency),
    },
    {
      key: 'status',
      header: t(m.status),
      cell: (order) => (
        <span className="lm:flex lm:flex-wrap lm:gap-1">
          {t(orderStatusMessages[order.status])}
          {order.disputed ? <Badge variant="danger">{t(disputesMessages.title)}</Badge> : null}
        </span>
      ),
    },
  ];
  return (
    <AdminPage title={detail?.user.username ?? t(m.account)} actions={actions}>
      <Link to="/users/" className="lm:text-link lm:text-sm lm:underline lm:underline-offset-4">
        {t(m.back)}
      </Link>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {!detail && !failed ? (
        <div aria-busy="true">
          <Skeleton className="lm:h-40" />
        </div>
      ) : null}
      {detail ? (
        <>
          <DataList
            items={[
              { key: 'email', term: t(m.email), details: detail.user.email },
              ...(detail.user.avatarUrl
                ? [
                    {
                      key: 'avatar',
                      term: t(m.avatar),
                      details: <Avatar name={detail.user.username} src={detail.user.avatarUrl} size="lg" />,
                    },
                  ]
                : []),
              { key: 'roles', term: t(m.roles), details: detail.user.roles.map(roleLabel).join(', ') },
              {
                key: 'state',
                term: t(m.state),
                details: detail.user.banned ? (
                  <Badge variant="danger">{t(m.banned)}</Badge>
                ) : (
                  <Badge variant="success">{t(m.active)}</Badge>
                ),
              },
              ...(detail.user.banReason
                ? [{ key: 'reason', term: t(m.banReason), details: detail.user.banReason }]
                : []),
              {
                key: 'twoFactor',
                term: t(m.twoFactor),
                details: t(detail.user.twoFactorEnabled ? m.on : m.off),
              },
              { key: 'since', term: t(m.memberSince), details: date(detail.user.memberSince) },
              {
                key: 'seen',
                term: t(m.lastSeen),
                details: detail.user.lastSeenAt ? date(detail.user.lastSeenAt) : t(m.never),
              },
            ]}
          />
          <Table
            caption={t(m.offers, { count: detail.offersTotal })}
            columns={[
              { key: 'title', header: t(m.offerTitle), cell: (offer) => offer.title },
              { key: 'game', header: t(m.game), cell: (offer) => offer.gameName },
              {
                key: 'price',
                header: t(m.price),
                align: 'end',
                cell: (offer) => money(offer.priceMinor, offer.currency),
              },
              {
                key: 'status',
                header: t(m.status),
                cell: (offer) =>
                  offer.active
                    ? t(m.active)
                    : offer.moderationLockedAt
                      ? t(m.offerTakenDown)
                      : offer.takenDownByBan
                        ? t(m.offerHeldByBan)
                        : t(m.inactive),
              },
            ]}
            rows={detail.offers}
            getRowKey={(offer) => offer.id}
            {...labels.table}
            empty={<p className="lm:p-3 lm:text-sm lm:text-muted-foreground">{t(m.noOffers)}</p>}
          />
          {(['purchases', 'sales'] as const).map((side) => (
            <Table
              key={side}
              caption={t(m[side], { count: detail[side].total })}
              columns={orderColumns}
              rows={detail[side].items}
              getRowKey={(order) => order.id}
              {...labels.table}
              empty={<p className="lm:p-3 lm:text-sm lm:text-muted-foreground">{t(m.noOrders)}</p>}
            />
          ))}
          <Table
            caption={t(m.tickets, { count: detail.tickets.total })}
            columns={[
              {
                key: 'title',
                header: t(m.offerTitle),
                cell: (ticket) => (
                  <Link
                    to={`/tickets/${ticket.id}/`}
                    className="lm:text-link lm:underline lm:underline-offset-4"
                  >
                    {ticket.title}
                  </Link>
                ),
              },
              {
                key: 'status',
                header: t(m.status),
                cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
              },
              {
                key: 'date',
                header: t(m.date),
                className: 'lm:whitespace-nowrap',
                cell: (ticket) => date(ticket.updatedAt),
              },
            ]}
            rows={detail.tickets.items}
            getRowKey={(ticket) => ticket.id}
            {...labels.table}
            empty={<p className="lm:p-3 lm:text-sm lm:text-muted-foreground">{t(m.noTickets)}</p>}
          />
          <Table
            caption={t(m.wallets)}
            columns={[
              { key: 'currency', header: t(dashboardMessages.currency), cell: (wallet) => wallet.currency },
              {
                key: 'available',
                header: t(m.available),
                align: 'end',
                cell: (wallet) => money(wallet.available, wallet.currency),
              },
              {
                key: 'upcoming',
                header: t(m.upcoming),
                align: 'end',
                cell: (wallet) => money(wallet.upcoming, wallet.currency),
              },
            ]}
            rows={detail.wallets}
            getRowKey={(wallet) => wallet.currency}
            {...labels.table}
            empty={<p className="lm:p-3 lm:text-sm lm:text-muted-foreground">{t(m.noWallets)}</p>}
          />
          <Table
            caption={t(m.signIns)}
            columns={[
              {
                key: 'at',
                header: t(m.signedInAt),
                className: 'lm:whitespace-nowrap',
                cell: (s) => date(s.at),
              },
              { key: 'ip', header: t(m.address), cell: (s) => s.ip ?? '—' },
              {
                key: 'device',
                header: t(m.device),
                cell: (s) => <span className="lm:[overflow-wrap:anywhere]">{s.userAgent ?? '—'}</span>,
              },
              {
                key: 'session',
                header: t(m.session),
                cell: (s) =>
                  s.revokedAt || new Date(s.expiresAt) < new Date() ? t(m.sessionEnded) : t(m.sessionLive),
              },
            ]}
            rows={detail.signIns}
            getRowKey={(s) => s.id}
            {...labels.table}
            empty={<p className="lm:p-3 lm:text-sm lm:text-muted-foreground">{t(m.noSignIns)}</p>}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
