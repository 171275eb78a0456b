import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApiError } from '../api/api-client';
import { MarketLoadError } from './market-page';

const meta = {
  title: 'Marketplace/Market/Load error',
  component: MarketLoadError,
  args: { error: new ApiError(500, 'UNEXPECTED'), onRetry: fn(), retrying: false },
} satisfies Meta<typeof MarketLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API answered 404: the game or the category does not exist, and retrying would not help. */
export const NotFound: Story = {
  args: { error: new ApiError(404, 'NOT_FOUND') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game or category does not exist.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A server error is not a missing game: the catalogue's generic message, and Retry refetches. */
export const ServerError: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unexpected error – please try again later.');
    await expect(alert).not.toHaveTextContent('does not exist');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Keyboard: the button is reachable with Tab and works with Enter.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** No network (the fetch itself failed, status 0): the same generic message, with Retry. */
export const Offline: Story = {
  args: { error: new TypeError('Failed to fetch') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected error – please try again later.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A 503 while the service starts says so, in its own catalogue words. */
export const ServiceUnavailable: Story = {
  args: { error: new ApiError(503, 'SERVICE_UNAVAILABLE') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The service is not ready – please try again in a moment.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** While the retry runs, the button is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Retrying…/ });
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
