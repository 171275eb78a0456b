import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_TARGET_TYPES,
  type AdminAuditEntry,
  type AdminAuditResponse,
  type OutboxMail,
  type OutboxResponse,
} from '@lootmarket/contract';
import {
  Alert,
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
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuditLog, useOutbox } from './admin-api';
import { AdminPage } from './admin-layout';
import {
  adminShellMessages,
  auditActionMessages,
  auditTargetMessages,
  auditMessages as m,
  outboxMessages as o,
  adminTableMessages as tm,
} from './admin-messages';
import { endOfDay, fromTableSort, pageCount, startOfDay, toTableSort, useUrlFilters } from './url-filters';
import { useTableLabels } from './use-table-labels';

const ALL = 'all';

/** Before → after of the fields an action changed, as compact JSON. */
function Change({ entry }: { entry: AdminAuditEntry }) {
  const show = (value: unknown) => (value == null ? '—' : JSON.stringify(value));
  return (
    <code className="block max-w-md text-xs [overflow-wrap:anywhere]">
      {show(entry.before)} → {show(entry.after)}
    </code>
  );
}

const AUDIT_DEFAULTS = {
  actorId: '',
  action: ALL,
  targetType: ALL,
  targetId: '',
  from: '',
  to: '',
  sort: '-at',
};

/** The audit log (admins): every staff action, filtered, sorted and paged in the URL. */
export function AdminAuditPage() {
  const { values, page } = useUrlFilters(AUDIT_DEFAULTS);
  const log = useAuditLog({
    actorId: values.actorId || undefined,
    action: values.action === ALL ? undefined : values.action,
    targetType: values.targetType === ALL ? undefined : values.targetType,
    targetId: values.targetId || undefined,
    from: startOfDay(values.from),
    to: endOfDay(values.to),
    sort: values.sort,
    page,
  });
  return <AdminAuditView data={log.data} failed={log.isError} />;
}

export type AdminAuditViewProps = {
  /** The page of the log; undefined while it loads. */
  data: AdminAuditResponse | undefined;
  /** The log could not be loaded. */
  failed: boolean;
};

/** The audit log for the data it is given (filters, sort and page in the URL). */
export function AdminAuditView({ data, failed }: AdminAuditViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  const defaults = AUDIT_DEFAULTS;
  const { values, page, set } = useUrlFilters(defaults);
  const [draft, setDraft] = useState({
    actorId: values.actorId,
    targetId: values.targetId,
    from: values.from,
    to: values.to,
  });
  useEffect(
    () => setDraft({ actorId: values.actorId, targetId: values.targetId, from: values.from, to: values.to }),
    [values.actorId, values.targetId, values.from, values.to],
  );
  const columns: TableColumn<AdminAuditEntry>[] = [
    {
      key: 'at',
      header: t(m.at),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (entry) => intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    {
      key: 'actor',
      header: t(m.actor),
      cell: (entry) => (
        <Link to={`/users/${entry.actorId}/`} className="text-link underline underline-offset-4">
          {entry.actorUsername ?? entry.actorId}
        </Link>
      ),
    },
    { key: 'action', header: t(m.action), cell: (entry) => t(auditActionMessages[entry.action]) },
    {
      key: 'target',
      header: t(m.target),
      cell: (entry) =>
        entry.targetType === 'user' ? (
          <Link to={`/users/${entry.targetId}/`} className="text-link underline underline-offset-4">
            {t(auditTargetMessages.user)} <code className="text-xs">{entry.targetId}</code>
          </Link>
        ) : (
          <span className="[overflow-wrap:anywhere]">
            {t(auditTargetMessages[entry.targetType])} <code className="text-xs">{entry.targetId}</code>
          </span>
        ),
    },
    { key: 'change', header: t(m.change), cell: (entry) => <Change entry={entry} /> },
    { key: 'reason', header: t(m.reason), cell: (entry) => entry.reason ?? '—' },
  ];
  function apply(event: FormEvent) {
    event.preventDefault();
    set({ ...draft, actorId: draft.actorId.trim(), targetId: draft.targetId.trim() });
  }
  const filtered = Object.entries(defaults).some(
    ([key, value]) => key !== 'sort' && values[key as keyof typeof values] !== value,
  );
  return (
    <AdminPage title={t(m.title)}>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <Field label={t(m.action)} className="w-52">
          <Select
            value={values.action}
            onValueChange={(action) => set({ action })}
            options={[
              { value: ALL, label: t(tm.all) },
              ...ADMIN_AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: t(auditActionMessages[action]),
              })),
            ]}
          />
        </Field>
        <Field label={t(m.target)} className="w-40">
          <Select
            value={values.targetType}
            onValueChange={(targetType) => set({ targetType })}
            options={[
              { value: ALL, label: t(tm.all) },
              ...ADMIN_AUDIT_TARGET_TYPES.map((type) => ({
                value: type,
                label: t(auditTargetMessages[type]),
              })),
            ]}
          />
        </Field>
        <Field label={t(m.targetId)} className="w-64">
          <Input
            value={draft.targetId}
            onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
          />
        </Field>
        <Field label={t(m.actorId)} className="w-64">
          <Input
            value={draft.actorId}
            onChange={(event) => setDraft({ ...draft, actorId: event.target.value })}
          />
        </Field>
        <Field label={t(m.from)} className="w-40">
          <Input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </Field>
        <Field label={t(m.to)} className="w-40">
          <Input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </Field>
        <Button type="submit" variant="outline">
          {t(m.apply)}
        </Button>
        {filtered ? (
          <Button type="button" variant="ghost" onClick={() => set({ ...defaults, sort: values.sort })}>
            {t(m.clear)}
          </Button>
        ) : null}
      </form>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t(tm.count, { count: data.total })}
        </p>
      ) : null}
      <Table
        caption={t(m.caption)}
        hideCaption
        columns={columns}
        rows={data?.entries ?? []}
        getRowKey={(entry) => entry.id}
        sort={toTableSort(values.sort)}
        onSortChange={(sort) => set({ sort: fromTableSort(sort) })}
        loading={!data && !failed}
        {...labels.table}
        empty={<EmptyState headingLevel={2} title={t(m.empty)} />}
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

