import type { AdminPageViews } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asRead, storyIntl } from '../test/story-intl';
import { adminShellMessages, dashboardMessages } from './admin-messages';
import { PageViewsCard } from './page-views-card';

const views = [3, 0, 12, 40, 25, 31, 18];
const sample: AdminPageViews = {
  days: 7,
  since: '2026-11-21T00:00:00.000Z',
  series: views.map((count, index) => ({
    date: `2026-11-${String(21 + index).padStart(2, '0')}`,
    views: count,
  })),
  topPages: [
    { path: '/', views: 61 },
    { path: '/market/world-of-warcraft/gold', views: 35 },
    { path: '/offers/0193c2f4-7d1e-7c4a-9a55-3c1d2e4f5a6b', views: 20 },
    { path: '/help', views: 13 },
  ],
  total: views.reduce((sum, count) => sum + count, 0),
};

const meta = {
  title: 'Marketplace/Back office/Page views',
  component: PageViewsCard,
  args: { data: sample },
  tags: ['every-toolbar'],
} satisfies Meta<typeof PageViewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Views per day in the chart (its table one button away, by keyboard) and the top pages, most first. */
export const WithViews: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { name: t(dashboardMessages.pageViews), level: 2 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(asRead(t(dashboardMessages.pageViewsTotal, { views: sample.total }))),
    ).toBeVisible();
    const top = canvas.getByRole('table', { name: t(dashboardMessages.topPages) });
    const rows = within(top).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      '/61',
      '/market/world-of-warcraft/gold35',
      '/offers/0193c2f4-7d1e-7c4a-9a55-3c1d2e4f5a6b20',
      '/help13',
    ]);
    const show = canvas.getByRole('button', { name: t(dashboardMessages.showTable) });
    show.focus();
    await userEvent.keyboard('{Enter}');
    const perDay = await canvas.findByRole('table', {
      name: (name) => name.includes(t(dashboardMessages.pageViewsChart)),
    });
    await expect(within(perDay).getAllByRole('row')).toHaveLength(8);
    await expect(within(perDay).getByText('40')).toBeVisible();
  },
};

/** Nobody allowed statistics in the period: says why there is nothing. */
export const NoViews: Story = {
  args: {
    data: {
      ...sample,
      series: sample.series.map((point) => ({ ...point, views: 0 })),
      topPages: [],
      total: 0,
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(dashboardMessages.noPageViews))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the numbers load. */
export const Loading: Story = {
  args: { data: null },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { name: t(dashboardMessages.pageViews), level: 2 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The read failed: an error, no numbers. */
export const Failed: Story = {
  args: { data: null, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
    await expect(
      canvas.queryByText(asRead(t(dashboardMessages.pageViewsTotal, { views: sample.total }))),
    ).toBeNull();
  },
};
