import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketForm } from './ticket-form';

const meta = {
  title: 'Marketplace/Tickets/Form',
  component: TicketForm,
  args: { mode: 'profile', submitting: false, error: null, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
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
    await expect(canvas.getByRole('textbox', { name: 'Order ID' })).toHaveAttribute('aria-invalid', 'true');
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
    await expect(canvas.queryByRole('textbox', { name: 'Order ID' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Email me when support answers' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add files' })).toBeNull();
  },
};
