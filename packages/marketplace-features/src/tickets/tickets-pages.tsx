import {
  type FieldErrorCode,
  TICKET_LIST_FILTERS,
  TICKETS_PAGE_SIZE,
  type TicketListFilter,
} from '@lootmarket/contract';
import { successMessages } from '@lootmarket/i18n';
import { Button, EmptyState, Skeleton } from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { useHumanCheck } from '../human-check/use-human-check';
import { isNotFound, LoadError } from '../lib/load-error';
import { useRealtime } from '../notifications/use-realtime';
import { ProfileFrame } from '../profile/profile-frame';
import { useToast } from '../toast/use-toast';
import { TicketForm, type TicketFormRequest } from './ticket-form';
import { TicketListView } from './ticket-list';
import { useTicketOrderChoices } from './ticket-order-choices';
import { TicketThreadView } from './ticket-thread';
import {
  closeTicket,
  createTicket,
  downloadAttachment,
  replyToTicket,
  sendContactForm,
  ticketQueryKey,
  ticketsQueryKey,
  useMyTickets,
  useTicket,
} from './tickets-api';
import { ticketFormMessages, ticketMessages } from './tickets-messages';

/**
 * A support answer arrives as a `ticket_answered` notification on the user's socket (opened here too:
 * the profile's bare layout has no bell that would open it): the ticket pages reload.
 */
function useReloadOnAnswer() {
  const queryClient = useQueryClient();
  const { notifications } = useRealtime();
  const last = notifications.lastPayload;
  useEffect(() => {
    const items = last?.items ?? [];
    if (items.some((item) => (item as { kind?: unknown } | null)?.kind === 'ticket_answered'))
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
  }, [last, queryClient]);
}

function isFilter(value: string | null): value is TicketListFilter {
  return (TICKET_LIST_FILTERS as readonly string[]).includes(value ?? '');
}

/** /profile/tickets/: my tickets with the filter, search and pages kept in the address. */
export function MyTicketsPage() {
  const intl = useIntl();
  const auth = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawFilter = searchParams.get('filter');
  const filter: TicketListFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const list = useMyTickets(auth.token, { filter, q, page });
  useReloadOnAnswer();

  const update = (patch: Record<string, string | null>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') params.delete(key);
      else params.set(key, value);
    }
    setSearchParams(params);
  };

  const newTicket = (
    <Button asChild>
      <Link to="/profile/tickets/new/">
        <Plus aria-hidden />
        {intl.formatMessage(ticketMessages.newTicket)}
      </Link>
    </Button>
  );
  return (
    <ProfileFrame title={intl.formatMessage(ticketMessages.title)} actions={newTicket}>
      <TicketListView
        filter={filter}
        onFilterChange={(next) => update({ filter: next === 'all' ? null : next, page: null })}
        query={q}
        onQueryChange={(next) => update({ q: next, page: null })}
        items={list.data?.items}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={list.data?.pageSize ?? TICKETS_PAGE_SIZE}
        onPageChange={(next) => update({ page: String(next) })}
        failed={list.isError}
        action={newTicket}
      />
    </ProfileFrame>
  );
}

interface SubmitState {
  submitting: boolean;
  error: MessageDescriptor | null;
  fields: Partial<Record<string, FieldErrorCode>>;
}

const IDLE: SubmitState = { submitting: false, error: null, fields: {} };

/** /profile/tickets/new/: the create form; on success the new ticket's page opens. */
export function NewTicketPage() {
  const intl = useIntl();
  const auth = useAuth();
  const [search] = useSearchParams();
  const choices = useTicketOrderChoices(auth.token, search.get('order'));
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubmitState>(IDLE);

  async function submit(request: TicketFormRequest, files: File[]) {
    if (!auth.token) return;
    setState({ ...IDLE, submitting: true });
    const result = await createTicket(auth.token, request, files);
    if (!result.ok) {
      setState({ submitting: false, error: errorDescriptor(result.code), fields: result.fields });
      return;
    }
    setState(IDLE);
    toast.success(intl.formatMessage(successMessages.ticketSubmitted));
    await queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
    navigate(`/profile/tickets/${result.data.ticket.id}/`);
  }

  return (
    <ProfileFrame title={intl.formatMessage(ticketMessages.newTitle)} width="narrow">
      {auth.status === 'loading' || !choices.ready ? (
        <Skeleton className="lm:h-96" />
      ) : (
        <TicketForm
          mode="profile"
          orders={choices.orders}
          defaultOrderId={choices.defaultOrderId}
          defaultEmail={auth.user?.email ?? ''}
          submitting={state.submitting}
          error={state.error}
          fieldErrors={state.fields}
          onSubmit={submit}
        />
      )}
    </ProfileFrame>
  );
}

