import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { FaqList } from './faq-list';
import { faqMessages } from './faq-messages';

const meta = {
  title: 'Marketplace/FAQ',
  component: FaqList,
  tags: ['every-toolbar'],
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const question = canvas.getByText(t(faqMessages.escrowQuestion));
    const answer = canvas.getByText(t(faqMessages.escrowAnswer));
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await expect(question.closest('details')).toHaveAttribute('open');
  },
};

/** The home page shows the first four. */
export const FirstFour: Story = { args: { limit: 4 } };
