import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Avatar } from './avatar';

// A data URL keeps the story independent of the network.
const picture =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%236d28d9"/><circle cx="20" cy="16" r="7" fill="%23ede9fe"/><rect x="8" y="26" width="24" height="14" rx="7" fill="%23ede9fe"/></svg>';

/** "Last seen 2 hours ago", as the seller card says it, in the toolbar language. */
function lastSeen(t: StoryStrings): string {
  return t('shell.seller.lastSeen', { time: new Intl.RelativeTimeFormat(t.locale).format(-2, 'hour') });
}

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['every-toolbar'],
  args: { name: 'Mira Kowalska' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MK')).toBeVisible();
    await expect(canvas.getByText('Mira Kowalska')).toHaveClass('lm:sr-only');
  },
};

export const WithImage: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Mira Kowalska' })).toBeVisible();
  },
};

export const Presence: Story = {
  tags: ['vrt'],
  render: (args, context) => {
    const t = storyStrings(context);
    const away = lastSeen(t);
    return (
      <div className="lm:flex lm:items-center lm:gap-4">
        <Avatar {...args} size="sm" online presenceLabel={t('shell.kit.online')} />
        <Avatar {...args} size="md" online={false} presenceLabel={away} />
        <Avatar {...args} size="lg" online presenceLabel={t('shell.kit.online')} />
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText(lastSeen(t))).toBeInTheDocument();
    await expect(canvas.getAllByText(t('shell.kit.online'))).toHaveLength(2);
  },
};

export const LongText: Story = {
  render: () => (
    <div className="lm:flex lm:items-center lm:gap-4">
      <Avatar name="Светлана Александровна" />
      <Avatar name="山田 太郎" />
      <Avatar name="Björn-Ölaf Überschär" />
    </div>
  ),
};
