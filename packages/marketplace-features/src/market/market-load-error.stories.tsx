import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApiError } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { loadErrorMessages } from '../lib/load-error';
import { storyIntl } from '../test/story-intl';
import { MarketLoadError, marketMessages } from './market-page';

const meta = {
  title: 'Marketplace/Market/Load error',
  component: MarketLoadError,
  args: { error: new ApiError(500, 'UNEXPECTED'), onRetry: fn(), retrying: false },
  tags: ['every-toolbar'],
} satisfies Meta<typeof MarketLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API answered 404: the game or the category does not exist, and retrying would not help. */
export const NotFound: Story = {
  args: { error: new ApiError(404, 'NOT_FOUND') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(marketMessages.notFound));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A server error is not a missing game: the catalogue's generic message, and Retry refetches. */
export const ServerError: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t(errorDescriptor('UNEXPECTED')));
    await expect(alert).not.toHaveTextContent(t(marketMessages.notFound));
    await userEvent.click(canvas.getByRole('button', { name: t(loadErrorMessages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Keyboard: the button is reachable with Tab and works with Enter.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: t(loadErrorMessages.retry) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** No network (the fetch itself failed, status 0): the same generic message, with Retry. */
export const Offline: Story = {
  args: { error: new TypeError('Failed to fetch') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(errorDescriptor('UNEXPECTED')));
    await expect(canvas.getByRole('button', { name: t(loadErrorMessages.retry) })).toBeEnabled();
  },
};

/** A 503 while the service starts says so, in its own catalogue words. */
export const ServiceUnavailable: Story = {
  args: { error: new ApiError(503, 'SERVICE_UNAVAILABLE') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(errorDescriptor('SERVICE_UNAVAILABLE')));
    await expect(canvas.getByRole('button', { name: t(loadErrorMessages.retry) })).toBeVisible();
  },
};

/** While the retry runs, the button is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const button = canvas.getByRole('button', {
      name: (name) => name.includes(t(loadErrorMessages.retrying)),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, but Enter does nothing until the retry has ended.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** In German, as in every locale: translated, never the English words. */
export const ServerErrorGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};
