import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { storyStrings } from '../test/story-strings';
import { Alert } from './alert';

// No catalog message says this: English in every language.
const stillBuyAndSell = 'You can still buy and sell.';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['every-toolbar'],
  args: { children: stillBuyAndSell },
  // The account page's phone notice in the toolbar language; the args (LongText's) win.
  render: (args, context) => (
    <Alert title={storyStrings(context)('errors.other.phoneVerificationUnavailable')} {...args} />
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText(t('errors.other.phoneVerificationUnavailable'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:flex lm:max-w-xl lm:flex-col lm:gap-3">
        <Alert variant="info" title={t('offer.guarantee.title')}>
          {t('offer.guarantee.body')}
        </Alert>
        <Alert variant="success" title={t('success.offerUpdated')} />
        <Alert variant="warning" title={t('withdraw.emailNotVerifiedTitle')}>
          {t('errors.withdrawals.emailNotVerified')}
        </Alert>
        <Alert variant="error" title={t('errors.payment.failed')} />
      </div>
    );
  },
};

export const Live: Story = {
  args: { variant: 'error', live: true, children: undefined },
  render: (args, context) => <Alert {...args} title={storyStrings(context)('errors.payment.ownProduct')} />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors.payment.ownProduct'));
  },
};

export const WithAction: Story = {
  args: { variant: 'warning' },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Alert
        title={t('errors.other.phoneVerificationUnavailable')}
        action={<Button size="sm">{t('withdraw.goToAccount')}</Button>}
        {...args}
      />
    );
  },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    title: 'Die Telefonverifizierung ist vorübergehend nicht verfügbar.',
    children: 'Верификация телефона временно недоступна. 電話認証は一時的に利用できません。',
  },
};
