import { themeMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { THEME_STORAGE_KEY, type ThemePreference, themeStore } from '../theme/theme-store';
import { ThemeToggleButton } from './theme-toggle-button';

/** Starts the story with a saved choice, and puts the page back to following the OS after it. */
function withChoice(preference: ThemePreference) {
  return () => {
    themeStore.setPreference(preference);
    return () => {
      themeStore.setPreference('system');
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    };
  };
}

const meta = {
  title: 'Marketplace/Theme button',
  component: ThemeToggleButton,
  tags: ['every-toolbar'],
} satisfies Meta<typeof ThemeToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Following the OS (light in the test browser): each press saves the next theme, light, dark and
 * back to system, the first press always changing the page. By mouse, then by keyboard.
 */
export const FollowingTheSystem: Story = {
  beforeEach: withChoice('system'),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const button = canvas.getByRole('button');
    const html = document.documentElement;
    await expect(button).toHaveAccessibleName(t(themeMessages.switchToDark));
    await expect(button).toHaveAttribute('data-theme-preference', 'system');
    await expect(button).toHaveAttribute(
      'title',
      t(themeMessages.current, { theme: t(themeMessages.system), action: t(themeMessages.switchToDark) }),
    );

    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-theme-preference', 'dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(button).toHaveAccessibleName(t(themeMessages.switchToLight));

    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-theme-preference', 'light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(button).toHaveAccessibleName(t(themeMessages.switchToSystem));

    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('data-theme-preference', 'system');
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    await expect(button).toHaveAccessibleName(t(themeMessages.switchToDark));
  },
};

/** Dark chosen: the moon, and a press goes to light. */
export const DarkChosen: Story = {
  beforeEach: withChoice('dark'),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const button = canvas.getByRole('button', { name: t(themeMessages.switchToLight) });
    await expect(button).toHaveAttribute('data-theme-preference', 'dark');
    await expect(button).toHaveAttribute(
      'title',
      t(themeMessages.current, { theme: t(themeMessages.dark), action: t(themeMessages.switchToLight) }),
    );
  },
};

/** Light chosen while the OS is light: a press goes back to following the OS. */
export const LightChosen: Story = {
  beforeEach: withChoice('light'),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const button = canvas.getByRole('button', { name: t(themeMessages.switchToSystem) });
    await expect(button).toHaveAttribute('data-theme-preference', 'light');
  },
};
