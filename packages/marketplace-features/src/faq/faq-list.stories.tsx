import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FaqList } from './faq-list';

const meta = {
  title: 'Marketplace/FAQ',
  component: FaqList,
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByText('How does escrow protect me?');
    const answer = canvas.getByText(/the money is held by Lootmarket/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await expect(question.closest('details')).toHaveAttribute('open');
  },
};

/** The home page shows the first four. */
export const FirstFour: Story = { args: { limit: 4 } };
