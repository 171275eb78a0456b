import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CookieBanner } from './cookie-banner';

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  args: { onAcceptAll: fn(), onSave: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ManageAndSave: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage cookies' }));
    const essential = canvas.getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    const statistics = canvas.getByRole('switch', { name: 'Statistics' });
    await expect(statistics).not.toBeChecked();
    statistics.focus();
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save selection' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      essential: true,
      functionality: false,
      statistics: true,
      marketing: false,
    });
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

export const ManageView: Story = {
  tags: ['vrt'],
  args: { defaultView: 'manage', initialConsent: { functionality: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Functionality' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    defaultView: 'manage',
    strings: {
      regionLabel: 'Cookie-Einwilligung',
      title: 'Wir verwenden Cookies, um Ihnen das bestmögliche Einkaufserlebnis zu bieten',
      description: 'Мы используем файлы cookie. 当サイトはクッキーを使用しています。',
      acceptAll: 'Alle akzeptieren',
      manage: 'Cookie-Einstellungen verwalten',
      save: 'Auswahl speichern',
      back: 'Zurück',
      categories: {
        functionality: { label: 'Funktionalität', description: 'Speichert Sprache, Design und Filter.' },
        statistics: { label: 'Статистика', description: 'Анонимная статистика использования.' },
        marketing: { label: 'マーケティング', description: '興味に合わせたオファーと広告。' },
      },
    },
  },
};
