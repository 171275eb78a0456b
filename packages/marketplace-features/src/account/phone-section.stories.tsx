import { otherErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { accountMessages } from './account-messages';
import { PhoneVerificationView } from './phone-section';

const meta = {
  title: 'Marketplace/My account/Phone verification',
  component: PhoneVerificationView,
  args: { status: 'unavailable' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof PhoneVerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8's text as neutral information: no alert role, the info style, not a warning or an error. */
export const TemporarilyUnavailable: Story = {
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(accountMessages.phoneTitle) })).toBeVisible();
    await expect(canvas.getByText(t(otherErrorMessages.phoneVerificationUnavailable))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const notice = canvasElement.querySelector('[data-slot="phone-verification-unavailable"]');
    await expect(notice).toHaveAttribute('data-variant', 'info');
  },
};

export const InJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Phone verification is temporarily unavailable.')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(accountMessages.phoneVerified))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
