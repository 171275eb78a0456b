import {
  type AdminGame,
  type AdminGameResponse,
  type AdminGamesResponse,
  CATEGORY_SLUGS,
  type CategorySlug,
  type ErrorCode,
} from '@lootmarket/contract';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  Select,
  type TableColumn,
} from '@lootmarket/ui';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { GameCover } from '../games/game-cover';
import { RowActionLabel } from '../lib/row-action-label';
import { categoryMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { adminPaths, useAdminAction } from './admin-api';
import { ConfirmDialog } from './admin-dialogs';
import type { StaffRole } from './admin-layout';
import { AdminListFrame, type AdminListViewProps, ALL, adminList, useAdminList } from './admin-list';
import { catalogMessages as m, adminTableMessages as tm } from './admin-messages';

/** A catalog write: null when saved, the API's code when refused. */
export type CatalogWrite = (
  path: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  body?: unknown,
) => Promise<ErrorCode | null>;

/** Runs a catalog write through the admin API and says "saved" when it is. */
function useCatalogWrite(): CatalogWrite {
  const act = useAdminAction();
  const { success } = useToast();
  const intl = useIntl();
  return async (path, method, body) => {
    const result = await act<AdminGameResponse>(path, method, body);
    if (!result.ok) return result.code;
    success(intl.formatMessage(m.saved));
    return null;
  };
}

/**
 * A game's cover in the edit dialog: the picture the shop shows (the uploaded one, or the generated
 * one), a button that picks a JPEG, PNG or WebP and uploads it at once (the photo pipeline checks and
 * re-encodes it), and one that removes it. A refusal is said in the dialog's alert.
 */
function GameCoverField({
  game,
  write,
  onError,
}: {
  game: AdminGame;
  write: CatalogWrite;
  onError: (code: ErrorCode | null) => void;
}) {
  const t = useIntl().formatMessage;
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  async function run(body: FormData | undefined) {
    setBusy(true);
    onError(await write(adminPaths.gameCover(game.id), body ? 'PUT' : 'DELETE', body));
    setBusy(false);
  }
  return (
    <fieldset className="lm:flex lm:flex-col lm:gap-2" aria-describedby={hintId}>
      <legend className="lm:mb-1 lm:font-medium lm:text-sm">{t(m.cover)}</legend>
      <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3">
        <GameCover name={game.name} slug={game.slug} imageUrl={game.imageUrl} size="lg" />
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="lm:sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="game-cover-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const form = new FormData();
            form.append('cover', file);
            void run(form);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={busy}
          onClick={() => fileInput.current?.click()}
        >
          <ImageUp aria-hidden />
          {t(m.uploadCover)}
        </Button>
        {game.imageUrl ? (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void run(undefined)}>
            {t(m.removeCover)}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="lm:text-muted-foreground lm:text-xs">
        {t(m.coverHint)}
      </p>
    </fieldset>
  );
}

/** Adds a game or edits one: name, address, publisher, popularity, search aliases, cover. */
function GameFormDialog({ game, write }: { game?: AdminGame; write: CatalogWrite }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: '', slug: '', publisher: '', popularity: '0', aliases: '' });
  const [error, setError] = useState<ErrorCode | null>(null);
  useEffect(() => {
    if (open)
      setForm({
        name: game?.name ?? '',
        slug: game?.slug ?? '',
        publisher: game?.publisher ?? '',
        popularity: String(game?.popularity ?? 0),
        aliases: (game?.aliases ?? []).join(', '),
      });
  }, [open, game]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: form.name,
      slug: form.slug,
      publisher: form.publisher.trim() === '' ? null : form.publisher,
      popularity: Number(form.popularity) || 0,
      aliases: form.aliases
        .split(',')
        .map((alias) => alias.trim())
        .filter((alias) => alias !== ''),
    };
    const refused = game
      ? await write(adminPaths.game(game.id), 'PATCH', body)
      : await write(adminPaths.games, 'POST', body);
    setError(refused);
    if (!refused) setOpen(false);
  }
  const field = (key: keyof typeof form, label: string, type = 'text', description?: string) => (
    <Field label={label} required={key === 'name' || key === 'slug'} description={description}>
      <Input
        type={type}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </Field>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        {game ? (
          <Button variant="outline" size="sm">
            <RowActionLabel action={t(m.editShort)} name={game.name} />
          </Button>
        ) : (
          <Button>{t(m.addGame)}</Button>
        )}
      </DialogTrigger>
      <DialogContent size="md" closeLabel={t(m.cancel)}>
        <form onSubmit={submit} noValidate className="lm:flex lm:flex-col lm:gap-4">
          <DialogHeader>
            <DialogTitle>{game ? t(m.edit, { name: game.name }) : t(m.addGame)}</DialogTitle>
          </DialogHeader>
          {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
          {field('name', t(m.name))}
          {field('slug', t(m.slug))}
          {field('publisher', t(m.publisher))}
          {field('popularity', t(m.popularity), 'number')}
          {field('aliases', t(m.aliases), 'text', t(m.aliasesHint))}
          {game ? <GameCoverField game={game} write={write} onError={setError} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t(m.cancel)}
            </Button>
            <Button type="submit">{t(m.save)}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A category or a server of a game, with its hide / show button for admins. */
function CatalogPart({
  name,
  detail = null,
  hidden,
  canEdit,
  onToggle,
}: {
  name: string;
  detail?: string | null;
  hidden: boolean;
  canEdit: boolean;
  onToggle: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <li className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-2">
      <span>
        {name} {detail} {hidden ? <Badge>{t(m.hidden)}</Badge> : null}
      </span>
      {canEdit ? (
        <Button size="sm" variant="ghost" onClick={onToggle}>
          <RowActionLabel action={t(hidden ? m.show : m.hide)} name={name} />
        </Button>
      ) : null}
    </li>
  );
}

/** A game's categories and servers: add, hide, show. */
function GamePartsDialog({
  game,
  canEdit,
  write,
}: {
  game: AdminGame;
  canEdit: boolean;
  write: CatalogWrite;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [error, setError] = useState<ErrorCode | null>(null);
  const missing = CATEGORY_SLUGS.filter((slug) => !game.categories.some((c) => c.category === slug));
  const [category, setCategory] = useState<CategorySlug | ''>('');
  const [server, setServer] = useState({ name: '', slug: '', region: '' });
  const run = async (path: string, method: 'POST' | 'PATCH' | 'PUT', body: unknown) =>
    setError(await write(path, method, body));
  return (
    <Dialog onOpenChange={() => setError(null)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RowActionLabel action={`${t(m.categories)} · ${t(m.servers)}`} name={game.name} />
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t(m.cancel)}>
        <DialogHeader>
          <DialogTitle>{t(m.gameDetails, { name: game.name })}</DialogTitle>
        </DialogHeader>
        {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
        {canEdit ? null : <Alert variant="info">{t(m.readOnly)}</Alert>}
        <section className="lm:flex lm:flex-col lm:gap-2">
          <h3 className="lm:font-semibold">{t(m.categories)}</h3>
          {game.categories.length === 0 ? (
            <p className="lm:text-sm lm:text-muted-foreground">{t(m.none)}</p>
          ) : null}
          <ul className="lm:flex lm:flex-col lm:gap-1">
            {game.categories.map((row) => (
              <CatalogPart
                key={row.category}
                name={t(categoryMessages[row.category])}
                hidden={row.hidden}
                canEdit={canEdit}
                onToggle={() =>
                  run(adminPaths.gameCategory(game.id, row.category), 'PUT', {
                    hidden: !row.hidden,
                  })
                }
              />
            ))}
          </ul>
          {canEdit && missing.length > 0 ? (
            <form
              className="lm:flex lm:flex-wrap lm:items-end lm:gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (category) void run(adminPaths.gameCategory(game.id, category), 'PUT', {});
              }}
            >
              <Field label={t(m.category)} className="lm:w-56">
                <Select
                  value={category}
                  onValueChange={(value) => setCategory(value as CategorySlug)}
                  options={missing.map((slug) => ({ value: slug, label: t(categoryMessages[slug]) }))}
                />
              </Field>
              <Button type="submit" variant="outline">
                {t(m.addCategory)}
              </Button>
            </form>
          ) : null}
        </section>
        <section className="lm:flex lm:flex-col lm:gap-2">
          <h3 className="lm:font-semibold">{t(m.servers)}</h3>
          {game.servers.length === 0 ? (
            <p className="lm:text-sm lm:text-muted-foreground">{t(m.none)}</p>
          ) : null}
          <ul className="lm:flex lm:max-h-60 lm:flex-col lm:gap-1 lm:overflow-y-auto">
            {game.servers.map((row) => (
              <CatalogPart
                key={row.id}
                name={row.name}
                detail={row.region ? `(${row.region})` : null}
                hidden={row.hidden}
                canEdit={canEdit}
                onToggle={() => run(adminPaths.server(row.id), 'PATCH', { hidden: !row.hidden })}
              />
            ))}
          </ul>
          {canEdit ? (
            <form
              className="lm:flex lm:flex-wrap lm:items-end lm:gap-2"
              onSubmit={async (event) => {
                event.preventDefault();
                const refused = await write(adminPaths.gameServers(game.id), 'POST', {
                  name: server.name,
                  slug: server.slug,
                  region: server.region.trim() === '' ? null : server.region,
                });
                setError(refused);
                if (!refused) setServer({ name: '', slug: '', region: '' });
              }}
            >
              <Field label={t(m.serverName)} className="lm:w-40">
                <Input
                  value={server.name}
                  onChange={(event) => setServer({ ...server, name: event.target.value })}
                />
              </Field>
              <Field label={t(m.slug)} className="lm:w-40">
                <Input
                  value={server.slug}
                  onChange={(event) => setServer({ ...server, slug: event.target.value })}
                />
              </Field>
              <Field label={t(m.region)} className="lm:w-28">
                <Input
                  value={server.region}
                  onChange={(event) => setServer({ ...server, region: event.target.value })}
                />
              </Field>
              <Button type="submit" variant="outline">
                {t(m.addServer)}
              </Button>
            </form>
          ) : null}
        </section>
      </DialogContent>
    </Dialog>
  );
}

/** Hiding a game confirms; showing it again does not. */
function GameVisibility({ game, write }: { game: AdminGame; write: CatalogWrite }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toggle = () => write(adminPaths.game(game.id), 'PATCH', { hidden: !game.hidden });
  if (game.hidden) {
    return (
      <Button size="sm" variant="outline" onClick={() => void toggle()}>
        <RowActionLabel action={t(m.show)} name={game.name} />
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline">
          <RowActionLabel action={t(m.hide)} name={game.name} />
        </Button>
      }
      title={t(m.hideGameTitle, { name: game.name })}
      description={t(m.hideGameBody)}
      cancelLabel={t(m.cancel)}
      confirmLabel={t(m.hide)}
      destructive
      onConfirm={() => void toggle()}
    />
  );
}

const GAMES = adminList({
  path: adminPaths.games,
  defaults: { q: '', hidden: ALL, sort: 'name' },
});

/** Games with their categories and servers: admins add, edit, hide and show; support reads. */
export function AdminCatalogPage({ role }: { role: StaffRole }) {
  return (
    <AdminCatalogView {...useAdminList<AdminGamesResponse>(GAMES)} role={role} write={useCatalogWrite()} />
  );
}

export type AdminCatalogViewProps = AdminListViewProps<AdminGamesResponse> & {
  role: StaffRole;
  write: CatalogWrite;
};

/** The catalog for the games it is given (search, visibility, sort and page in the URL). */
export function AdminCatalogView({ role, write, ...props }: AdminCatalogViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const canEdit = role === 'admin';
  const columns: TableColumn<AdminGame>[] = [
    {
      key: 'name',
      header: t(m.name),
      sortable: true,
      cell: (game) => <span className="lm:font-medium">{game.name}</span>,
    },
    { key: 'slug', header: t(m.slug), cell: (game) => <code className="lm:text-xs">{game.slug}</code> },
    {
      key: 'visibility',
      header: t(m.visibility),
      cell: (game) =>
        game.hidden ? <Badge>{t(m.hidden)}</Badge> : <Badge variant="success">{t(m.visible)}</Badge>,
    },
    {
      key: 'popularity',
      header: t(m.popularity),
      sortable: true,
      align: 'end',
      cell: (game) => intl.formatNumber(game.popularity),
    },
    {
      key: 'activeOffers',
      header: t(m.activeOffers),
      align: 'end',
      cell: (game) => intl.formatNumber(game.activeOffers),
    },
    {
      key: 'actions',
      header: t(m.actions),
      cell: (game) => (
        <div className="lm:flex lm:flex-wrap lm:gap-2">
          <GamePartsDialog game={game} canEdit={canEdit} write={write} />
          {canEdit ? <GameFormDialog game={game} write={write} /> : null}
          {canEdit ? <GameVisibility game={game} write={write} /> : null}
        </div>
      ),
    },
  ];
  return (
    <AdminListFrame
      {...props}
      list={GAMES}
      title={t(m.title)}
      actions={canEdit ? <GameFormDialog write={write} /> : null}
      intro={canEdit ? null : <Alert variant="info">{t(m.readOnly)}</Alert>}
      filters={[
        { kind: 'search', key: 'q', placeholder: t(m.searchPlaceholder) },
        {
          kind: 'select',
          key: 'hidden',
          label: t(m.visibility),
          options: [
            { value: ALL, label: t(tm.all) },
            { value: 'false', label: t(m.visible) },
            { value: 'true', label: t(m.hidden) },
          ],
        },
      ]}
      caption={t(m.caption)}
      columns={columns}
      rows={(data) => data.games}
      getRowKey={(game) => game.id}
    />
  );
}
