import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/** No picture: the generated avatar, the initials, which say the name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MK')).toBeVisible();
    const avatar = canvas.getByRole('img', { name: 'Mira Kowalska' });
    await expect(avatar).toHaveAttribute('data-state', 'initials');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** An uploaded picture: lazy, drawn at its size; the initials give way once it has loaded. */
export const WithImage: Story = {
  tags: ['vrt'],
  args: { src: picture },
  render: (args) => (
    <div className="lm:flex lm:items-center lm:gap-4">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('img', { name: 'Mira Kowalska' });
    await waitFor(() => expect(large).toHaveAttribute('data-state', 'image'));
    await expect(canvas.getAllByText('MK')[0]).not.toBeVisible();
    const picture = large?.querySelector('img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('width', '56');
    await expect(small?.querySelector('img')).toHaveAttribute('height', '32');
  },
};

/** A picture that fails to load: the initials stay. */
export const BrokenImage: Story = {
  args: { src: 'data:image/webp;base64,AAAA' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Mira Kowalska' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'initials'));
    await expect(canvas.getByText('MK')).toBeVisible();
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** Beside the written name (a seller badge): decoration, so the name is not spoken twice. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <div className="lm:flex lm:items-center lm:gap-4">
      <span className="lm:inline-flex lm:items-center lm:gap-2">
        <Avatar {...args} src={picture} size="sm" />
        <span className="lm:text-sm">{args.name}</span>
      </span>
      <span className="lm:inline-flex lm:items-center lm:gap-2">
        <Avatar {...args} size="sm" />
        <span className="lm:text-sm">{args.name}</span>
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Mira Kowalska' })).toBeNull();
    await expect(canvas.getAllByText('Mira Kowalska')).toHaveLength(2);
    await waitFor(() =>
      expect(canvasImage(canvas.getAllByText('Mira Kowalska')[0])).toHaveAttribute('alt', ''),
    );
  },
};

function canvasImage(label: HTMLElement | undefined) {
  return label?.parentElement?.querySelector('img') ?? null;
}

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
