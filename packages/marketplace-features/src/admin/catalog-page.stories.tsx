import type { AdminGame, AdminGamesResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { escapeRegExp, storyIntl } from '../test/story-intl';
import { adminShellMessages, catalogMessages as m, adminTableMessages as tm } from './admin-messages';
import { AdminCatalogView, type CatalogWrite } from './catalog-page';

const wow: AdminGame = {
  id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  slug: 'world-of-warcraft',
  name: 'World of Warcraft',
  publisher: 'Blizzard Entertainment',
  releaseYear: 2004,
  popularity: 980,
  giftCard: false,
  platforms: ['pc'],
  currencyName: 'Gold',
  aliases: ['wow', 'warcraft'],
  imageUrl: null,
  hidden: false,
  categories: [
    { category: 'gold', position: 0, hidden: false },
    { category: 'boosting', position: 1, hidden: true },
  ],
  servers: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
      slug: 'silvermoon',
      name: 'Silvermoon',
      region: 'EU',
      position: 0,
      hidden: false,
    },
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
      slug: 'area-52',
      name: 'Area 52',
      region: 'US',
      position: 1,
      hidden: true,
    },
  ],
  activeOffers: 1204,
};

/** A cover staff uploaded, as an SVG data URL standing in for the 320 px WebP. */
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1d4ed8"/></svg>',
  );

const hiddenGame: AdminGame = {
  ...wow,
  imageUrl: COVER,
  id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02',
  slug: 'old-realms',
  name: 'Old Realms',
  publisher: null,
  popularity: 3,
  hidden: true,
  categories: [],
  servers: [],
  activeOffers: 0,
};

const games: AdminGamesResponse = { page: 1, pageSize: 25, total: 2, games: [wow, hiddenGame] };

/** A field's label: a required field's name goes on with its mark. */
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
/** A row button's name: the action it shows, then the name it acts on (for screen readers). */
const rowAction = (action: string, name: string) => `${action} ${name}`;

const meta = {
  title: 'Marketplace/Back office/Catalog',
  component: AdminCatalogView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/catalog/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { data: games, failed: false, role: 'admin', write: fn<CatalogWrite>(async () => null) },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminCatalogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Games with their visibility, popularity and offers; admins add one from the heading, by keyboard. */
export const Games: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    await expect(canvas.getByText(t(tm.count, { count: 2 }))).toBeVisible();
    await expect(canvas.getByText(intl.formatNumber(1204))).toBeVisible();
    canvas.getByRole('button', { name: t(m.addGame) }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: t(m.addGame) });
    const name = startsWith(t(m.name));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name })).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name }), 'Path of Exile');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: startsWith(t(m.slug)) }),
      'path-of-exile{Enter}',
    );
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith('/api/v1/admin/catalog/games', 'POST', {
        name: 'Path of Exile',
        slug: 'path-of-exile',
        publisher: null,
        popularity: 0,
        aliases: [],
      }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Editing starts from the game's values. */
export const EditGame: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // The row's buttons show the action only; the game's name is for screen readers (label in name).
    const edit = canvas.getByRole('button', { name: rowAction(t(m.editShort), 'World of Warcraft') });
    await expect(within(edit).getByText('World of Warcraft')).toHaveClass('lm:sr-only');
    const hide = canvas.getByRole('button', { name: rowAction(t(m.hide), 'World of Warcraft') });
    await expect(within(hide).getByText('World of Warcraft')).toHaveClass('lm:sr-only');
    await expect(edit.textContent?.startsWith(t(m.editShort))).toBe(true);
    await userEvent.click(edit);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(m.edit, { name: 'World of Warcraft' }),
    });
    const publisher = within(dialog).getByRole('textbox', { name: t(m.publisher) });
    await waitFor(() => expect(publisher).toHaveValue('Blizzard Entertainment'));
    await userEvent.clear(publisher);
    // The search aliases are one comma-separated field, described by its hint.
    const aliases = within(dialog).getByRole('textbox', { name: t(m.aliases) });
    await expect(aliases).toHaveValue('wow, warcraft');
    await expect(aliases).toHaveAccessibleDescription(t(m.aliasesHint));
    await userEvent.type(aliases, ', wow classic,, ');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.save) }));
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(`/api/v1/admin/catalog/games/${wow.id}`, 'PATCH', {
        name: 'World of Warcraft',
        slug: 'world-of-warcraft',
        publisher: null,
        popularity: 980,
        aliases: ['wow', 'warcraft', 'wow classic'],
      }),
    );
  },
};

