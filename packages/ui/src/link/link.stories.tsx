import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#faq', children: 'Read the FAQ' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read the FAQ' })).toHaveFocus();
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: (args) => (
    <p className="lm:flex lm:flex-col lm:gap-2 lm:text-sm">
      <Link {...args}>Default link</Link>
      <Link {...args} variant="subtle">
        Subtle link
      </Link>
      <Link {...args} variant="muted">
        Muted link
      </Link>
    </p>
  ),
};

export const External: Story = {
  args: { href: 'https://example.com/', external: true, children: 'Seller terms' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Seller terms (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InText: Story = {
  render: (args) => (
    <p className="lm:max-w-md lm:text-sm">
      By buying you accept the <Link {...args}>customer terms</Link> and the privacy policy.
    </p>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <p className="lm:flex lm:max-w-xs lm:flex-col lm:gap-2 lm:text-sm">
      <Link {...args}>Allgemeine Geschäftsbedingungen für Verkäuferinnen und Verkäufer</Link>
      <Link {...args}>Политика конфиденциальности и использования файлов cookie</Link>
      <Link {...args}>販売者利用規約を読む</Link>
    </p>
  ),
};
