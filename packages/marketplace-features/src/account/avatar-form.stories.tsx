import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { accountMessages } from './account-messages';
import { AvatarForm } from './avatar-form';

// A data URL keeps the story independent of the network: the square WebP the API would serve.
const uploaded =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%230f766e"/><circle cx="20" cy="16" r="7" fill="%23ccfbf1"/><rect x="8" y="26" width="24" height="14" rx="7" fill="%23ccfbf1"/></svg>';

const meta = {
  title: 'Marketplace/My account/Avatar',
  component: AvatarForm,
  args: { username: 'GoldRushPL', avatarUrl: null, pending: false, onUpload: fn(), onRemove: fn() },
  tags: ['every-toolbar'],
  render: (args) => (
    <div className="lm:max-w-xl">
      <AvatarForm {...args} />
    </div>
  ),
} satisfies Meta<typeof AvatarForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the initials; the file input is reached with Tab, by its visible label, and uploads at once. */
export const Initials: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText('G')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(accountMessages.avatarRemove) })).toBeNull();
    const input = canvas.getByLabelText(t(accountMessages.avatarUpload));
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(canvas.getByText(t(accountMessages.avatarUpload))).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

/** An uploaded picture: shown, and Remove takes it away (the initials come back). */
export const Uploaded: Story = {
  tags: ['vrt'],
  args: { avatarUrl: uploaded },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const initials = canvas.getByText('G');
    await waitFor(() => expect(initials.parentElement).toHaveAttribute('data-state', 'image'));
    await expect(initials.parentElement?.querySelector('img')).toHaveAttribute('src', uploaded);
    await userEvent.tab();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: t(accountMessages.avatarRemove) });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** While an upload is under way: the input and Remove wait. */
export const Uploading: Story = {
  args: { avatarUrl: uploaded, pending: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByLabelText(t(accountMessages.avatarUpload))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t(accountMessages.avatarRemove) })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: t(accountMessages.avatar) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused the file: the reason is said under the field, and the old picture stays. */
export const Refused: Story = {
  tags: ['vrt'],
  args: { avatarUrl: null },
  render: (args, context) => (
    <div className="lm:max-w-xl">
      <AvatarForm
        {...args}
        error={storyIntl(context).formatMessage(errorDescriptor('PHOTO_UNSUPPORTED_TYPE'))}
      />
    </div>
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const message = t(errorDescriptor('PHOTO_UNSUPPORTED_TYPE'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('group', { name: t(accountMessages.avatar) })).toHaveAccessibleDescription(
      `${t(accountMessages.avatarHint)} ${message}`,
    );
  },
};
