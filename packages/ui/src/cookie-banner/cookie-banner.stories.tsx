import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { CookieBanner, type CookieBannerStrings } from './cookie-banner';

/** The site's cookie banner words (marketplace-features' CookieConsentBanner) in the toolbar language. */
function bannerStrings(t: StoryStrings): CookieBannerStrings {
  const category = (name: string) => ({
    label: t(`shell.cookies.${name}.label`),
    description: t(`shell.cookies.${name}.description`),
  });
  return {
    regionLabel: t('consent.banner.region'),
    title: t('shell.cookies.title'),
    description: t('shell.cookies.body'),
    acceptAll: t('shell.cookies.acceptAll'),
    manage: t('shell.cookies.manage'),
    save: t('shell.cookies.saveSelection'),
    back: t('consent.banner.back'),
    alwaysOn: t('consent.banner.alwaysOn'),
    categories: {
      essential: category('essential'),
      functionality: category('functionality'),
      statistics: category('statistics'),
      marketing: category('marketing'),
    },
  };
}

const meta = {
  title: 'Feedback/CookieBanner',
  tags: ['every-toolbar'],
  component: CookieBanner,
  args: { onAcceptAll: fn(), onSave: fn() },
  // LongText's args (its own strings) win.
  render: (args, context) => <CookieBanner strings={bannerStrings(storyStrings(context))} {...args} />,
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const text = bannerStrings(storyStrings(context));
    await expect(canvas.getByRole('region', { name: text.regionLabel })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.manage })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.acceptAll })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ManageAndSave: Story = {
  play: async ({ canvas, args, ...context }) => {
    const text = bannerStrings(storyStrings(context));
    await userEvent.click(canvas.getByRole('button', { name: text.manage }));
    const essential = canvas.getByRole('switch', { name: text.categories.essential.label });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    const statistics = canvas.getByRole('switch', { name: text.categories.statistics.label });
    await expect(statistics).not.toBeChecked();
    statistics.focus();
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: text.categories.marketing.label })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
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
  play: async ({ canvas, ...context }) => {
    const text = bannerStrings(storyStrings(context));
    await expect(canvas.getByRole('switch', { name: text.categories.functionality.label })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.back }));
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.manage })).toHaveFocus();
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