function MailDialog({ mail }: { mail: OutboxMail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t(o.open)}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t(adminShellMessages.close)}>
        <DialogHeader>
          <DialogTitle>{mail.subject}</DialogTitle>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          {t(o.to)}: {mail.to}
        </p>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">
          {mail.text}
        </pre>
      </DialogContent>
    </Dialog>
  );
}

/** The local mail outbox (no SMTP server configured): newest first, filter by recipient. */
export function AdminOutboxPage() {
  const { values } = useUrlFilters(OUTBOX_DEFAULTS);
  const outbox = useOutbox({ to: values.to || undefined, limit: 200 });
  return <AdminOutboxView data={outbox.data} failed={outbox.isError} />;
}

const OUTBOX_DEFAULTS = { to: '' };

export type AdminOutboxViewProps = {
  /** The latest mails; undefined while they load. */
  data: OutboxResponse | undefined;
  /** The outbox could not be loaded. */
  failed: boolean;
};

/** The mail outbox for the mails it is given (recipient filter in the URL). */
export function AdminOutboxView({ data, failed }: AdminOutboxViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  const { values, set } = useUrlFilters(OUTBOX_DEFAULTS);
  const [recipient, setRecipient] = useState(values.to);
  useEffect(() => setRecipient(values.to), [values.to]);
  const columns: TableColumn<OutboxMail>[] = [
    {
      key: 'written',
      header: t(o.written),
      className: 'whitespace-nowrap',
      cell: (mail) => intl.formatDate(mail.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'to',
      header: t(o.to),
      cell: (mail) => <span className="[overflow-wrap:anywhere]">{mail.to}</span>,
    },
    { key: 'subject', header: t(o.subject), cell: (mail) => mail.subject },
    { key: 'kind', header: t(o.kind), cell: (mail) => <code className="text-xs">{mail.kind}</code> },
    {
      key: 'sent',
      header: t(o.sent),
      cell: (mail) =>
        mail.sentAt ? intl.formatDate(mail.sentAt, { dateStyle: 'short', timeStyle: 'short' }) : t(o.notSent),
    },
    { key: 'open', header: t(o.open), cell: (mail) => <MailDialog mail={mail} /> },
  ];
  return (
    <AdminPage title={t(o.title)}>
      <p className="text-muted-foreground">{t(o.help)}</p>
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            set({ to: recipient.trim() });
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <Field label={t(o.recipient)} className="w-72">
            <Input type="search" value={recipient} onChange={(event) => setRecipient(event.target.value)} />
          </Field>
          <Button type="submit" variant="outline">
            {t(tm.searchSubmit)}
          </Button>
        </form>
      </search>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      <Table
        caption={t(o.caption)}
        hideCaption
        columns={columns}
        rows={data?.mails ?? []}
        getRowKey={(mail) => mail.id}
        loading={!data && !failed}
        {...labels.table}
        empty={<EmptyState headingLevel={2} title={t(o.empty)} />}
      />
    </AdminPage>
  );
}
