import {
  type ErrorCode,
  MODERATION_QUEUE_FILTERS,
  type ModerationItem,
  type ModerationQueueResponse,
  type OfferModerationResponse,
} from '@lootmarket/contract';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useToast } from '../toast/use-toast';
import { useAdminAction } from './admin-api';
import { AdminListFrame, type AdminListViewProps, adminList, useAdminList } from './admin-list';
import { moderationMessages as m } from './admin-messages';
import { ReasonDialog } from './reason-dialog';

/** Deactivate or dismiss: answers null when done, or the API's error code. */
export type ModerationDecide = (
  item: ModerationItem,
  decision: 'deactivate' | 'dismiss',
  reason: string,
) => Promise<ErrorCode | null>;

function ModerationCard({ item, onDecide }: { item: ModerationItem; onDecide: ModerationDecide }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card asSection>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h2" className="[overflow-wrap:anywhere]">
            {item.offer.title}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {item.offer.gameName} ·{' '}
            <Link to={`/users/${item.seller.id}/`} className="text-link underline underline-offset-4">
              {t(m.seller, { name: item.seller.username })}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.flaggedMessagesCount > 0 ? (
            <Badge variant="warning">{t(m.flaggedCount, { count: item.flaggedMessagesCount })}</Badge>
          ) : null}
          {item.reportsCount > 0 ? (
            <Badge variant="danger">{t(m.reportsCount, { count: item.reportsCount })}</Badge>
          ) : null}
          {item.offer.active ? null : <Badge>{t(m.inactive)}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="line-clamp-3 whitespace-pre-line text-muted-foreground">{item.offer.description}</p>
        {item.textFindings.length > 0 ? (
          <p>{t(m.textFindings, { kinds: item.textFindings.join(', ') })}</p>
        ) : null}
        {item.flaggedMessages.length > 0 || item.reports.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {item.flaggedMessages.map((message) => (
              <li key={message.id} className="rounded-md border border-warning bg-warning-subtle px-3 py-2">
                <time dateTime={message.createdAt} className="me-2 text-xs text-muted-foreground">
                  {date(message.createdAt)}
                </time>
                <span className="[overflow-wrap:anywhere]">{message.body}</span>
              </li>
            ))}
            {item.reports.map((report) => (
              <li
                key={report.ticketId}
                className="rounded-md border border-destructive bg-destructive-subtle px-3 py-2"
              >
                <time dateTime={report.createdAt} className="me-2 text-xs text-muted-foreground">
                  {date(report.createdAt)}
                </time>
                <span className="[overflow-wrap:anywhere]">{report.reason}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {item.offer.active ? (
            <ReasonDialog
              trigger={<Button variant="destructive">{t(m.deactivate)}</Button>}
              title={t(m.deactivateTitle, { title: item.offer.title })}
              description={t(m.deactivateBody)}
              confirmLabel={t(m.deactivate)}
              destructive
              onConfirm={(reason) => onDecide(item, 'deactivate', reason)}
            />
          ) : null}
          <ReasonDialog
            trigger={<Button variant="outline">{t(m.dismiss)}</Button>}
            title={t(m.dismissTitle, { title: item.offer.title })}
            description={t(m.dismissBody)}
            confirmLabel={t(m.dismiss)}
            onConfirm={(reason) => onDecide(item, 'dismiss', reason)}
          />
        </div>
      </CardContent>
    </Card>
  );
}

const MODERATION = adminList({
  path: '/api/v1/admin/moderation/offers',
  defaults: { filter: 'all', q: '' },
  // `all` is a queue filter of its own here (every flagged or reported offer), so it goes to the API.
  query: (values) => ({ filter: values.filter, q: values.q || undefined }),
});

/** The moderation queue: flagged and reported offers; staff deactivate or dismiss with a reason. */
export function AdminModerationPage() {
  const t = useIntl().formatMessage;
  const act = useAdminAction();
  const { success } = useToast();
  const queue = useAdminList<ModerationQueueResponse>(MODERATION);
  const decide: ModerationDecide = async (item, decision, reason) => {
    const result = await act<OfferModerationResponse>(
      `/api/v1/admin/moderation/offers/${item.offer.id}/${decision}`,
      'POST',
      { reason },
    );
    if (!result.ok) return result.code;
    success(t(decision === 'deactivate' ? m.deactivatedToast : m.dismissedToast));
    return null;
  };
  return <AdminModerationView {...queue} onDecide={decide} />;
}

export type AdminModerationViewProps = AdminListViewProps<ModerationQueueResponse> & {
  onDecide: ModerationDecide;
};

/** The moderation queue for the data it is given (filter, search and page in the URL). */
export function AdminModerationView({ onDecide, ...props }: AdminModerationViewProps) {
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
          width: 'w-64',
          options: MODERATION_QUEUE_FILTERS.map((filter) => ({ value: filter, label: t(m[filter]) })),
        },
      ]}
      caption={t(m.queueCaption)}
      rows={(data) => data.items}
      getRowKey={(item) => item.offer.id}
      renderRows={(items) =>
        items.map((item) => <ModerationCard key={item.offer.id} item={item} onDecide={onDecide} />)
      }
      emptyTitle={t(m.empty)}
    />
  );
}