/** The edit dialog's cover: a picked image is uploaded at once as the form field "cover". */
export const UploadCover: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(
      canvas.getByRole('button', { name: rowAction(t(m.editShort), 'World of Warcraft') }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    const cover = within(dialog).getByRole('group', { name: t(m.cover) });
    await expect(cover).toHaveAccessibleDescription(t(m.coverHint));
    // No cover yet: the generated one shows, and there is nothing to remove.
    await expect(cover.querySelector('[data-slot="game-cover"]')).toHaveAttribute('data-initials', 'WW');
    await expect(within(cover).queryByRole('button', { name: t(m.removeCover) })).toBeNull();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByTestId('game-cover-input'), file);
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(
        `/api/v1/admin/catalog/games/${wow.id}/cover`,
        'PUT',
        expect.any(FormData),
      ),
    );
    const body = (args.write as unknown as { mock: { calls: unknown[][] } }).mock.calls.at(
      -1,
    )?.[2] as FormData;
    await expect((body.get('cover') as File).name).toBe('cover.png');
    // The upload button is reachable by keyboard and opens the picker.
    await expect(within(cover).getByRole('button', { name: t(m.uploadCover) })).toBeEnabled();
  },
};

/** A game with an uploaded cover shows it, and Remove deletes it. */
export const RemoveCover: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(m.editShort), 'Old Realms') }));
    const dialog = await within(document.body).findByRole('dialog');
    const cover = within(dialog).getByRole('group', { name: t(m.cover) });
    await expect(cover.querySelector('img')).toHaveAttribute('src', COVER);
    await userEvent.click(within(cover).getByRole('button', { name: t(m.removeCover) }));
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(
        `/api/v1/admin/catalog/games/${hiddenGame.id}/cover`,
        'DELETE',
        undefined,
      ),
    );
  },
};

/** A refused save keeps the dialog open with the reason. */
export const EditRefused: Story = {
  args: { write: fn<CatalogWrite>(async () => 'VALIDATION_FAILED') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(
      canvas.getByRole('button', { name: rowAction(t(m.editShort), 'World of Warcraft') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(m.edit, { name: 'World of Warcraft' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.save) }));
    await waitFor(() =>
      expect(within(dialog).getByText(t(errorDescriptor('VALIDATION_FAILED')))).toBeVisible(),
    );
  },
};

/** Hiding a game confirms first; showing a hidden one does not. */
export const HideGame: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(m.hide), 'World of Warcraft') }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: t(m.hideGameTitle, { name: 'World of Warcraft' }),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: t(m.hide) }));
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(`/api/v1/admin/catalog/games/${wow.id}`, 'PATCH', {
        hidden: true,
      }),
    );
    // The page is inert until the confirmation has closed.
    await userEvent.click(await canvas.findByRole('button', { name: rowAction(t(m.show), 'Old Realms') }));
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(`/api/v1/admin/catalog/games/${hiddenGame.id}`, 'PATCH', {
        hidden: false,
      }),
    );
  },
};

/** Categories and servers of a game: hide, show and add them. */
export const CategoriesAndServers: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(
      canvas.getByRole('button', {
        name: rowAction(`${t(m.categories)} · ${t(m.servers)}`, 'World of Warcraft'),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(m.gameDetails, { name: 'World of Warcraft' }),
    });
    await waitFor(() => expect(within(dialog).getByText('Silvermoon (EU)')).toBeVisible());
    await userEvent.click(
      within(dialog).getByRole('button', { name: rowAction(t(m.hide), t(categoryMessages.gold)) }),
    );
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(
        `/api/v1/admin/catalog/games/${wow.id}/categories/gold`,
        'PUT',
        {
          hidden: true,
        },
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: rowAction(t(m.show), 'Area 52') }));
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(
        '/api/v1/admin/catalog/servers/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
        'PATCH',
        { hidden: false },
      ),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: t(m.serverName) }), 'Draenor');
    await userEvent.type(within(dialog).getByRole('textbox', { name: startsWith(t(m.slug)) }), 'draenor');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t(m.region) }), 'EU');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.addServer) }));
    await waitFor(() =>
      expect(args.write).toHaveBeenCalledWith(`/api/v1/admin/catalog/games/${wow.id}/servers`, 'POST', {
        name: 'Draenor',
        slug: 'draenor',
        region: 'EU',
      }),
    );
  },
};

/** Support reads the catalog: no add, edit or hide. */
export const Support: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.readOnly))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(m.addGame) })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: rowAction(t(m.editShort), 'World of Warcraft') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: rowAction(`${t(m.categories)} · ${t(m.servers)}`, 'World of Warcraft'),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Silvermoon (EU)')).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: t(m.addServer) })).toBeNull();
  },
};

/** No game matches the search. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, games: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(tm.empty), level: 2 })).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(m.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

/** In Japanese the row buttons read 編集 and 非表示にする; the game's name stays for screen readers. */
export const RowButtonsJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const edit = canvas.getByRole('button', { name: '編集 World of Warcraft' });
    await expect(within(edit).getByText('World of Warcraft')).toHaveClass('lm:sr-only');
    await expect(canvas.getByRole('button', { name: '非表示にする World of Warcraft' })).toBeVisible();
  },
};
