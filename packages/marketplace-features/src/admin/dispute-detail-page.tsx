import type { AdminDisputeChat, DisputeEvidence, ErrorCode, OrderDetail } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Skeleton,
  Textarea,
} from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { formatFileSize } from '../lib/file-size';
import { DisputeAnswerList } from '../orders/dispute-answers';
import { DisputeClock } from '../orders/dispute-clock';
import { disputeClockMessages as cm } from '../orders/dispute-clock-messages';
import { disputeEvidenceMessages as e, orderMessages as om } from '../orders/order-messages';
import { OrderTimeline, orderTimelineMessages as tm } from '../orders/order-timeline';
import { downloadDisputeEvidence, orderQueryKey, useOrder } from '../orders/orders-api';
import { useFormatMoney } from '../orders/use-format-money';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useDisputeChat } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import {
  adminShellMessages,
  disputesMessages as d,
  disputeDetailMessages as m,
  disputeRulesMessages as rm,
} from './admin-messages';
import { DisputeChatView } from './disputes-page';
import { userLink } from './party-link';

/**
 * One evidence file: an image as a thumbnail (fetched with the reader's token, so not a plain link),
 * a document as its name; either opens the file on activation.
 */
function EvidenceTile({
  evidence,
  loadFile,
  onDownload,
}: {
  evidence: DisputeEvidence;
  loadFile: (evidence: DisputeEvidence) => Promise<Blob | null>;
  onDownload: (evidence: DisputeEvidence) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const image = evidence.contentType.startsWith('image/');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return;
    let url: string | null = null;
    let live = true;
    void loadFile(evidence).then((blob) => {
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, evidence, loadFile]);
  return (
    <li className="lm:flex lm:w-40 lm:flex-col lm:gap-1">
      <Button
        type="button"
        variant="outline"
        className="lm:h-28 lm:w-40 lm:overflow-hidden lm:p-0"
        aria-label={t(e.download, { name: evidence.fileName })}
        onClick={() => onDownload(evidence)}
      >
        {image && src ? (
          <img src={src} alt="" className="lm:size-full lm:object-cover" />
        ) : image ? (
          <Skeleton className="lm:size-full" />
        ) : (
          <FileText aria-hidden className="lm:size-10" />
        )}
      </Button>
      <span className="lm:truncate lm:text-sm" title={evidence.fileName}>
        {evidence.fileName}
      </span>
      <span className="lm:text-xs lm:text-muted-foreground">
        {t(e.meta, {
          side: t(evidence.uploaderSide === 'buyer' ? om.buyer : om.seller),
          size: formatFileSize(intl, evidence.sizeBytes),
          date: formatDateTime(new Date(evidence.createdAt), intl.locale),
        })}
      </span>
    </li>
  );
}

/** `YYYY-MM-DDTHH:mm` in the reader's time zone, for a datetime-local input. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An admin moves the awaited side's deadline later, with a reason (audited). */
function ExtendDeadlineForm({
  deadlineAt,
  onExtend,
}: {
  deadlineAt: string;
  onExtend: (deadlineAt: string, reason: string) => Promise<ErrorCode | null>;
}) {
  const t = useIntl().formatMessage;
  const [when, setWhen] = useState(() =>
    localInputValue(new Date(Date.parse(deadlineAt) + 86_400_000).toISOString()),
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = new Date(when);
    if (reason.trim() === '' || Number.isNaN(at.getTime())) return;
    setBusy(true);
    const refused = await onExtend(at.toISOString(), reason.trim());
    setBusy(false);
    setError(refused);
    if (!refused) setReason('');
  }
  return (
    <form
      noValidate
      aria-labelledby="extend-title"
      onSubmit={(event) => void submit(event)}
      className="lm:flex lm:flex-col lm:gap-3"
    >
      <h3 id="extend-title" className="lm:font-semibold">
        {t(rm.extendTitle)}
      </h3>
      {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
      <Field label={t(rm.extendDeadline)} required>
        <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
      </Field>
      <Field label={t(rm.extendReason)} required>
        <Textarea value={reason} maxLength={2000} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <div>
        <Button type="submit" variant="outline" disabled={busy || reason.trim() === ''}>
          {t(rm.extendSubmit)}
        </Button>
      </div>
    </form>
  );
}

export type AdminDisputeDetailViewProps = {
  /** The disputed order as staff read it; undefined while it loads. */
  order: OrderDetail | undefined;
  /** The order could not be loaded. */
  failed: boolean;
  /** Both sides' messages; undefined while they load. */
  chat: AdminDisputeChat | undefined;
  chatFailed: boolean;
  /** Fetches an evidence file for its thumbnail (null when it cannot). */
  loadFile: (evidence: DisputeEvidence) => Promise<Blob | null>;
  onDownload: (evidence: DisputeEvidence) => void;
  /** Admins only: moves the awaited side's deadline (null when done, or the API's code). */
  onExtend?: (deadlineAt: string, reason: string) => Promise<ErrorCode | null>;
};

/** A dispute in one view: the order's timeline, both sides' words and the evidence as thumbnails. */
export function AdminDisputeDetailView({
  order,
  failed,
  chat,
  chatFailed,
  loadFile,
  onDownload,
  onExtend,
}: AdminDisputeDetailViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const back = (
    <Link to="/disputes/" className="lm:text-link lm:underline lm:underline-offset-4">
      {t(m.back)}
    </Link>
  );
  if (!order) {
    return (
      <AdminPage title={t(m.loading)} actions={back}>
        {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
        {failed ? null : <Skeleton className="lm:h-64" aria-busy="true" />}
      </AdminPage>
    );
  }
  const { dispute } = order;
  return (
    <AdminPage title={t(m.title, { item: order.item })} actions={back}>
      <p className="lm:flex lm:flex-wrap lm:items-center lm:gap-2 lm:text-sm">
        <span>
          {userLink(order.buyer)} → {userLink(order.seller)}
        </span>
        <span className="lm:text-muted-foreground">
          {order.game.name} · <code>{order.id}</code>
        </span>
        <span className="lm:font-medium lm:tabular-nums">{money(order.totalPrice, order.currency)}</span>
        {dispute ? (
          <Badge variant={dispute.status === 'open' ? 'warning' : 'info'}>
            {t(dispute.status === 'open' ? d.open : dispute.status === 'refunded' ? d.refunded : d.released)}
          </Badge>
        ) : null}
      </p>
      <div className="lm:grid lm:gap-6 lm:lg:grid-cols-2">
        <Card asSection aria-labelledby="dispute-timeline">
          <CardHeader>
            <CardTitle as="h2" id="dispute-timeline">
              {t(tm.timeline)}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <OrderTimeline order={order} />
          </CardContent>
        </Card>
        <Card asSection aria-labelledby="dispute-statements">
          <CardHeader>
            <CardTitle as="h2" id="dispute-statements">
              {t(m.statements)}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="lm:flex lm:flex-col lm:gap-3">
              {dispute ? (
                <div>
                  <dt className="lm:text-sm lm:text-muted-foreground">
                    {t(m.buyerStatement)} · {t(d.buyerSaid, { name: order.buyer.name })}
                  </dt>
                  <dd className="lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">{dispute.reason}</dd>
                </div>
              ) : null}
              {dispute?.note ? (
                <div>
                  <dt className="lm:text-sm lm:text-muted-foreground">{t(m.staffNote)}</dt>
                  <dd className="lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">{dispute.note}</dd>
                </div>
              ) : null}
            </dl>
          </CardContent>
        </Card>
      </div>
      {dispute?.clock ? (
        <div className="lm:grid lm:gap-6 lm:lg:grid-cols-2">
          <div className="lm:flex lm:flex-col lm:gap-4">
            <DisputeClock clock={dispute.clock} viewer="staff" />
            {onExtend && dispute.status === 'open' && dispute.clock.deadlineAt ? (
              <ExtendDeadlineForm deadlineAt={dispute.clock.deadlineAt} onExtend={onExtend} />
            ) : null}
          </div>
          <section aria-labelledby="dispute-answers" className="lm:flex lm:flex-col lm:gap-2">
            <h2 id="dispute-answers" className="lm:font-semibold lm:text-lg">
              {t(cm.answersTitle)}
            </h2>
            <DisputeAnswerList answers={dispute.clock.answers} />
          </section>
        </div>
      ) : null}
      <section aria-labelledby="dispute-messages" className="lm:flex lm:flex-col lm:gap-2">
        <h2 id="dispute-messages" className="lm:font-semibold lm:text-lg">
          {t(m.messages)}
        </h2>
        <DisputeChatView chat={chat} failed={chatFailed} />
      </section>
      <section aria-labelledby="dispute-evidence" className="lm:flex lm:flex-col lm:gap-2">
        <h2 id="dispute-evidence" className="lm:font-semibold lm:text-lg">
          {t(e.title)}
        </h2>
        {order.evidence.length === 0 ? (
          <p className="lm:text-sm lm:text-muted-foreground">{t(e.empty)}</p>
        ) : (
          <ul className="lm:flex lm:flex-wrap lm:gap-4">
            {order.evidence.map((file) => (
              <EvidenceTile key={file.id} evidence={file} loadFile={loadFile} onDownload={onDownload} />
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}

/** The dispute of the order in the address (/disputes/:orderId/), read by staff. */
export function AdminDisputePage({ role }: { role?: StaffRole } = {}) {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const queryClient = useQueryClient();
  const { success, error: toastError } = useToast();
  const { orderId = '' } = useParams();
  const { token } = useAuth();

  const order = useOrder(token, orderId);
  const chat = useDisputeChat(orderId);
  const loadFile = useCallback(
    async (evidence: DisputeEvidence) => {
      if (!token) return null;
      const response = await fetch(evidence.url, { headers: { Authorization: `Bearer ${token}` } }).catch(
        () => null,
      );
      return response?.ok ? response.blob() : null;
    },
    [token],
  );
  return (
    <AdminDisputeDetailView
      order={order.data}
      failed={order.isError}
      chat={chat.data}
      chatFailed={chat.isError}
      loadFile={loadFile}
      onDownload={async (evidence) => {
        if (!token || !(await downloadDisputeEvidence(token, evidence))) toastError(t(e.downloadFailed));
      }}
      onExtend={
        role === 'admin'
          ? async (deadlineAt, reason) => {
              const result = await act(adminPaths.disputeExtend(orderId), 'POST', { deadlineAt, reason });
              if (!result.ok) return result.code;
              await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
              success(t(rm.extendDone));
              return null;
            }
          : undefined
      }
    />
  );
}
