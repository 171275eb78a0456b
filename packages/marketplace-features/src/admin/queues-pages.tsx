import {
  type AdminDispute,
  type AdminDisputeChat,
  type AdminDisputeListResponse,
  type AdminWithdrawal,
  type AdminWithdrawalListResponse,
  type StaffTicketListResponse,
  type StaffTicketResponse,
  type StaffTicketSummary,
  TICKET_STATUSES,
  TICKET_TYPES,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@lootmarket/contract';
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
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  Field,
  Input,
  Pagination,
  Select,
  Table,
  type TableColumn,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { useFormatMoney } from '../orders/use-format-money';
import { TicketStatusBadge } from '../tickets/ticket-list';
import { TicketThreadView } from '../tickets/ticket-thread';
import { downloadAttachment } from '../tickets/tickets-api';
import { ticketStatusMessages, ticketTypeMessages } from '../tickets/tickets-messages';
import { useToast } from '../toast/use-toast';
import { useAdminAction, useAdminQuery } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import {
  adminShellMessages,
  disputesMessages as d,
  ticketsInboxMessages as k,
  adminTableMessages as tm,
  withdrawalsMessages as w,
} from './admin-messages';
import { ReasonDialog } from './reason-dialog';
import { pageCount, useUrlFilters } from './url-filters';
import { useTableLabels } from './use-table-labels';

const ALL = 'all';
/** A party's name, linking to their user view. */
export const userLink = (party: { id: string; name: string }) => (
  <Link to={`/users/${party.id}/`} className="text-link underline underline-offset-4">
    {party.name}
  </Link>
);

/** Both sides' messages about the order, for deciding its dispute. */
function DisputeChatDialog({ dispute }: { dispute: AdminDispute }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const chat = useAdminQuery<AdminDisputeChat>(`/api/v1/admin/disputes/${dispute.order.id}/chat`, {}, open);
  const nameOf = (senderId: string) =>
    senderId === chat.data?.buyer.id
      ? t(d.buyerSaid, { name: chat.data.buyer.name })
      : senderId === chat.data?.seller.id
        ? t(d.sellerSaid, { name: chat.data.seller.name })
        : senderId;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          {t(d.chat)}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t(adminShellMessages.close)}>
        <DialogHeader>
          <DialogTitle>{t(d.chatTitle, { item: dispute.order.item })}</DialogTitle>
        </DialogHeader>
        {chat.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
        {chat.data && chat.data.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(d.noMessages)}</p>
        ) : null}
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto" aria-busy={!chat.data}>
          {chat.data?.messages.map((message) => (
            <li key={message.id} className="rounded-md border border-border px-3 py-2 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{nameOf(message.senderId)}</span>
                <time dateTime={message.createdAt}>
                  {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {message.flaggedContacts ? <Badge variant="warning">{t(d.flagged)}</Badge> : null}
              </p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

/** Open and resolved disputes; admins release to the seller or refund the buyer with a note. */
export function AdminDisputesPage({ role }: { role: StaffRole }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const labels = useTableLabels();
  const act = useAdminAction();
  const { success } = useToast();
  const { values, page, set } = useUrlFilters({ status: 'open' });
  const list = useAdminQuery<AdminDisputeListResponse>('/api/v1/admin/disputes', {
    status: values.status,
    page,
  });
  const data = list.data;
  const decide = (dispute: AdminDispute, outcome: 'release' | 'refund') => async (note: string) => {
    const result = await act(`/api/v1/admin/disputes/${dispute.order.id}/${outcome}`, 'POST', { note });
    if (!result.ok) return result.code;
    success(t(outcome === 'release' ? d.releasedToast : d.refundedToast));
    return null;
  };
  const columns: TableColumn<AdminDispute>[] = [
    {
      key: 'order',
      header: t(d.order),
      cell: (row) => (
        <div className="flex flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{row.order.item}</span>
          <span className="text-xs text-muted-foreground">
            {row.order.game.name} · <code>{row.order.id.slice(0, 8)}</code>
          </span>
        </div>
      ),
    },
    {
      key: 'parties',
      header: t(d.parties),
      cell: (row) => (
        <span>
          {userLink(row.order.buyer)} → {userLink(row.order.seller)}
        </span>
      ),
    },
    {
      key: 'reason',
      header: t(d.reason),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span className="[overflow-wrap:anywhere]">{row.dispute.reason}</span>
          <DisputeChatDialog dispute={row} />
        </div>
      ),
    },
    {
      key: 'paid',
      header: t(d.atStake),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => money(row.order.totalPrice, row.currency),
    },
    {
      key: 'opened',
      header: t(d.opened),
      className: 'whitespace-nowrap',
      cell: (row) => intl.formatDate(row.dispute.openedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'decision',
      header: t(d.decision),
      cell: (row) =>
        row.dispute.status === 'open' ? (
          role === 'admin' ? (
            <div className="flex flex-wrap gap-2">
              <ReasonDialog
                trigger={
                  <Button size="sm" variant="outline">
                    {t(d.release)}
                  </Button>
                }
                title={t(d.releaseTitle, {
                  amount: money(row.sellerNet, row.currency),
                  seller: row.order.seller.name,
                })}
                description={t(d.decisionBody)}
                confirmLabel={t(d.release)}
                reasonLabel={t(d.note)}
                destructive
                onConfirm={decide(row, 'release')}
              />
              <ReasonDialog
                trigger={
                  <Button size="sm" variant="outline">
                    {t(d.refund)}
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
                onConfirm={decide(row, 'refund')}
              />
            </div>
          ) : (
            <Badge variant="warning">{t(d.open)}</Badge>
          )
        ) : (
          <div className="flex flex-col gap-1">
            <Badge variant={row.dispute.status === 'refunded' ? 'info' : 'success'}>
              {t(row.dispute.status === 'refunded' ? d.refunded : d.released)}
            </Badge>
            {row.dispute.note ? (
              <span className="text-xs text-muted-foreground">{row.dispute.note}</span>
            ) : null}
          </div>
        ),
    },
  ];
  return (
    <AdminPage title={t(d.title)}>
      <Tabs value={values.status} onValueChange={(status) => set({ status })} activationMode="manual">
        <TabsList aria-label={t(d.status)}>
          <TabsTrigger value="open">{t(d.open)}</TabsTrigger>
          <TabsTrigger value="resolved">{t(d.resolved)}</TabsTrigger>
        </TabsList>
        <TabsContent value={values.status} className="flex flex-col gap-4">
          {list.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
          {data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t(tm.count, { count: data.total })}
            </p>
          ) : null}
          <Table
            caption={t(d.caption)}
            hideCaption
            columns={columns}
            rows={data?.disputes ?? []}
            getRowKey={(row) => row.order.id}
            loading={!data}
            {...labels.table}
            empty={<EmptyState headingLevel={2} title={t(d.empty)} />}
          />
          {data ? (
            <Pagination
              page={page}
              pageCount={pageCount(data.total, data.pageSize)}
              onPageChange={(next) => set({ page: next })}
              {...labels.pagination}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

const withdrawalStatusLabel: Record<WithdrawalStatus, MessageDescriptor> = {
  pending_review: w.statusPending,
  approved: w.statusApproved,
  paid: w.statusPaid,
  rejected: w.statusRejected,
  failed: w.statusFailed,
};

/** Standard and VIP queues apart; admins approve (never their own) or reject with a reason. */
export function AdminWithdrawalsPage({ role }: { role: StaffRole }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const labels = useTableLabels();
  const act = useAdminAction();
  const { user } = useAuth();
  const { success, error } = useToast();
  const { values, page, set } = useUrlFilters({ queue: 'standard', status: 'pending_review' });
  const list = useAdminQuery<AdminWithdrawalListResponse>('/api/v1/admin/withdrawals', {
    queue: values.queue,
    status: values.status,
    page,
  });
  const data = list.data;
  async function approve(row: AdminWithdrawal) {
    const result = await act(`/api/v1/admin/withdrawals/${row.id}/approve`, 'POST', {});
    if (result.ok) success(t(w.approvedToast));
    else error(t(errorDescriptor(result.code)));
  }
  const columns: TableColumn<AdminWithdrawal>[] = [
    {
      key: 'requested',
      header: t(w.requested),
      className: 'whitespace-nowrap',
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { key: 'requester', header: t(w.requester), cell: (row) => userLink(row.requester) },
    {
      key: 'amount',
      header: t(w.amount),
      align: 'end',
      className: 'tabular-nums',
      cell: (row) => money(row.amount, row.currency),
    },
    {
      key: 'payout',
      header: t(w.payout),
      align: 'end',
      className: 'tabular-nums',
      cell: (row) => money(row.payout, row.currency),
    },
    {
      key: 'balance',
      header: t(w.balance),
      align: 'end',
      className: 'tabular-nums',
      cell: (row) => money(row.requesterAvailable, row.currency),
    },
    {
      key: 'destination',
      header: t(w.destination),
      cell: (row) => <span className="[overflow-wrap:anywhere]">{row.destination}</span>,
    },
    {
      key: 'status',
      header: t(w.status),
      cell: (row) => <Badge>{t(withdrawalStatusLabel[row.status])}</Badge>,
    },
    {
      key: 'actions',
      header: t(w.actions),
      cell: (row) => {
        if (row.status !== 'pending_review' || role !== 'admin') return null;
        const own = row.requester.id === user?.userId;
        return (
          <div className="flex flex-wrap gap-2">
            {own ? (
              <span className="text-xs text-muted-foreground">{t(w.ownRequest)}</span>
            ) : (
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button size="sm">{t(w.approve)}</Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>
                      {t(w.approveTitle, {
                        amount: money(row.payout, row.currency),
                        name: row.requester.name,
                      })}
                    </AlertDialogTitle>
                    <AlertDialogDescription>{t(w.approveBody)}</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t(w.cancel)}</AlertDialogCancel>
                    <AlertDialogAction onClick={() => void approve(row)}>{t(w.approve)}</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            )}
            <ReasonDialog
              trigger={
                <Button size="sm" variant="outline">
                  {t(w.reject)}
                </Button>
              }
              title={t(w.rejectTitle, { name: row.requester.name })}
              description={t(w.rejectBody)}
              confirmLabel={t(w.reject)}
              destructive
              onConfirm={async (reason) => {
                const result = await act(`/api/v1/admin/withdrawals/${row.id}/reject`, 'POST', { reason });
                if (!result.ok) return result.code;
                success(t(w.rejectedToast));
                return null;
              }}
            />
          </div>
        );
      },
    },
  ];
  return (
    <AdminPage title={t(w.title)}>
      {role === 'admin' ? null : <Alert variant="info">{t(w.adminOnly)}</Alert>}
      <Tabs
        value={values.queue}
        onValueChange={(queue) => set({ queue })}
        activationMode="manual"
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-end gap-4">
          <TabsList aria-label={t(w.queue)}>
            <TabsTrigger value="standard">{t(w.standard)}</TabsTrigger>
            <TabsTrigger value="vip">{t(w.vip)}</TabsTrigger>
          </TabsList>
          <Field label={t(w.status)} className="w-56">
            <Select
              value={values.status}
              onValueChange={(status) => set({ status })}
              options={WITHDRAWAL_STATUSES.map((status) => ({
                value: status,
                label: t(withdrawalStatusLabel[status]),
              }))}
            />
          </Field>
        </div>
        <TabsContent value={values.queue} className="flex flex-col gap-4">
          {list.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
          {data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t(tm.count, { count: data.total })}
            </p>
          ) : null}
          <Table
            caption={t(w.caption)}
            hideCaption
            columns={columns}
            rows={data?.withdrawals ?? []}
            getRowKey={(row) => row.id}
            loading={!data}
            {...labels.table}
            empty={<EmptyState headingLevel={2} title={t(w.empty)} />}
          />
          {data ? (
            <Pagination
              page={page}
              pageCount={pageCount(data.total, data.pageSize)}
              onPageChange={(next) => set({ page: next })}
              {...labels.pagination}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

/** The support inbox: type, status, assignee and words; every filter in the URL. */
export function AdminTicketsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  const { values, page, set } = useUrlFilters({ q: '', type: ALL, status: ALL, assignee: ALL });
  const [search, setSearch] = useState(values.q);
  useEffect(() => setSearch(values.q), [values.q]);
  const list = useAdminQuery<StaffTicketListResponse>('/api/v1/admin/tickets', {
    q: values.q || undefined,
    type: values.type === ALL ? undefined : values.type,
    status: values.status === ALL ? undefined : values.status,
    assignee: values.assignee === ALL ? undefined : values.assignee,
    page,
  });
  const data = list.data;
  const columns: TableColumn<StaffTicketSummary>[] = [
    {
      key: 'ticket',
      header: t(k.ticket),
      cell: (ticket) => (
        <Link
          to={`/tickets/${ticket.id}/`}
          className="font-medium text-link underline underline-offset-4 [overflow-wrap:anywhere]"
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
      className: 'whitespace-nowrap',
      cell: (ticket) => intl.formatDate(ticket.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  function submit(event: FormEvent) {
    event.preventDefault();
    set({ q: search.trim() });
  }
  return (
    <AdminPage title={t(k.title)}>
      <div className="flex flex-wrap items-end gap-4">
        <search className="flex min-w-64 flex-1">
          <form onSubmit={submit} className="flex flex-1 items-end gap-2">
            <Field label={t(tm.search)} className="flex-1">
              <Input
                type="search"
                value={search}
                placeholder={t(k.searchPlaceholder)}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="outline">
              {t(tm.searchSubmit)}
            </Button>
          </form>
        </search>
        <Field label={t(k.type)} className="w-40">
          <Select
            value={values.type}
            onValueChange={(type) => set({ type })}
            options={[
              { value: ALL, label: t(tm.all) },
              ...TICKET_TYPES.map((type) => ({ value: type, label: t(ticketTypeMessages[type]) })),
            ]}
          />
        </Field>
        <Field label={t(k.status)} className="w-40">
          <Select
            value={values.status}
            onValueChange={(status) => set({ status })}
            options={[
              { value: ALL, label: t(tm.all) },
              ...TICKET_STATUSES.map((status) => ({ value: status, label: t(ticketStatusMessages[status]) })),
            ]}
          />
        </Field>
        <Field label={t(k.assignee)} className="w-40">
          <Select
            value={values.assignee}
            onValueChange={(assignee) => set({ assignee })}
            options={[
              { value: ALL, label: t(k.anyone) },
              { value: 'me', label: t(k.me) },
              { value: 'none', label: t(k.nobody) },
            ]}
          />
        </Field>
      </div>
      {list.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t(tm.count, { count: data.total })}
        </p>
      ) : null}
      <Table
        caption={t(k.caption)}
        hideCaption
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(ticket) => ticket.id}
        loading={!data}
        {...labels.table}
        empty={<EmptyState headingLevel={2} title={t(k.empty)} />}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, data.pageSize)}
          onPageChange={(next) => set({ page: next })}
          {...labels.pagination}
        />
      ) : null}
    </AdminPage>
  );
}

/** One ticket for staff: the thread with reply and close, who asked, and the assignment. */
export function AdminTicketPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { ticketId = '' } = useParams();
  const { token, user } = useAuth();
  const act = useAdminAction();
  const { success } = useToast();
  const query = useAdminQuery<StaffTicketResponse>(`/api/v1/admin/tickets/${ticketId}`);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [closing, setClosing] = useState(false);
  const ticket = query.data?.ticket;
  const assign = async (assigneeId: string | null) => {
    const result = await act(`/api/v1/admin/tickets/${ticketId}/assign`, 'POST', { assigneeId });
    setError(result.ok ? null : errorDescriptor(result.code));
  };
  return (
    <AdminPage title={ticket?.title ?? t(k.ticket)}>
      {query.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {ticket ? (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {ticket.requester
                ? t(k.requester, { name: ticket.requester.username })
                : t(k.guest, { email: ticket.contactEmail })}
            </span>
            <span className="text-muted-foreground">
              {ticket.assignee ? t(k.assignedTo, { name: ticket.assignee.username }) : t(k.unassigned)}
            </span>
            {ticket.assignee?.userId === user?.userId ? (
              <Button size="sm" variant="outline" onClick={() => void assign(null)}>
                {t(k.unassign)}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => void assign(user?.userId ?? null)}>
                {t(k.assignToMe)}
              </Button>
            )}
          </div>
          <TicketThreadView
            ticket={ticket}
            backTo="/tickets/"
            offerLinksToShop
            error={error}
            closing={closing}
            onReply={async (body) => {
              const result = await act(`/api/v1/admin/tickets/${ticketId}/replies`, 'POST', { body });
              if (!result.ok) return errorDescriptor(result.code);
              success(t(k.replied));
              return null;
            }}
            onClose={async () => {
              setClosing(true);
              const result = await act(`/api/v1/admin/tickets/${ticketId}/close`, 'POST', {});
              setClosing(false);
              setError(result.ok ? null : errorDescriptor(result.code));
            }}
            onDownload={async (attachment) => {
              if (token) await downloadAttachment(token, attachment.url, attachment.fileName);
            }}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
