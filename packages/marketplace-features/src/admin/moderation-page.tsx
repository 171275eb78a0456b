import {
  type ErrorCode,
  type FlaggedMessagesResponse,
  MODERATION_QUEUE_FILTERS,
  type ModerationItem,
  type ModerationQueueResponse,
} from '@lootmarket/contract';
import { Alert, Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@lootmarket/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RowActionLabel } from '../lib/row-action-label';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction, useFlaggedMessages } from './admin-api';
import { ReadDialog } from './admin-dialogs';
import { AdminListFrame, type AdminListViewProps, adminList, useAdminList } from './admin-list';
import { adminShellMessages, moderationMessages as m, privateChatMessages } from './admin-messages';
import { ReasonDialog } from './reason-dialog';

/** The staff decisions on an offer; each takes a reason. */
export type ModerationDecision = 'deactivate' | 'lift' | 'dismiss' | 'delete';

/** Takes a decision: answers null when done, or the API's error code. */
export type ModerationDecide = (
  item: ModerationItem,
  decision: ModerationDecision,
  reason: string,
) => Promise<ErrorCode | null>;

export type FlaggedMessagesViewProps = {
  /** The seller's flagged messages; undefined while they load. */
  messages: FlaggedMessagesResponse | undefined;
  /** They could not be loaded. */
  failed: boolean;
};

