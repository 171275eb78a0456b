import { TICKET_REPORT_REASONS, TICKET_TEXT_MAX_LENGTH, type TicketReportReason } from '@lootmarket/contract';
import { successMessages } from '@lootmarket/i18n';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Select,
  Textarea,
} from '@lootmarket/ui';
import { Flag } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { LOGIN_PATH, useAuth } from '../auth/auth-provider';
import { useToast } from '../toast/use-toast';
import { reportOffer } from './tickets-api';
import { ticketReportMessages, ticketReportReasonMessages } from './tickets-messages';

export interface ReportOfferDialogViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the report; resolves with the error to show, or null when it was sent (the dialog closes). */
  onSubmit: (reason: TicketReportReason, details: string) => Promise<MessageDescriptor | null>;
  /** The trigger button; shown as "Report this offer". */
  trigger?: React.ReactNode;
}

/** "Report this offer": a reason (required) and details (optional) in a dialog. */
export function ReportOfferDialogView({ open, onOpenChange, onSubmit, trigger }: ReportOfferDialogViewProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<TicketReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    setSending(true);
    const failure = await onSubmit(reason, details.trim());
    setSending(false);
    setError(failure);
    if (!failure) {
      setReason('');
      setDetails('');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button type="button" variant="ghost" size="sm">
            <Flag aria-hidden />
            {intl.formatMessage(ticketReportMessages.button)}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel={intl.formatMessage(ticketReportMessages.close)}>
        <form noValidate onSubmit={submit} className="lm:flex lm:flex-col lm:gap-4">
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(ticketReportMessages.button)}</DialogTitle>
            <DialogDescription>{intl.formatMessage(ticketReportMessages.description)}</DialogDescription>
          </DialogHeader>
          {error ? <Alert variant="error" live title={intl.formatMessage(error)} /> : null}
          <Field
            label={intl.formatMessage(ticketReportMessages.reason)}
            error={
              reasonMissing && !reason ? intl.formatMessage(fieldErrorDescriptor('required')) : undefined
            }
            required
          >
            <Select
              value={reason || undefined}
              onValueChange={(value) => setReason(value as TicketReportReason)}
              placeholder={intl.formatMessage(ticketReportMessages.reasonPlaceholder)}
              options={TICKET_REPORT_REASONS.map((value) => ({
                value,
                label: intl.formatMessage(ticketReportReasonMessages[value]),
              }))}
            />
          </Field>
          <Field
            label={intl.formatMessage(ticketReportMessages.details)}
            description={intl.formatMessage(ticketReportMessages.detailsHint)}
          >
            <Textarea
              rows={4}
              maxLength={TICKET_TEXT_MAX_LENGTH}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {intl.formatMessage(ticketReportMessages.cancel)}
            </Button>
            <Button type="submit" disabled={sending}>
              {intl.formatMessage(ticketReportMessages.send)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The offer page's "Report this offer": a guest is sent to log in first and comes back. */
export function ReportOfferButton({ offerId }: { offerId: string }) {
  const intl = useIntl();
  const auth = useAuth();
  const toast = useToast();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (!auth.token) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to={`${LOGIN_PATH}?returnTo=${encodeURIComponent(location.pathname)}`}>
          <Flag aria-hidden />
          {intl.formatMessage(ticketReportMessages.button)}
        </Link>
      </Button>
    );
  }
  const token = auth.token;
  return (
    <ReportOfferDialogView
      open={open}
      onOpenChange={setOpen}
      onSubmit={async (reason, details) => {
        const result = await reportOffer(token, offerId, { reason, ...(details ? { details } : {}) });
        if (!result.ok) return errorDescriptor(result.code);
        setOpen(false);
        toast.success(intl.formatMessage(successMessages.ticketSubmitted));
        return null;
      }}
    />
  );
}
