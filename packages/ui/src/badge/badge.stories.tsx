import type { Meta, StoryObj } from '@storybook/react-vite';
import { Zap } from 'lucide-react';
import { expect } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Badge } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['every-toolbar'],
  // Without children in its args the badge says "In stock" in the toolbar language.
  render: (args, context) => (
    <Badge {...args}>{args.children ?? storyStrings(context)('offer.inStock')}</Badge>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText(t('offer.inStock'))).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  // The variants' own names (Neutral, Info, Outline) are design vocabulary, as in Button's Variants.
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:flex lm:flex-wrap lm:gap-2">
        <Badge variant="neutral">Neutral</Badge>
        <Badge variant="primary">{t('notifications.filter.new')}</Badge>
        <Badge variant="success">{t('shell.orderStatus.completed')}</Badge>
        <Badge variant="warning">{t('shell.orderStatus.pending')}</Badge>
        <Badge variant="danger">{t('shell.orderStatus.failed')}</Badge>
        <Badge variant="info">Info</Badge>
        <Badge variant="outline">Outline</Badge>
        <Badge variant="primary">
          <Zap aria-hidden="true" />
          {t('offer.automaticDelivery')}
        </Badge>
      </div>
    );
  },
};

export const LongText: Story = {
  render: () => (
    <div className="lm:flex lm:max-w-xs lm:flex-wrap lm:gap-2">
      <Badge variant="success">Automatische Lieferung sofort nach Zahlungseingang</Badge>
      <Badge variant="info">Мгновенная доставка</Badge>
      <Badge>自動配達</Badge>
      <Badge>自动发货</Badge>
    </div>
  ),
};