/** /profile/tickets/:ticketId/: the thread, reply box and close. */
export function TicketPage() {
  const intl = useIntl();
  const auth = useAuth();
  const { ticketId = '' } = useParams();
  const queryClient = useQueryClient();
  const ticket = useTicket(auth.token, ticketId);
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  useReloadOnAnswer();

  if (ticket.isError && !ticket.data && !isNotFound(ticket.error)) {
    // A failed load (no network, a server error) is not a missing ticket: say what happened, with Retry.
    return (
      <ProfileFrame title={intl.formatMessage(ticketMessages.title)} width="narrow">
        <LoadError
          error={ticket.error}
          notFound={errorDescriptor('NOT_FOUND')}
          retrying={ticket.isFetching}
          onRetry={() => void ticket.refetch()}
        />
      </ProfileFrame>
    );
  }
  if (ticket.isError && !ticket.data) {
    return (
      <ProfileFrame title={intl.formatMessage(ticketMessages.title)} width="narrow">
        <EmptyState
          title={intl.formatMessage(errorDescriptor('NOT_FOUND'))}
          action={
            <Button asChild variant="outline">
              <Link to="/profile/tickets/">{intl.formatMessage(ticketMessages.title)}</Link>
            </Button>
          }
        />
      </ProfileFrame>
    );
  }
  const data = ticket.data?.ticket;
  const token = auth.token;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticketId) });
    await queryClient.invalidateQueries({ queryKey: [...ticketsQueryKey, 'mine'] });
  };

  return (
    <ProfileFrame title={data?.title ?? intl.formatMessage(ticketMessages.title)} width="narrow">
      {!data || !token ? (
        <Skeleton className="lm:h-96" />
      ) : (
        <TicketThreadView
          ticket={data}
          closing={closing}
          error={error}
          onReply={async (body) => {
            const result = await replyToTicket(token, data.id, body);
            if (!result.ok) return errorDescriptor(result.code);
            await refresh();
            return null;
          }}
          onClose={async () => {
            setClosing(true);
            const result = await closeTicket(token, data.id);
            setClosing(false);
            setError(result.ok ? null : errorDescriptor(result.code));
            await refresh();
          }}
          onDownload={async (attachment) => {
            const ok = await downloadAttachment(token, attachment.url, attachment.fileName);
            setError(ok ? null : errorDescriptor('UNEXPECTED'));
          }}
        />
      )}
    </ProfileFrame>
  );
}

/** The contact form of /contact-us/ (guests and users), behind the invisible human check. */
export function ContactTicketForm() {
  const intl = useIntl();
  const auth = useAuth();
  const toast = useToast();
  const humanCheck = useHumanCheck();
  const [state, setState] = useState<SubmitState>(IDLE);
  const [sent, setSent] = useState(0);

  async function submit(request: TicketFormRequest) {
    setState({ ...IDLE, submitting: true });
    const { orderId: _orderId, ...body } = request;
    const result = await sendContactForm(humanCheck, body, auth.token);
    if (!result.ok) {
      setState({ submitting: false, error: result.error, fields: result.fields });
      return;
    }
    setState(IDLE);
    toast.success(intl.formatMessage(successMessages.ticketSubmitted));
    setSent((count) => count + 1);
  }

  return (
    <section
      className="lm:flex lm:flex-col lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-6"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="lm:font-semibold lm:text-xl">
        {intl.formatMessage(ticketFormMessages.contactTitle)}
      </h2>
      <TicketForm
        // A fresh form after each message, and once the session is known (its e-mail, guest or not).
        key={`${sent}-${auth.status}`}
        mode="contact"
        guest={auth.status !== 'authenticated'}
        defaultEmail={auth.user?.email ?? ''}
        submitting={state.submitting}
        error={state.error}
        fieldErrors={state.fields}
        onSubmit={submit}
      />
      {/* Outside the keyed form: the check's widget must stay mounted where it started. */}
      {humanCheck.widget}
    </section>
  );
}
