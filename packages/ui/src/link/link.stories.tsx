import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Link } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['every-toolbar'],
  args: { href: '#faq' },
  // The site's links in the toolbar language; args' own children (LongText's, External's) win.
  render: (args, context) => (
    <Link {...args}>{args.children ?? storyStrings(context)('contact.faqLink')}</Link>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: storyStrings(context)('contact.faqLink') })).toHaveFocus();
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  // The footer's links, one in each variant.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <p className="lm:flex lm:flex-col lm:gap-2 lm:text-sm">
        <Link {...args}>{t('contact.faqLink')}</Link>
        <Link {...args} variant="subtle">
          {t('layout.footer.legal.customerTerms')}
        </Link>
        <Link {...args} variant="muted">
          {t('layout.footer.legal.privacy')}
        </Link>
      </p>
    );
  },
};

export const External: Story = {
  args: { href: 'https://example.com/', external: true },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Link externalLabel={t('layout.footer.externalHint')} {...args}>
        {t('layout.footer.legal.sellerTerms')}
      </Link>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const link = canvas.getByRole('link', {
      name: `${t('layout.footer.legal.sellerTerms')} ${t('layout.footer.externalHint')}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InText: Story = {
  // The contact page's FAQ hint: a link inside a sentence.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <p className="lm:max-w-md lm:text-sm">
        {t('contact.faqHint')} <Link {...args}>{t('contact.faqLink')}</Link>
      </p>
    );
  },
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
