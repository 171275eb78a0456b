import { Button, Field, Input } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { AuthPageShell, FormAlert, LinkProblem } from './auth-page-shell';

const meta = {
  title: 'Marketplace/Auth page shell',
  component: AuthPageShell,
  args: {
    title: 'Log in',
    children: (
      <form className="lm:flex lm:flex-col lm:gap-4" aria-label="Log in">
        <FormAlert>Wrong email or password.</FormAlert>
        <Field label="Email" required>
          <Input type="email" defaultValue="player@example.com" />
        </Field>
        <Button type="submit">Log in</Button>
      </form>
    ),
  },
} satisfies Meta<typeof AuthPageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form error stays above the fields, and the typed values stay in them. */
export const WithError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong email or password.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('player@example.com');
  },
};

export const Success: Story = {
  args: {
    title: 'Create your account',
    children: <FormAlert tone="success">Account created – logging in…</FormAlert>,
  },
};

/** A mailed link that failed: why, the way to a new link, and Log in. */
export const LinkFailed: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Choose a new password',
    children: (
      <LinkProblem
        error={{ id: 'story.linkExpired', defaultMessage: 'This link has expired. Ask for a new one.' }}
        retryTo="/login/forgot/"
        retryLabel="Ask for a new link"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired.');
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login/forgot/',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
  },
};
