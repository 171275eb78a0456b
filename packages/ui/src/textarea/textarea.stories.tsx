import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { storyStrings } from '../test/story-strings';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['every-toolbar'],
  // The offer form's description field in the toolbar language.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-md">
        <Field label={t('offerForm.description')} description={t('offerForm.descriptionHint')}>
          <Textarea {...args} />
        </Field>
      </div>
    );
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const textarea = canvas.getByRole('textbox', { name: t('offerForm.description') });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('10,000 gold{Enter}delivered by mail');
    await expect(textarea).toHaveValue('10,000 gold\ndelivered by mail');
    await expect(textarea).toHaveAccessibleDescription(t('offerForm.descriptionHint'));
  },
};

export const Invalid: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-md">
        <Field label={t('offerForm.description')} error={t('errors.offerForm.descriptionRequired')} required>
          <Textarea {...args} />
        </Field>
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('textbox', { name: t('offerForm.description') })).toBeInvalid();
  },
};

export const Disabled: Story = {
  // The seller's own text: user data, not interface words.
  args: { disabled: true, defaultValue: 'Offer is locked while an order is open.' },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Lieferung innerhalb von 20 Minuten nach Zahlungseingang. Bitte halten Sie Ihren Charakternamen bereit. Доставка в течение 20 минут. 支払い確認後20分以内にお届けします。',
  },
};
