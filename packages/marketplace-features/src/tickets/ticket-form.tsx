import {
  contactRequestSchema,
  type FieldErrorCode,
  type OrderListItem,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_MAX_ATTACHMENTS,
  TICKET_TEXT_MAX_LENGTH,
  TICKET_TITLE_MAX_LENGTH,
  TICKET_TYPES,
  TICKET_USER_TOPICS,
  type TicketCreateRequest,
  type TicketType,
  ticketCreateRequestSchema,
} from '@lootmarket/contract';
import { formatDate, ticketErrorMessages } from '@lootmarket/i18n';
import { Alert, Button, Checkbox, Field, Input, Select, Textarea } from '@lootmarket/ui';
import type * as React from 'react';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { fieldErrorsFromIssues } from '../api/form-errors';
import {
  type AttachmentChoice,
  AttachmentInput,
  type AttachmentLimits,
  attachmentProblem,
} from '../attachments';
import { useFormatMoney } from '../orders/use-format-money';
import {
  ticketFilterMessages,
  ticketFormMessages,
  ticketTypeMessages,
  ticketValueMessages,
} from './tickets-messages';

export interface TicketFormValues {
  type: TicketType | '';
  /** '' = decided from the type. */
  topic: string;
  orderId: string;
  title: string;
  description: string;
  email: string;
  phone: string;
  notifyOnAnswer: boolean;
}

export type TicketFormRequest = Omit<TicketCreateRequest, 'orderId'> & { orderId?: string };

/** An order the asker may pick (their purchases and sales), as the orders list answers it. */
export type TicketOrderChoice = Pick<
  OrderListItem,
  'id' | 'type' | 'item' | 'date' | 'totalPrice' | 'currency'
>;

export interface TicketFormProps {
  /** profile: the order and attachments; contact: neither (the contact form at /contact-us/, guests too). */
  mode: 'profile' | 'contact';
  /** profile: the asker's own orders to pick from, newest first ("None" is always offered). */
  orders?: ReadonlyArray<TicketOrderChoice>;
  /** profile: the order chosen at first (the order page's "Open a ticket"); one of `orders`. */
  defaultOrderId?: string;
  /** The account's e-mail, as a starting value. */
  defaultEmail?: string;
  /** A guest reads the answer only by mail, so "email me" is not offered. */
  guest?: boolean;
  submitting: boolean;
  /** The answer's error, shown above the form; the values stay as typed. */
  error: MessageDescriptor | null;
  /** Per-field codes from the API. */
  fieldErrors?: Partial<Record<string, FieldErrorCode>>;
  onSubmit: (request: TicketFormRequest, files: File[]) => void;
  /** Extra class names for the form element. */
  className?: string;
}

const AUTO_TOPIC = 'auto';
/** The Select's value for "no order" (Radix keeps '' for "nothing chosen"). */
const NO_ORDER = 'none';
const TICKET_ATTACHMENT_LIMITS: AttachmentLimits = {
  maxFiles: TICKET_MAX_ATTACHMENTS,
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  types: TICKET_ATTACHMENT_TYPES,
  errors: {
    tooMany: 'TICKET_TOO_MANY_ATTACHMENTS',
    tooLarge: 'TICKET_ATTACHMENT_TOO_LARGE',
    unsupported: 'TICKET_ATTACHMENT_UNSUPPORTED',
  },
};

function requestOf(values: TicketFormValues, mode: TicketFormProps['mode']): Record<string, unknown> {
  const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    type: values.type || undefined,
    topic: values.topic || undefined,
    ...(mode === 'profile' ? { orderId: blankToUndefined(values.orderId) } : {}),
    title: values.title,
    description: values.description,
    email: values.email,
    phone: blankToUndefined(values.phone),
    notifyOnAnswer: values.notifyOnAnswer,
  };
}

/**
 * The ticket form of spec §3: type, order ID, title, description, contact e-mail (required), phone
 * (optional), "email me" and up to three files. Checked with the contract's schema before sending.
 */
