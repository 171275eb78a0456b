import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_TARGET_TYPES,
  type AdminAuditEntry,
  type AdminAuditResponse,
  type OutboxMail,
  type OutboxResponse,
} from '@lootmarket/contract';
import type { TableColumn } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '../orders/use-format-money';
import { adminPaths } from './admin-api';
import { ReadDialog } from './admin-dialogs';
import { AdminListFrame, type AdminListViewProps, ALL, adminList, useAdminList } from './admin-list';
import {
  auditActionMessages,
  auditTargetMessages,
  auditMessages as m,
  outboxMessages as o,
  adminTableMessages as tm,
} from './admin-messages';

/** Fields the audit records hold in minor units; they are money when their record names a currency. */
const MONEY_FIELDS = new Set(['amount', 'amountMinor', 'priceMinor', 'unitPrice', 'payout', 'fee']);

type AuditState = Record<string, unknown> | null;

/** Whether `key` of `state` is money: a money field of whole minor units beside a currency code. */
function moneyOf(state: AuditState, key: string): { minor: string; currency: string } | null {
  const value = state?.[key];
  const currency = state?.currency;
  if (!MONEY_FIELDS.has(key) || typeof currency !== 'string') return null;
  if (!(typeof value === 'string' || typeof value === 'number') || !/^-?\d+$/.test(String(value)))
    return null;
  return { minor: String(value), currency };
}

