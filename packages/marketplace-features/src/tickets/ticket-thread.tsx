import {
  TICKET_TEXT_MAX_LENGTH,
  type TicketAttachment,
  type TicketDetail,
  type TicketReply,
  ticketReference,
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
  Button,
  Field,
  Textarea,
} from '@lootmarket/ui';
import { ArrowLeft, FileText, ImageIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { formatFileSize } from '../lib/file-size';
import { TicketStatusBadge } from './ticket-list';
import {
  ticketFilterMessages,
  ticketReportReasonMessages,
  ticketThreadMessages,
  ticketTypeMessages,
  ticketValueMessages,
} from './tickets-messages';

export interface TicketThreadViewProps {
  ticket: TicketDetail;
  /** Sends a reply; resolves with the error to show, or null when it was sent (the box then empties). */
  onReply: (body: string) => Promise<MessageDescriptor | null>;
  onClose: () => void;
  onDownload: (attachment: TicketAttachment) => void;
  closing?: boolean;
  /** An error of closing or downloading, shown above the thread. */
  error?: MessageDescriptor | null;
  /** Where "back to the list" goes (the back office shows the thread inside /admin/). */
  backTo?: string;
  /** Outside the web app (the back office): the reported offer opens on the shop as a full page. */
  offerLinksToShop?: boolean;
  /**
   * What each message is signed with. By default the asker's own view: "You" for their messages,
   * "Support" for the help desk's. The back office names the customer and each staff member.
   */
  authorLabels?: TicketAuthorLabels;
}

/** The names the thread signs its messages with. */
export interface TicketAuthorLabels {
  /** The asker: their first message and their replies. */
  requester: string;
  /** A help-desk reply. */
  staffReply: (reply: TicketReply) => string;
}

function Message({
  author,
  support,
  at,
  children,
}: {
  author: string;
  support: boolean;
  /** ISO instant. */
  at: string;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <li
      data-author={support ? 'support' : 'user'}
      className={
        support
          ? 'lm:rounded-lg lm:border lm:border-info lm:bg-info-subtle lm:p-4'
          : 'lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4'
      }
    >
      <p className="lm:mb-2 lm:flex lm:flex-wrap lm:justify-between lm:gap-2 lm:text-sm">
        <span data-slot="ticket-message-author" className="lm:font-semibold">
          {author}
        </span>
        <time dateTime={at} className="lm:text-muted-foreground">
          {intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <div className="lm:whitespace-pre-wrap lm:break-words">{children}</div>
    </li>
  );
}

/**
 * One ticket: its details, the thread (the user's message, then the replies), reply box and close.
 * The page gives the heading (the ticket's title) and the status badge.
 */
export function TicketThreadView({
  ticket,
  onReply,
  onClose,
  onDownload,
  closing = false,
  error = null,
  backTo = '/profile/tickets/',
  offerLinksToShop = false,
  authorLabels,
}: TicketThreadViewProps) {
  const intl = useIntl();
  const requesterLabel = authorLabels?.requester ?? intl.formatMessage(ticketThreadMessages.you);
  const authorOf = (reply: TicketReply) =>
    reply.authorRole === 'support'
      ? (authorLabels?.staffReply(reply) ?? intl.formatMessage(ticketThreadMessages.support))
      : requesterLabel;
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [replyError, setReplyError] = useState<MessageDescriptor | null>(null);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const closed = ticket.status === 'closed';

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (reply.trim() === '') {
      setReplyError(errorDescriptor('CHAT_EMPTY_MESSAGE'));
      return;
    }
    setSending(true);
    const failure = await onReply(reply.trim());
    setSending(false);
    setReplyError(failure);
    if (!failure) setReply('');
  }

  return (
    <article className="lm:flex lm:flex-col lm:gap-6" data-ticket-id={ticket.id}>
      <Link
        to={backTo}
        className="lm:inline-flex lm:items-center lm:gap-1 lm:text-link lm:text-sm lm:hover:underline"
      >
        <ArrowLeft aria-hidden className="lm:size-4" />
        {intl.formatMessage(ticketThreadMessages.backToList)}
      </Link>
      <header className="lm:flex lm:flex-col lm:gap-2">
        <div>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(ticketValueMessages.reference, { reference: ticketReference(ticket.id) })} ·{' '}
          {intl.formatMessage(ticketTypeMessages[ticket.type])} ·{' '}
          {intl.formatMessage(ticketValueMessages.opened, { date: date(ticket.createdAt) })}
        </p>
        <dl className="lm:grid lm:gap-x-6 lm:gap-y-1 lm:text-sm lm:sm:grid-cols-[auto_1fr]">
          {ticket.topic ? (
            <>
              <dt className="lm:text-muted-foreground">{intl.formatMessage(ticketThreadMessages.topic)}</dt>
              <dd>{intl.formatMessage(ticketFilterMessages[ticket.topic])}</dd>
            </>
          ) : null}
          {ticket.orderId ? (
            <>
              <dt className="lm:text-muted-foreground">{intl.formatMessage(ticketThreadMessages.order)}</dt>
              <dd className="lm:font-mono">{ticket.orderId}</dd>
            </>
          ) : null}
          {ticket.offer ? (
            <>
              <dt className="lm:text-muted-foreground">
                {intl.formatMessage(ticketThreadMessages.reportedOffer)}
              </dt>
              <dd>
                {offerLinksToShop ? (
                  <a href={`/offers/${ticket.offer.id}/`} className="lm:text-link lm:hover:underline">
                    {ticket.offer.title}
                  </a>
                ) : (
                  <Link to={`/offers/${ticket.offer.id}/`} className="lm:text-link lm:hover:underline">
                    {ticket.offer.title}
                  </Link>
                )}
              </dd>
            </>
          ) : null}
          {ticket.reportReason ? (
            <>
              <dt className="lm:text-muted-foreground">
                {intl.formatMessage(ticketThreadMessages.reportReason)}
              </dt>
              <dd>{intl.formatMessage(ticketReportReasonMessages[ticket.reportReason])}</dd>
            </>
          ) : null}
        </dl>
      </header>
      {error ? <Alert variant="error" live title={intl.formatMessage(error)} /> : null}
      {ticket.attachments.length > 0 ? (
        <section className="lm:flex lm:flex-col lm:gap-2">
          <h2 className="lm:font-semibold lm:text-lg">
            {intl.formatMessage(ticketThreadMessages.attachments)}
          </h2>
          <ul className="lm:flex lm:flex-wrap lm:gap-2">
            {ticket.attachments.map((attachment) => (
              <li key={attachment.id}>
                <Button type="button" variant="outline" size="sm" onClick={() => onDownload(attachment)}>
                  {attachment.contentType === 'application/pdf' ? (
                    <FileText aria-hidden />
                  ) : (
                    <ImageIcon aria-hidden />
                  )}
                  {attachment.fileName}
                  <span className="lm:text-muted-foreground">
                    ({formatFileSize(intl, attachment.sizeBytes)})
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        className="lm:flex lm:flex-col lm:gap-3"
        aria-label={intl.formatMessage(ticketThreadMessages.thread)}
      >
        <ol className="lm:flex lm:flex-col lm:gap-3">
          <Message author={requesterLabel} support={false} at={ticket.createdAt}>
            {ticket.description}
          </Message>
          {ticket.replies.map((item) => (
            <Message
              key={item.id}
              author={authorOf(item)}
              support={item.authorRole === 'support'}
              at={item.createdAt}
            >
              {item.body}
            </Message>
          ))}
        </ol>
        {ticket.replies.length === 0 && !closed ? (
          <p className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(ticketThreadMessages.noReplies)}
          </p>
        ) : null}
      </section>
      {closed ? (
        <Alert variant="info" title={intl.formatMessage(errorDescriptor('TICKET_CLOSED'))} />
      ) : (
        <form noValidate onSubmit={send} className="lm:flex lm:flex-col lm:gap-3">
          <Field
            label={intl.formatMessage(ticketThreadMessages.replyLabel)}
            error={replyError ? intl.formatMessage(replyError) : undefined}
          >
            <Textarea
              rows={4}
              maxLength={TICKET_TEXT_MAX_LENGTH}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
          </Field>
          <div className="lm:flex lm:flex-wrap lm:gap-3">
            <Button type="submit" disabled={sending}>
              {intl.formatMessage(ticketThreadMessages.sendReply)}
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="outline" disabled={closing}>
                  {intl.formatMessage(ticketThreadMessages.close)}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{intl.formatMessage(ticketThreadMessages.closeTitle)}</AlertDialogTitle>
                  <AlertDialogDescription>
                    {intl.formatMessage(ticketThreadMessages.closeBody)}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{intl.formatMessage(ticketThreadMessages.cancel)}</AlertDialogCancel>
                  <AlertDialogAction onClick={onClose}>
                    {intl.formatMessage(ticketThreadMessages.close)}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </form>
      )}
    </article>
  );
}
