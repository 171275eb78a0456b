import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary';

function OfferForm(args: FormErrorSummaryProps) {
  return (
    <div className="lm:flex lm:max-w-md lm:flex-col lm:gap-4">
      <FormErrorSummary {...args} />
      <Field label="Title" error="Title is required." controlId="offer-title">
        <Input />
      </Field>
      <Field label="Price" error="Invalid price." controlId="offer-price">
        <Input inputMode="decimal" />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Feedback/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: [
      { fieldId: 'offer-title', message: 'Title is required.' },
      { fieldId: 'offer-price', message: 'Invalid price.' },
    ],
  },
  render: (args) => <OfferForm {...args} />,
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  // The summary takes the focus as it appears: of two copies only one can have it.
  parameters: { sideBySide: false },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Title is required.' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    title: 'Bitte korrigieren Sie die folgenden Angaben, bevor Sie das Angebot veröffentlichen',
    errors: [
      { fieldId: 'offer-title', message: 'Укажите название.' },
      { fieldId: 'offer-price', message: '価格が無効です。' },
    ],
  },
};
