import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Package, User } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { modalOpenA11y } from '../test/a11y-exemptions';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

type Args = { onSelect: (item: string) => void; labels?: [string, string, string, string] };

/** The shop's account menu in miniature; labels left out of the args are said in the toolbar language. */
function AccountMenu({ onSelect, labels, t }: Args & { t: StoryStrings }) {
  // The heading is the user's name (data), the items the signed-in menu's words.
  const [heading, account, orders, logout] = labels ?? [
    'mira',
    t('shell.userMenu.myAccount'),
    t('shell.userMenu.orders'),
    t('shell.auth.logOut'),
  ];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">{t('shell.userMenu.label')}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('account')}>
          <User aria-hidden="true" />
          {account}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('orders')}>
          <Package aria-hidden="true" />
          {orders}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect('logout')}>
          <LogOut aria-hidden="true" />
          {logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  tags: ['every-toolbar'],
  args: { onSelect: fn() },
  render: (args, context) => <AccountMenu {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('button', { name: t('shell.userMenu.label') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: t('shell.userMenu.myAccount') })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: t('shell.userMenu.orders') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: t('shell.auth.logOut') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  parameters: modalOpenA11y,
  args: {
    labels: [
      'Angemeldet als Drachentöter-Meisterschaftsgewinner',
      'Profil und Kontoeinstellungen',
      'Настройки уведомлений',
      'ログアウト',
    ],
  },
  play: async ({ canvas, ...context }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyStrings(context)('shell.userMenu.label') }),
    );
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};