export function TicketForm({
  mode,
  orders = [],
  defaultOrderId = '',
  defaultEmail = '',
  guest = false,
  submitting,
  error,
  fieldErrors = {},
  onSubmit,
  className,
}: TicketFormProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [values, setValues] = useState<TicketFormValues>({
    type: '',
    topic: '',
    orderId: orders.some((order) => order.id === defaultOrderId) ? defaultOrderId : '',
    title: '',
    description: '',
    email: defaultEmail,
    phone: '',
    notifyOnAnswer: true,
  });
  const [files, setFiles] = useState<AttachmentChoice[]>([]);
  const [localErrors, setLocalErrors] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [localError, setLocalError] = useState<MessageDescriptor | null>(null);
  const set = (patch: Partial<TicketFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const errors = { ...fieldErrors, ...localErrors };
  const fieldError = (key: string) => {
    const code = errors[key];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const schema = mode === 'profile' ? ticketCreateRequestSchema : contactRequestSchema;
    const parsed = schema.safeParse(requestOf(values, mode));
    if (!parsed.success) {
      setLocalErrors(fieldErrorsFromIssues(parsed.error.issues));
      setLocalError(errorDescriptor('VALIDATION_FAILED'));
      return;
    }
    const chosen = files.map((item) => item.file);
    const problem = attachmentProblem(chosen, TICKET_ATTACHMENT_LIMITS);
    if (problem) {
      setLocalErrors({});
      setLocalError(errorDescriptor(problem));
      return;
    }
    setLocalErrors({});
    setLocalError(null);
    onSubmit(parsed.data as TicketFormRequest, chosen);
  }

  const shownError = localError ?? error;
  return (
    <form
      noValidate
      onSubmit={submit}
      className={className ?? 'lm:flex lm:flex-col lm:gap-5'}
      data-slot="ticket-form"
    >
      {shownError ? <Alert variant="error" live title={intl.formatMessage(shownError)} /> : null}
      <div className="lm:grid lm:gap-5 lm:sm:grid-cols-2">
        <Field
          label={intl.formatMessage(ticketFormMessages.type)}
          error={errors.type ? intl.formatMessage(ticketErrorMessages.typeRequired) : undefined}
          required
        >
          <Select
            name="type"
            value={values.type || undefined}
            onValueChange={(type) => set({ type: type as TicketType })}
            placeholder={intl.formatMessage(ticketFormMessages.typePlaceholder)}
            options={TICKET_TYPES.map((type) => ({
              value: type,
              label: intl.formatMessage(ticketTypeMessages[type]),
            }))}
          />
        </Field>
        <Field
          label={intl.formatMessage(ticketFormMessages.topic)}
          description={intl.formatMessage(ticketFormMessages.topicHint)}
          error={fieldError('topic')}
        >
          <Select
            name="topic"
            value={values.topic || AUTO_TOPIC}
            onValueChange={(topic) => set({ topic: topic === AUTO_TOPIC ? '' : topic })}
            options={[
              { value: AUTO_TOPIC, label: intl.formatMessage(ticketFormMessages.topicAuto) },
              ...TICKET_USER_TOPICS.map((topic) => ({
                value: topic,
                label: intl.formatMessage(ticketFilterMessages[topic]),
              })),
            ]}
          />
        </Field>
      </div>
      {mode === 'profile' ? (
        <Field
          label={intl.formatMessage(ticketFormMessages.order)}
          description={intl.formatMessage(ticketFormMessages.orderHint)}
          error={fieldError('orderId')}
        >
          <Select
            name="orderId"
            value={values.orderId || NO_ORDER}
            onValueChange={(orderId) => set({ orderId: orderId === NO_ORDER ? '' : orderId })}
            options={[
              { value: NO_ORDER, label: intl.formatMessage(ticketFormMessages.orderNone) },
              ...orders.map((order) => ({
                value: order.id,
                label: intl.formatMessage(ticketValueMessages.orderOption, {
                  type: order.type,
                  item: order.item,
                  date: formatDate(order.date, intl.locale),
                  amount: money(order.totalPrice, order.currency),
                }),
              })),
            ]}
          />
        </Field>
      ) : null}
      <Field label={intl.formatMessage(ticketFormMessages.title)} error={fieldError('title')} required>
        <Input
          name="title"
          value={values.title}
          maxLength={TICKET_TITLE_MAX_LENGTH}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <Field
        label={intl.formatMessage(ticketFormMessages.description)}
        error={fieldError('description')}
        required
      >
        <Textarea
          name="description"
          rows={6}
          maxLength={TICKET_TEXT_MAX_LENGTH}
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      <div className="lm:grid lm:gap-5 lm:sm:grid-cols-2">
        <Field
          label={intl.formatMessage(ticketFormMessages.email)}
          description={guest ? intl.formatMessage(ticketFormMessages.guestNotice) : undefined}
          error={fieldError('email')}
          required
        >
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
          />
        </Field>
        <Field
          label={intl.formatMessage(ticketFormMessages.phone)}
          description={intl.formatMessage(ticketFormMessages.phoneHint)}
          error={fieldError('phone')}
        >
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => set({ phone: event.target.value })}
          />
        </Field>
      </div>
      {guest ? null : (
        <Checkbox
          name="notifyOnAnswer"
          label={intl.formatMessage(ticketFormMessages.notify)}
          checked={values.notifyOnAnswer}
          onCheckedChange={(checked) => set({ notifyOnAnswer: checked === true })}
        />
      )}
      {mode === 'profile' ? (
        <AttachmentInput
          legend={intl.formatMessage(ticketFormMessages.attachments)}
          hint={intl.formatMessage(ticketFormMessages.attachmentsHint)}
          addLabel={intl.formatMessage(ticketFormMessages.addFiles)}
          removeLabel={(name) => intl.formatMessage(ticketValueMessages.removeFile, { name })}
          limits={TICKET_ATTACHMENT_LIMITS}
          files={files}
          onFilesChange={setFiles}
          onProblem={(problem) => setLocalError(problem ? errorDescriptor(problem) : null)}
          inputTestId="ticket-file-input"
        />
      ) : null}
      <div>
        <Button type="submit" disabled={submitting}>
          {intl.formatMessage(submitting ? ticketFormMessages.submitting : ticketFormMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
