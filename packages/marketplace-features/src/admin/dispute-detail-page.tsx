import type { AdminDisputeChat, DisputeEvidence, OrderDetail } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Alert, Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@lootmarket/ui';
import { FileText } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { formatFileSize } from '../lib/file-size';
import { DisputeAnswerList } from '../orders/dispute-answers';
import { DisputeClock } from '../orders/dispute-clock';
import { disputeClockMessages as cm } from '../orders/dispute-clock-messages';
import { disputeEvidenceMessages as e, orderMessages as om } from '../orders/order-messages';
import { OrderTimeline, orderTimelineMessages as tm } from '../orders/order-timeline';
import { downloadDisputeEvidence, useOrder } from '../orders/orders-api';
import { useFormatMoney } from '../orders/use-format-money';
import { useToast } from '../toast/use-toast';
import { useDisputeChat } from './admin-api';
import { AdminPage } from './admin-layout';
import { adminShellMessages, disputesMessages as d, disputeDetailMessages as m } from './admin-messages';
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
};

/** A dispute in one view: the order's timeline, both sides' words and the evidence as thumbnails. */
export function AdminDisputeDetailView({
  order,
  failed,
  chat,
  chatFailed,
  loadFile,
  onDownload,
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
          <DisputeClock clock={dispute.clock} viewer="staff" />
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
export function AdminDisputePage() {
  const t = useIntl().formatMessage;
  const { orderId = '' } = useParams();
  const { token } = useAuth();
  const { error } = useToast();
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
        if (!token || !(await downloadDisputeEvidence(token, evidence))) error(t(e.downloadFailed));
      }}
    />
  );
}
