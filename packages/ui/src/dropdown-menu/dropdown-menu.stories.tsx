import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { modalOpenA11y } from '../test/a11y-exemptions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

type Args = { onSelect: (item: string) => void; labels: [string, string, string, string] };

function AccountMenu({ onSelect, labels }: Args) {
  const [heading, profile, settings, logout] = labels;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">My account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('profile')}>
          <User aria-hidden="true" />
          {profile}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('settings')}>
          <Settings aria-hidden="true" />
          {settings}
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
  component: AccountMenu,
  args: { onSelect: fn(), labels: ['Signed in as mira', 'Profile', 'Settings', 'Log out'] },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'My account' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};
