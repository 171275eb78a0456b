import {
  type StaffTicketDetail,
  type StaffTicketListResponse,
  type StaffTicketResponse,
  type StaffTicketSummary,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '@lootmarket/contract';
import { Alert, Button, Skeleton, type TableColumn } from '@lootmarket/ui';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { TicketStatusBadge } from '../tickets/ticket-list';
import {
  type TicketAuthorLabels,
  TicketThreadView,
  type TicketThreadViewProps,
} from '../tickets/ticket-thread';
import { downloadAttachment } from '../tickets/tickets-api';
import { ticketStatusMessages, ticketThreadMessages, ticketTypeMessages } from '../tickets/tickets-messages';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useStaffTicket } from './admin-api';
import { AdminPage } from './admin-layout';
import { AdminListFrame, type AdminListViewProps, ALL, adminList, useAdminList } from './admin-list';
import { adminShellMessages, ticketsInboxMessages as k, adminTableMessages as tm } from './admin-messages';

const TICKETS = adminList({
  path: adminPaths.tickets,
  defaults: { q: '', type: ALL, status: ALL, assignee: ALL },
});

/** The support inbox: type, status, assignee and words; every filter in the URL. */
export function AdminTicketsPage() {
  return <AdminTicketsView {...useAdminList<StaffTicketListResponse>(TICKETS)} />;
}

export type AdminTicketsViewProps = AdminListViewProps<StaffTicketListResponse>;

/** The support inbox for the page of tickets it is given (filters and page in the URL). */
export function AdminTicketsView(props: AdminTicketsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns: TableColumn<StaffTicketSummary>[] = [
    {
      key: 'ticket',
      header: t(k.ticket),
      cell: (ticket) => (
        <Link
          to={`/tickets/${ticket.id}/`}
          className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4 lm:[overflow-wrap:anywhere]"
        >
          {ticket.title}
        </Link>
      ),
    },
    { key: 'type', header: t(k.type), cell: (ticket) => t(ticketTypeMessages[ticket.type]) },
    {
      key: 'from',
      header: t(k.from),
      cell: (ticket) =>
        ticket.requester ? ticket.requester.username : t(k.guest, { email: ticket.contactEmail }),
    },
    { key: 'status', header: t(k.status), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    {
      key: 'assignee',
      header: t(k.assignee),
      cell: (ticket) => ticket.assignee?.username ?? t(k.unassigned),
    },
    {
      key: 'updated',
      header: t(k.updated),
      className: 'lm:whitespace-nowrap',
      cell: (ticket) => intl.formatDate(ticket.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <AdminListFrame
      {...props}
      list={TICKETS}
      title={t(k.title)}
      filters={[
        { kind: 'search', key: 'q', placeholder: t(k.searchPlaceholder) },
        {
          kind: 'select',
          key: 'type',
          label: t(k.type),
          options: [
            { value: ALL, label: t(tm.all) },
            ...TICKET_TYPES.map((type) => ({ value: type, label: t(ticketTypeMessages[type]) })),
          ],
        },
        {
          kind: 'select',
          key: 'status',
          label: t(k.status),
          options: [
            { value: ALL, label: t(tm.all) },
            ...TICKET_STATUSES.map((status) => ({ value: status, label: t(ticketStatusMessages[status]) })),
          ],
        },
        {
          kind: 'select',
          key: 'assignee',
          label: t(k.assignee),
          options: [
            { value: ALL, label: t(k.anyone) },
            { value: 'me', label: t(k.me) },
            { value: 'none', label: t(k.nobody) },
          ],
        },
      ]}
      caption={t(k.caption)}
      columns={columns}
      rows={(data) => data.items}
      getRowKey={(ticket) => ticket.id}
      emptyTitle={t(k.empty)}
    />
  );
}

/** One ticket for staff: the thread with reply and close, who asked, and the assignment. */
export function AdminTicketPage() {
  const t = useIntl().formatMessage;
  const { ticketId = '' } = useParams();
  const { token, user } = useAuth();
  const act = useAdminAction();
  const { success } = useToast();
  const query = useStaffTicket(ticketId);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [closing, setClosing] = useState(false);
  return (
    <AdminTicketView
      ticket={query.data?.ticket}
      failed={query.isError}
      currentUserId={user?.userId ?? null}
      error={error}
      closing={closing}
      onAssign={async (assigneeId) => {
        const result = await act(adminPaths.ticketAssign(ticketId), 'POST', { assigneeId });
        setError(result.ok ? null : errorDescriptor(result.code));
      }}
      onReply={async (body) => {
        const result = await act(adminPaths.ticketReplies(ticketId), 'POST', { body });
        if (!result.ok) return errorDescriptor(result.code);
        success(t(k.replied));
        return null;
      }}
      onClose={async () => {
        setClosing(true);
        const result = await act(adminPaths.ticketClose(ticketId), 'POST', {});
        setClosing(false);
        setError(result.ok ? null : errorDescriptor(result.code));
      }}
      onDownload={async (attachment) => {
        if (token) await downloadAttachment(token, attachment.url, attachment.fileName);
      }}
    />
  );
}

export type AdminTicketViewProps = Pick<
  TicketThreadViewProps,
  'onReply' | 'onClose' | 'onDownload' | 'error' | 'closing'
> & {
  /** The ticket with its thread; undefined while it loads. */
  ticket: StaffTicketResponse['ticket'] | undefined;
  /** The ticket could not be loaded. */
  failed: boolean;
  /** The signed-in staff member (to assign to, or unassign from). */
  currentUserId: string | null;
  /** Assigns the ticket to someone, or to nobody (null). */
  onAssign: (assigneeId: string | null) => Promise<void>;
};

/** One ticket for staff, for the ticket it is given. */
export function AdminTicketView({
  ticket,
  failed,
  currentUserId,
  onAssign,
  ...thread
}: AdminTicketViewProps) {
  const t = useIntl().formatMessage;
  // Staff read the thread from the help desk's side: the customer by name, each reply by its author.
  const staffAuthorLabels = (shown: StaffTicketDetail): TicketAuthorLabels => {
    const byReply = new Map(shown.replies.map((reply) => [reply.id, reply.author]));
    return {
      requester: shown.requester?.username ?? t(k.guest, { email: shown.contactEmail }),
      staffReply: (reply) => byReply.get(reply.id)?.username ?? t(ticketThreadMessages.support),
    };
  };
  return (
    <AdminPage title={ticket?.title ?? t(k.ticket)}>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {!ticket && !failed ? (
        <div aria-busy="true">
          <Skeleton className="lm:h-40" />
        </div>
      ) : null}
      {ticket ? (
        <>
          <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3 lm:text-sm">
            <span>
              {ticket.requester
                ? t(k.requester, { name: ticket.requester.username })
                : t(k.guest, { email: ticket.contactEmail })}
            </span>
            <span className="lm:text-muted-foreground">
              {ticket.assignee ? t(k.assignedTo, { name: ticket.assignee.username }) : t(k.unassigned)}
            </span>
            {currentUserId !== null && ticket.assignee?.userId === currentUserId ? (
              <Button size="sm" variant="outline" onClick={() => void onAssign(null)}>
                {t(k.unassign)}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => void onAssign(currentUserId)}>
                {t(k.assignToMe)}
              </Button>
            )}
          </div>
          <TicketThreadView
            ticket={ticket}
            backTo="/tickets/"
            offerLinksToShop
            authorLabels={staffAuthorLabels(ticket)}
            {...thread}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
