import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { type FormError, FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary';

/** The offer form after a failed submit; what the args leave out is said in the toolbar language. */
type Args = Omit<FormErrorSummaryProps, 'errors'> & { errors?: ReadonlyArray<FormError> };

function OfferForm({ t, errors, ...args }: Args & { t: StoryStrings }) {
  return (
    <div className="lm:flex lm:max-w-md lm:flex-col lm:gap-4">
      <FormErrorSummary
        // The kit's English default ("There is a problem") has no message; the register form's has.
        title={t('errors.register.invalidData')}
        errors={
          errors ?? [
            { fieldId: 'offer-title', message: t('errors.offerForm.titleRequired') },
            { fieldId: 'offer-price', message: t('errors.offerForm.priceInvalid') },
          ]
        }
        {...args}
      />
      <Field label={t('offerForm.title')} error={t('errors.offerForm.titleRequired')} controlId="offer-title">
        <Input />
      </Field>
      <Field label={t('offerForm.price')} error={t('errors.offerForm.priceInvalid')} controlId="offer-price">
        <Input inputMode="decimal" />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Feedback/FormErrorSummary',
  // Typed with the errors optional (the render fills them in); the docs still read the component's props.
  component: FormErrorSummary as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  render: (args, context) => <OfferForm {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  // The summary takes the focus as it appears: of two copies only one can have it.
  parameters: { sideBySide: false },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const summary = canvas.getByRole('alert', { name: t('errors.register.invalidData') });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('errors.offerForm.titleRequired') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: t('offerForm.price') })).toHaveFocus();
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
