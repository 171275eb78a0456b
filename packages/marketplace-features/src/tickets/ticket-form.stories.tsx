import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketForm, type TicketOrderChoice } from './ticket-form';

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
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  args: { defaultEmail: 'frostmage@example.com' },
  play: async ({ canvas, canvasElement, args }) => {
    // Nothing chosen yet: the form says what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(canvas.getByText('Invalid data – please check the form.')).toBeVisible();
    // The type asks for a choice rather than calling the empty choice invalid.
    await expect(canvas.getByText('Choose what your request is about.')).toBeVisible();
    await expect(canvas.queryByText('This value is not valid.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Payment' }));
    // The select's popup hides the rest of the page from assistive technology until it has closed.
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Charged twice');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Two charges today.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(canvas.getByText('Contact email is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Contact email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const AttachmentRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const text = new File(['plain text'], 'invoice.txt', { type: 'text/plain' });
    await userEvent.upload(input, text, { applyAccept: false });
    await expect(
      canvas.getByText('Only images (JPEG, PNG, WebP) or PDF documents can be attached.'),
    ).toBeVisible();
    const pdf = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await expect(canvas.getByRole('button', { name: 'Remove receipt.pdf' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    error: { id: 'errors.ticket.orderNotFound', defaultMessage: 'This order ID is not one of your orders.' },
    fieldErrors: { orderId: 'invalid' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This order ID is not one of your orders.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Order/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The order is picked from the asker's own orders (purchases and sales), by keyboard; "None" first. */
export const PickOrder: Story = {
  args: { defaultEmail: 'frostmage@example.com', orders },
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const order = canvas.getByRole('combobox', { name: /^Order/ });
    await expect(order).toHaveTextContent('None');
    order.focus();
    await userEvent.keyboard('{Enter}');
    const options = await page.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Purchase: World of Warcraft gold, 100k, Nov 21, 2026, $41.18',
      'Sale: Steam key: Hollow Knight, Nov 2, 2026, €14.99',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(order).toHaveTextContent('Sale: Steam key: Hollow Knight');
    await userEvent.click(order);
    await userEvent.click(page.getByRole('option', { name: /^Purchase/ }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(page.getByRole('option', { name: 'Payment' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Not delivered');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Nothing came.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
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
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const order = canvas.getByRole('combobox', { name: /^Order/ });
    await expect(order).toHaveTextContent('Sale: Steam key: Hollow Knight, Nov 2, 2026, €14.99');
    await userEvent.click(order);
    await userEvent.click(page.getByRole('option', { name: 'None' }));
    await expect(order).toHaveTextContent('None');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(page.getByRole('option', { name: 'Other' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'A question');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'About fees.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ orderId: expect.anything() }),
      [],
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const ContactGuest: Story = {
  args: { mode: 'contact', guest: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We send our answer to this email address.')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /^Order/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Email me when support answers' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add files' })).toBeNull();
  },
};
