import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { storyStrings } from '../test/story-strings';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['every-toolbar'],
  // The market's offer search in the toolbar language.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-sm">
        <Field label={t('admin.table.search')}>
          <Input placeholder={t('market.filter.productPlaceholder')} {...args} />
        </Field>
      </div>
    );
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const input = canvas.getByRole('textbox', { name: storyStrings(context)('admin.table.search') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('WoW gold');
    await expect(input).toHaveValue('WoW gold');
  },
};

export const Sizes: Story = {
  // The size names label the sizes for developers; the catalogs have no words for them.
  render: (args, context) => (
    <div className="lm:flex lm:max-w-sm lm:flex-col lm:gap-3">
      <Field label="Small">
        <Input placeholder={storyStrings(context)('market.filter.productPlaceholder')} {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <Input placeholder={storyStrings(context)('market.filter.productPlaceholder')} {...args} size="md" />
      </Field>
      <Field label="Large">
        <Input placeholder={storyStrings(context)('market.filter.productPlaceholder')} {...args} size="lg" />
      </Field>
    </div>
  ),
};

export const Invalid: Story = {
  tags: ['vrt'],
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-sm">
        <Field label={t('offerForm.title')} error={t('errors.offerForm.titleRequired')} required>
          <Input {...args} placeholder="" />
        </Field>
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('textbox', { name: t('offerForm.title') });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(t('errors.offerForm.titleRequired'));
  },
};

export const Disabled: Story = {
  render: (args, context) => (
    <div className="lm:max-w-sm">
      <Field label={storyStrings(context)('account.profile.email')} disabled>
        <Input {...args} type="email" defaultValue="seller@example.com" />
      </Field>
    </div>
  ),
  play: async ({ canvas, ...context }) => {
    await expect(
      canvas.getByRole('textbox', { name: storyStrings(context)('account.profile.email') }),
    ).toBeDisabled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="lm:flex lm:max-w-xs lm:flex-col lm:gap-3">
      <Field label="Benutzername für die Anmeldung bei Ihrem Spielkonto">
        <Input {...args} defaultValue="Drachentöter-Meisterschaftsgewinner-2024" />
      </Field>
      <Field label="Электронная почта для уведомлений">
        <Input {...args} defaultValue="очень.длинный.адрес@пример.рф" />
      </Field>
      <Field label="ゲーム内のキャラクター名">
        <Input {...args} defaultValue="伝説の剣士" />
      </Field>
    </div>
  ),
};
