import { formatDate, formatPrice, ticketErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { TicketForm, type TicketOrderChoice } from './ticket-form';
import {
  ticketFormMessages as m,
  ticketValueMessages,
  ticketTypeMessages as types,
} from './tickets-messages';

/** The asker's orders, newest first: a purchase and a sale. */
const orders: TicketOrderChoice[] = [
  {
    id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
    type: 'purchase',
    item: 'World of Warcraft gold, 100k',
    date: '2026-11-21T12:00:00Z',
    totalPrice: '4118',
    currency: 'USD',
  },
  {
    id: '7c1b5b5f-5b54-4d66-8b67-4d2b3f2f1b02',
    type: 'sale',
    item: 'Steam key: Hollow Knight',
    date: '2026-11-02T09:30:00Z',
    totalPrice: '1499',
    currency: 'EUR',
  },
];

const meta = {
  title: 'Marketplace/Tickets/Form',
  component: TicketForm,
  args: { mode: 'profile', submitting: false, error: null, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="lm:max-w-2xl">
        <Story />
      </div>
    ),
  ],
  tags: ['every-toolbar'],
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order as the order list names it, in the story's language. */
function orderOption(t: ReturnType<typeof storyIntl>, order: TicketOrderChoice): string {
  return t.formatMessage(ticketValueMessages.orderOption, {
    type: order.type,
    item: order.item,
    date: formatDate(order.date, t.locale),
    amount: formatPrice(BigInt(order.totalPrice), order.currency, t.locale),
  });
}

export const Profile: Story = {
  args: { defaultEmail: 'frostmage@example.com' },
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // Nothing chosen yet: the form says what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await expect(canvas.getByText(t(errorDescriptor('VALIDATION_FAILED')))).toBeVisible();
    // The type asks for a choice rather than calling the empty choice invalid.
    await expect(canvas.getByText(t(ticketErrorMessages.typeRequired))).toBeVisible();
    await expect(canvas.queryByText(t(fieldErrorDescriptor('invalid')))).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('combobox', { name: t(m.type) }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('option', { name: t(types.Payment) }),
    );
    // The select's popup hides the rest of the page from assistive technology until it has closed.
    await userEvent.type(await canvas.findByRole('textbox', { name: t(m.title) }), 'Charged twice');
    await userEvent.type(canvas.getByRole('textbox', { name: t(m.description) }), 'Two charges today.');
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'Payment',
        title: 'Charged twice',
        email: 'frostmage@example.com',
        notifyOnAnswer: true,
      }),
      [],
    );
  },
};

export const EmailRequired: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await expect(canvas.getByText(t(fieldErrorDescriptor('ticketEmailRequired')))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t(m.email) })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AttachmentRefused: Story = {
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const text = new File(['plain text'], 'invoice.txt', { type: 'text/plain' });
    await userEvent.upload(input, text, { applyAccept: false });
    await expect(canvas.getByText(t(errorDescriptor('TICKET_ATTACHMENT_UNSUPPORTED')))).toBeVisible();
    const pdf = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await expect(
      canvas.getByRole('button', { name: t(ticketValueMessages.removeFile, { name: 'receipt.pdf' }) }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    error: { id: 'errors.ticket.orderNotFound', defaultMessage: 'This order ID is not one of your orders.' },
    fieldErrors: { orderId: 'invalid' },
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    if (!args.error) throw new Error('no error');
    await expect(canvas.getByText(t(args.error))).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(m.order))}`) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The order is picked from the asker's own orders (purchases and sales), by keyboard; "None" first. */
export const PickOrder: Story = {
  args: { defaultEmail: 'frostmage@example.com', orders },
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const [purchase, sale] = orders as [TicketOrderChoice, TicketOrderChoice];
    const page = within(canvasElement.ownerDocument.body);
    const order = canvas.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(m.order))}`) });
    await expect(order).toHaveTextContent(t(m.orderNone));
    order.focus();
    await userEvent.keyboard('{Enter}');
    const options = await page.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      t(m.orderNone),
      orderOption(intl, purchase),
      orderOption(intl, sale),
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(order).toHaveTextContent(asRead(orderOption(intl, sale)));
    await userEvent.click(order);
    await userEvent.click(page.getByRole('option', { name: orderOption(intl, purchase) }));
    await userEvent.click(canvas.getByRole('combobox', { name: t(m.type) }));
    await userEvent.click(page.getByRole('option', { name: t(types.Payment) }));
    await userEvent.type(await canvas.findByRole('textbox', { name: t(m.title) }), 'Not delivered');
    await userEvent.type(canvas.getByRole('textbox', { name: t(m.description) }), 'Nothing came.');
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01', title: 'Not delivered' }),
      [],
    );
  },
};

/** Opened from an order's page (?order=…): that order is chosen; "None" takes it off again. */
export const PrefilledOrder: Story = {
  args: {
    defaultEmail: 'frostmage@example.com',
    orders,
    defaultOrderId: '7c1b5b5f-5b54-4d66-8b67-4d2b3f2f1b02',
  },
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const sale = orders[1] as TicketOrderChoice;
    const page = within(canvasElement.ownerDocument.body);
    const order = canvas.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(m.order))}`) });
    await expect(order).toHaveTextContent(asRead(orderOption(intl, sale)));
    await userEvent.click(order);
    await userEvent.click(page.getByRole('option', { name: t(m.orderNone) }));
    await expect(order).toHaveTextContent(t(m.orderNone));
    await userEvent.click(canvas.getByRole('combobox', { name: t(m.type) }));
    await userEvent.click(page.getByRole('option', { name: t(types.Other) }));
    await userEvent.type(await canvas.findByRole('textbox', { name: t(m.title) }), 'A question');
    await userEvent.type(canvas.getByRole('textbox', { name: t(m.description) }), 'About fees.');
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ orderId: expect.anything() }),
      [],
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.submitting) })).toBeDisabled();
  },
};

export const ContactGuest: Story = {
  args: { mode: 'contact', guest: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.guestNotice))).toBeVisible();
    await expect(
      canvas.queryByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(m.order))}`) }),
    ).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: t(m.notify) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t(m.addFiles) })).toBeNull();
  },
};