/** The seller's chat messages about an offer that the detector flagged, newest first. */
export function FlaggedMessagesView({ messages, failed }: FlaggedMessagesViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <p className="lm:text-sm lm:text-muted-foreground">{t(privateChatMessages.readIsAudited)}</p>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {messages && messages.items.length === 0 ? (
        <p className="lm:text-sm lm:text-muted-foreground">{t(m.noFlagged)}</p>
      ) : null}
      <ol
        className="lm:flex lm:max-h-96 lm:flex-col lm:gap-2 lm:overflow-y-auto"
        aria-busy={!messages && !failed}
      >
        {messages?.items.map((message) => (
          <li
            key={message.id}
            className="lm:rounded-md lm:border lm:border-warning lm:bg-warning-subtle lm:px-3 lm:py-2 lm:text-sm"
          >
            <time dateTime={message.createdAt} className="lm:me-2 lm:text-xs lm:text-muted-foreground">
              {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            <span className="lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">{message.body}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The flagged messages from the API; mounted only while their dialog is open, so each opening is one read. */
function LiveFlaggedMessages({ item }: { item: ModerationItem }) {
  const messages = useFlaggedMessages(item.offer.id);
  return <FlaggedMessagesView messages={messages.data} failed={messages.isError} />;
}

function ModerationCard({
  item,
  onDecide,
  renderFlaggedMessages,
}: {
  item: ModerationItem;
  onDecide: ModerationDecide;
  renderFlaggedMessages: (item: ModerationItem) => ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const { lock } = item;
  return (
    <Card asSection>
      <CardHeader className="lm:flex lm:flex-row lm:flex-wrap lm:items-start lm:justify-between lm:gap-3">
        <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1">
          <CardTitle as="h2" className="lm:[overflow-wrap:anywhere]">
            {item.offer.title}
          </CardTitle>
          <p className="lm:text-sm lm:text-muted-foreground">
            {item.offer.gameName} ·{' '}
            <Link
              to={`/users/${item.seller.id}/`}
              className="lm:text-link lm:underline lm:underline-offset-4"
            >
              {t(m.seller, { name: item.seller.username })}
            </Link>
          </p>
        </div>
        <div className="lm:flex lm:flex-wrap lm:gap-2">
          {item.flaggedMessagesCount > 0 ? (
            <Badge variant="warning">{t(m.flaggedCount, { count: item.flaggedMessagesCount })}</Badge>
          ) : null}
          {item.reportsCount > 0 ? (
            <Badge variant="danger">{t(m.reportsCount, { count: item.reportsCount })}</Badge>
          ) : null}
          {lock ? (
            <Badge variant="danger">{t(m.locked)}</Badge>
          ) : item.offer.active ? null : (
            <Badge>{t(m.inactive)}</Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="lm:flex lm:flex-col lm:gap-3 lm:text-sm">
        <p className="lm:line-clamp-3 lm:whitespace-pre-line lm:text-muted-foreground">
          {item.offer.description}
        </p>
        {lock ? (
          <div className="lm:rounded-md lm:border lm:border-destructive lm:px-3 lm:py-2">
            <p className="lm:text-xs lm:text-muted-foreground">
              {lock.lockedBy
                ? t(m.lockedOnBy, { date: date(lock.lockedAt), name: lock.lockedBy.username })
                : t(m.lockedOn, { date: date(lock.lockedAt) })}
            </p>
            <p className="lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">
              {t(m.lockReason, { reason: lock.reason })}
            </p>
          </div>
        ) : null}
        {item.textFindings.length > 0 ? (
          <p>{t(m.textFindings, { kinds: item.textFindings.join(', ') })}</p>
        ) : null}
        {item.reports.length > 0 ? (
          <ul className="lm:flex lm:flex-col lm:gap-2">
            {item.reports.map((report) => (
              <li
                key={report.ticketId}
                className="lm:rounded-md lm:border lm:border-destructive lm:bg-destructive-subtle lm:px-3 lm:py-2"
              >
                <time dateTime={report.createdAt} className="lm:me-2 lm:text-xs lm:text-muted-foreground">
                  {date(report.createdAt)}
                </time>
                <span className="lm:[overflow-wrap:anywhere]">{report.reason}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="lm:flex lm:flex-wrap lm:gap-2">
          {item.flaggedMessagesCount > 0 ? (
            <ReadDialog
              triggerLabel={t(m.readFlagged)}
              title={t(m.flaggedTitle, { title: item.offer.title })}
            >
              {renderFlaggedMessages(item)}
            </ReadDialog>
          ) : null}
          {lock ? (
            <ReasonDialog
              trigger={
                <Button variant="outline">
                  <RowActionLabel action={t(m.lift)} name={item.offer.title} />
                </Button>
              }
              title={t(m.liftTitle, { title: item.offer.title })}
              description={t(m.liftBody)}
              confirmLabel={t(m.lift)}
              onConfirm={(reason) => onDecide(item, 'lift', reason)}
            />
          ) : (
            <ReasonDialog
              trigger={
                <Button variant="destructive">
                  <RowActionLabel action={t(m.takeDown)} name={item.offer.title} />
                </Button>
              }
              title={t(m.takeDownTitle, { title: item.offer.title })}
              description={t(m.takeDownBody)}
              confirmLabel={t(m.takeDown)}
              destructive
              onConfirm={(reason) => onDecide(item, 'deactivate', reason)}
            />
          )}
          {item.flaggedMessagesCount > 0 || item.reportsCount > 0 ? (
            <ReasonDialog
              trigger={
                <Button variant="outline">
                  <RowActionLabel action={t(m.dismiss)} name={item.offer.title} />
                </Button>
              }
              title={t(m.dismissTitle, { title: item.offer.title })}
              description={t(m.dismissBody)}
              confirmLabel={t(m.dismiss)}
              onConfirm={(reason) => onDecide(item, 'dismiss', reason)}
            />
          ) : null}
          <ReasonDialog
            trigger={
              <Button variant="ghost">
                <RowActionLabel action={t(m.delete)} name={item.offer.title} />
              </Button>
            }
            title={t(m.deleteTitle, { title: item.offer.title })}
            description={t(m.deleteBody)}
            confirmLabel={t(m.delete)}
            destructive
            onConfirm={(reason) => onDecide(item, 'delete', reason)}
          />
        </div>
      </CardContent>
    </Card>
  );
}

const MODERATION = adminList({
  path: adminPaths.moderationQueue,
  defaults: { filter: 'all', q: '' },
  // `all` is a queue filter of its own here (every flagged or reported offer), so it goes to the API.
  query: (values) => ({ filter: values.filter, q: values.q || undefined }),
});

const TOASTS = {
  deactivate: m.takenDownToast,
  lift: m.liftedToast,
  dismiss: m.dismissedToast,
  delete: m.deletedToast,
} as const;

/**
 * The moderation queue: flagged and reported offers, and the ones held taken down; staff take down,
 * lift, dismiss or delete with a reason.
 */
export function AdminModerationPage() {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const queue = useAdminList<ModerationQueueResponse>(MODERATION);
  const decide: ModerationDecide = async (item, decision, reason) => {
    const result = await act(adminPaths.moderationDecision(item.offer.id, decision), 'POST', {
      reason,
    });
    if (!result.ok) return result.code;
    success(t(TOASTS[decision]));
    return null;
  };
  return (
    <AdminModerationView
      {...queue}
      onDecide={decide}
      renderFlaggedMessages={(item) => <LiveFlaggedMessages item={item} />}
    />
  );
}

export type AdminModerationViewProps = AdminListViewProps<ModerationQueueResponse> & {
  onDecide: ModerationDecide;
  /** The body of an offer's flagged-messages dialog (rendered only while it is open). */
  renderFlaggedMessages: (item: ModerationItem) => ReactNode;
};

/** The moderation queue for the data it is given (filter, search and page in the URL). */
export function AdminModerationView({ onDecide, renderFlaggedMessages, ...props }: AdminModerationViewProps) {
  const t = useIntl().formatMessage;
  return (
    <AdminListFrame
      {...props}
      list={MODERATION}
      title={t(m.title)}
      filters={[
        { kind: 'search', key: 'q', placeholder: t(m.searchPlaceholder) },
        {
          kind: 'select',
          key: 'filter',
          label: t(m.filter),
          widthClass: 'lm:w-64',
          options: MODERATION_QUEUE_FILTERS.map((filter) => ({ value: filter, label: t(m[filter]) })),
        },
      ]}
      caption={t(m.queueCaption)}
      rows={(data) => data.items}
      getRowKey={(item) => item.offer.id}
      renderRows={(items) =>
        items.map((item) => (
          <ModerationCard
            key={item.offer.id}
            item={item}
            onDecide={onDecide}
            renderFlaggedMessages={renderFlaggedMessages}
          />
        ))
      }
      emptyTitle={t(m.empty)}
    />
  );
}