/** One field's value, read as words: money formatted, yes / no, lists joined, nothing as a dash. */
function useAuditValue() {
  const intl = useIntl();
  const money = useFormatMoney();
  return (state: AuditState, key: string): string => {
    const amount = moneyOf(state, key);
    if (amount) return money(amount.minor, amount.currency);
    const value = state?.[key];
    if (value == null) return '—';
    if (typeof value === 'boolean') return intl.formatMessage(value ? m.yes : m.no);
    if (typeof value === 'number') return intl.formatNumber(value);
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

/**
 * What an action changed, one field a line: its value before → after (only one side when the record
 * was created or removed, or the field kept its value).
 */
function AuditChange({ entry }: { entry: Pick<AdminAuditEntry, 'before' | 'after'> }) {
  const read = useAuditValue();
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span>—</span>;
  return (
    <dl
      data-slot="audit-change"
      className="lm:grid lm:max-w-md lm:grid-cols-[auto_1fr] lm:gap-x-3 lm:gap-y-0.5 lm:text-sm"
    >
      {keys.map((key) => {
        const was = before && key in before ? read(before, key) : null;
        const is = after && key in after ? read(after, key) : null;
        return (
          <div key={key} className="lm:contents">
            <dt className="lm:text-muted-foreground">
              <code className="lm:text-xs">{key}</code>
            </dt>
            <dd className="lm:tabular-nums lm:[overflow-wrap:anywhere]">
              {was === null || was === is ? is : is === null ? was : `${was} → ${is}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const AUDIT = adminList({
  path: adminPaths.auditLog,
  defaults: { actorId: '', action: ALL, targetType: ALL, targetId: '', from: '', to: '', sort: '-at' },
});

/** The audit log (admins): every staff action, filtered, sorted and paged in the URL. */
export function AdminAuditPage() {
  return <AdminAuditView {...useAdminList<AdminAuditResponse>(AUDIT)} />;
}

export type AdminAuditViewProps = AdminListViewProps<AdminAuditResponse>;

/** The audit log for the data it is given (filters, sort and page in the URL). */
export function AdminAuditView(props: AdminAuditViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns: TableColumn<AdminAuditEntry>[] = [
    {
      key: 'at',
      header: t(m.at),
      sortable: true,
      className: 'lm:whitespace-nowrap',
      cell: (entry) => intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    {
      key: 'actor',
      header: t(m.actor),
      cell: (entry) => (
        <Link to={`/users/${entry.actorId}/`} className="lm:text-link lm:underline lm:underline-offset-4">
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
          <Link to={`/users/${entry.targetId}/`} className="lm:text-link lm:underline lm:underline-offset-4">
            {t(auditTargetMessages.user)} <code className="lm:text-xs">{entry.targetId}</code>
          </Link>
        ) : (
          <span className="lm:[overflow-wrap:anywhere]">
            {t(auditTargetMessages[entry.targetType])} <code className="lm:text-xs">{entry.targetId}</code>
          </span>
        ),
    },
    { key: 'change', header: t(m.change), cell: (entry) => <AuditChange entry={entry} /> },
    { key: 'reason', header: t(m.reason), cell: (entry) => entry.reason ?? '—' },
  ];
  return (
    <AdminListFrame
      {...props}
      list={AUDIT}
      title={t(m.title)}
      filters={[
        {
          kind: 'select',
          key: 'action',
          label: t(m.action),
          widthClass: 'lm:w-52',
          options: [
            { value: ALL, label: t(tm.all) },
            ...ADMIN_AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(auditActionMessages[action]),
            })),
          ],
        },
        {
          kind: 'select',
          key: 'targetType',
          label: t(m.target),
          options: [
            { value: ALL, label: t(tm.all) },
            ...ADMIN_AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(auditTargetMessages[type]) })),
          ],
        },
        { kind: 'text', key: 'targetId', label: t(m.targetId) },
        { kind: 'text', key: 'actorId', label: t(m.actorId) },
        { kind: 'date', key: 'from', label: t(m.from) },
        { kind: 'date', key: 'to', label: t(m.to) },
      ]}
      caption={t(m.caption)}
      columns={columns}
      rows={(data) => data.entries}
      getRowKey={(entry) => entry.id}
      emptyTitle={t(m.empty)}
    />
  );
}

/** One mail as it was written. */
function MailDialog({ mail }: { mail: OutboxMail }) {
  const t = useIntl().formatMessage;
  return (
    <ReadDialog triggerLabel={t(o.open)} title={mail.subject}>
      <p className="lm:text-sm lm:text-muted-foreground">
        {t(o.to)}: {mail.to}
      </p>
      <pre className="lm:max-h-96 lm:overflow-auto lm:whitespace-pre-wrap lm:rounded-md lm:bg-muted lm:p-3 lm:text-sm">
        {mail.text}
      </pre>
    </ReadDialog>
  );
}

const OUTBOX = adminList({
  path: adminPaths.outbox,
  defaults: { to: '' },
  query: (values) => ({ to: values.to || undefined, limit: 200 }),
  paged: false,
});

/** The local mail outbox (no SMTP server configured): newest first, filter by recipient. */
export function AdminOutboxPage() {
  return <AdminOutboxView {...useAdminList<OutboxResponse>(OUTBOX)} />;
}

export type AdminOutboxViewProps = AdminListViewProps<OutboxResponse>;

/** The mail outbox for the mails it is given (recipient filter in the URL). */
export function AdminOutboxView(props: AdminOutboxViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns: TableColumn<OutboxMail>[] = [
    {
      key: 'written',
      header: t(o.written),
      className: 'lm:whitespace-nowrap',
      cell: (mail) => intl.formatDate(mail.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'to',
      header: t(o.to),
      cell: (mail) => <span className="lm:[overflow-wrap:anywhere]">{mail.to}</span>,
    },
    { key: 'subject', header: t(o.subject), cell: (mail) => mail.subject },
    { key: 'kind', header: t(o.kind), cell: (mail) => <code className="lm:text-xs">{mail.kind}</code> },
    {
      key: 'sent',
      header: t(o.sent),
      cell: (mail) =>
        mail.sentAt ? intl.formatDate(mail.sentAt, { dateStyle: 'short', timeStyle: 'short' }) : t(o.notSent),
    },
    { key: 'open', header: t(o.open), cell: (mail) => <MailDialog mail={mail} /> },
  ];
  return (
    <AdminListFrame
      {...props}
      list={OUTBOX}
      title={t(o.title)}
      intro={<p className="lm:text-muted-foreground">{t(o.help)}</p>}
      filters={[{ kind: 'search', key: 'to', label: t(o.recipient) }]}
      caption={t(o.caption)}
      columns={columns}
      rows={(data) => data.mails}
      getRowKey={(mail) => mail.id}
      emptyTitle={t(o.empty)}
    />
  );
}
