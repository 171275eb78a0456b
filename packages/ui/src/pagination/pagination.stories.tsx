import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  tags: ['every-toolbar'],
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  // The labels in the toolbar language, as the wallet's transaction pages pass them; LongText's args win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Controlled
        label={t('wallet.pagination')}
        previousLabel={t('common.pagination.previous')}
        nextLabel={t('common.pagination.next')}
        pageLabel={(page) => t('common.pagination.page', { page })}
        {...args}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const page = (number: number) =>
      canvas.getByRole('button', { name: t('common.pagination.page', { page: number }) });
    const nav = canvas.getByRole('navigation', { name: t('wallet.pagination') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.pagination.previous') })).toBeDisabled();
    await expect(page(1)).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(page(1)).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(page(2)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: t('common.pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const Middle: Story = { args: { page: 6 } };

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('button', { name: t('common.pagination.next') })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    page: 6,
    label: 'Seitennummerierung',
    previousLabel: 'Предыдущая страница',
    nextLabel: '次のページ',
    pageLabel: (page) => `Seite ${page}`,
  },
};
