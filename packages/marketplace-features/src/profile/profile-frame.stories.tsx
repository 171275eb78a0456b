import { Button } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { checkoutMessages } from '../checkout/checkout-messages';
import { storyIntl } from '../test/story-intl';
import { walletMessages } from '../wallet/wallet-messages';
import { OrderFrame, ProfileFrame } from './profile-frame';

/** The heading frame of the profile pages (the account shell around them has the header and navigation). */
const meta = {
  title: 'Marketplace/Profile frame',
  component: ProfileFrame,
  args: { title: 'Wallet', children: <p>Page content</p> },
  tags: ['every-toolbar'],
} satisfies Meta<typeof ProfileFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet page's frame, its title in the toolbar language as the page words it. */
export const Default: Story = {
  tags: ['vrt'],
  render: (args, context) => (
    <ProfileFrame {...args} title={storyIntl(context).formatMessage(walletMessages.title)} />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(walletMessages.title), level: 1 })).toBeVisible();
    await expect(canvas.getByText('Page content')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { width: 'narrow' },
  render: (args, context) => {
    const t = storyIntl(context).formatMessage;
    return (
      <ProfileFrame
        {...args}
        title={t(walletMessages.title)}
        actions={<Button variant="outline">{t(walletMessages.createSubmit)}</Button>}
      />
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(walletMessages.createSubmit) })).toBeVisible();
  },
};

export const Order: Story = {
  render: (_args, context) => (
    <OrderFrame title={storyIntl(context).formatMessage(checkoutMessages.title)}>
      <p>Page content</p>
    </OrderFrame>
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(checkoutMessages.title), level: 1 })).toBeVisible();
  },
};

/** A fixed Russian title, to see long words wrap. */
export const LongText: Story = {
  args: { title: 'Панель продавца с очень длинным заголовком для проверки переноса строк' },
};
