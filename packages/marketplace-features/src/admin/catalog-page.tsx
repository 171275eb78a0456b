import {
  type AdminGame,
  type AdminGameResponse,
  CATEGORY_SLUGS,
  type CategorySlug,
  type ErrorCode,
} from '@lootmarket/contract';
import {
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  Field,
  Input,
  Pagination,
  Select,
  Table,
  type TableColumn,
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { useToast } from '../toast/use-toast';
import { useAdminAction, useAdminGames } from './admin-api';
import { AdminPage, type StaffRole } from './admin-layout';
import { adminShellMessages, catalogMessages as m, adminTableMessages as tm } from './admin-messages';
import { fromTableSort, pageCount, toTableSort, useUrlFilters } from './url-filters';
import { useTableLabels } from './use-table-labels';

const ALL = 'all';

/** Runs a catalog write and reports its outcome: null when saved, the code when refused. */
function useCatalogWrite() {
  const act = useAdminAction();
  const { success } = useToast();
  const intl = useIntl();
  return async (path: string, method: 'POST' | 'PATCH' | 'PUT', body: unknown): Promise<ErrorCode | null> => {
    const result = await act<AdminGameResponse>(path, method, body);
    if (!result.ok) return result.code;
    success(intl.formatMessage(m.saved));
    return null;
  };
}

/** Adds a game or edits one: name, address, publisher, popularity. */
function GameFormDialog({ game }: { game?: AdminGame }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const write = useCatalogWrite();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: '', slug: '', publisher: '', popularity: '0' });
  const [error, setError] = useState<ErrorCode | null>(null);
  useEffect(() => {
    if (open)
      setForm({
        name: game?.name ?? '',
        slug: game?.slug ?? '',
        publisher: game?.publisher ?? '',
        popularity: String(game?.popularity ?? 0),
      });
  }, [open, game]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: form.name,
      slug: form.slug,
      publisher: form.publisher.trim() === '' ? null : form.publisher,
      popularity: Number(form.popularity) || 0,
    };
    const refused = game
      ? await write(`/api/v1/admin/catalog/games/${game.id}`, 'PATCH', body)
      : await write('/api/v1/admin/catalog/games', 'POST', body);
    setError(refused);
    if (!refused) setOpen(false);
  }
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <Field label={label} required={key === 'name' || key === 'slug'}>
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
            {t(m.edit, { name: game.name })}
          </Button>
        ) : (
          <Button>{t(m.addGame)}</Button>
        )}
      </DialogTrigger>
      <DialogContent size="md" closeLabel={t(m.cancel)}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{game ? t(m.edit, { name: game.name }) : t(m.addGame)}</DialogTitle>
          </DialogHeader>
          {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
          {field('name', t(m.name))}
          {field('slug', t(m.slug))}
          {field('publisher', t(m.publisher))}
          {field('popularity', t(m.popularity), 'number')}
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

/** A game's categories and servers: add, hide, show. */
function GamePartsDialog({ game, canEdit }: { game: AdminGame; canEdit: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const write = useCatalogWrite();
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
          {t(m.categories)} · {t(m.servers)}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t(m.cancel)}>
        <DialogHeader>
          <DialogTitle>{t(m.gameDetails, { name: game.name })}</DialogTitle>
        </DialogHeader>
        {error ? <Alert variant="error">{t(errorDescriptor(error))}</Alert> : null}
        {canEdit ? null : <Alert variant="info">{t(m.readOnly)}</Alert>}
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{t(m.categories)}</h3>
          {game.categories.length === 0 ? <p className="text-sm text-muted-foreground">{t(m.none)}</p> : null}
          <ul className="flex flex-col gap-1">
            {game.categories.map((row) => (
              <li key={row.category} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {t(categoryMessages[row.category])} {row.hidden ? <Badge>{t(m.hidden)}</Badge> : null}
                </span>
                {canEdit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      run(`/api/v1/admin/catalog/games/${game.id}/categories/${row.category}`, 'PUT', {
                        hidden: !row.hidden,
                      })
                    }
                  >
                    {t(row.hidden ? m.show : m.hide)} · {t(categoryMessages[row.category])}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {canEdit && missing.length > 0 ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (category)
                  void run(`/api/v1/admin/catalog/games/${game.id}/categories/${category}`, 'PUT', {});
              }}
            >
              <Field label={t(m.category)} className="w-56">
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
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{t(m.servers)}</h3>
          {game.servers.length === 0 ? <p className="text-sm text-muted-foreground">{t(m.none)}</p> : null}
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
            {game.servers.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {row.name} {row.region ? `(${row.region})` : ''}{' '}
                  {row.hidden ? <Badge>{t(m.hidden)}</Badge> : null}
                </span>
                {canEdit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      run(`/api/v1/admin/catalog/servers/${row.id}`, 'PATCH', { hidden: !row.hidden })
                    }
                  >
                    {t(row.hidden ? m.show : m.hide)} · {row.name}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {canEdit ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={async (event) => {
                event.preventDefault();
                const refused = await write(`/api/v1/admin/catalog/games/${game.id}/servers`, 'POST', {
                  name: server.name,
                  slug: server.slug,
                  region: server.region.trim() === '' ? null : server.region,
                });
                setError(refused);
                if (!refused) setServer({ name: '', slug: '', region: '' });
              }}
            >
              <Field label={t(m.serverName)} className="w-40">
                <Input
                  value={server.name}
                  onChange={(event) => setServer({ ...server, name: event.target.value })}
                />
              </Field>
              <Field label={t(m.slug)} className="w-40">
                <Input
                  value={server.slug}
                  onChange={(event) => setServer({ ...server, slug: event.target.value })}
                />
              </Field>
              <Field label={t(m.region)} className="w-28">
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
function GameVisibility({ game }: { game: AdminGame }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const write = useCatalogWrite();
  const toggle = () => write(`/api/v1/admin/catalog/games/${game.id}`, 'PATCH', { hidden: !game.hidden });
  if (game.hidden) {
    return (
      <Button size="sm" variant="outline" onClick={() => void toggle()}>
        {t(m.show)} · {game.name}
      </Button>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t(m.hide)} · {game.name}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(m.hideGameTitle, { name: game.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t(m.hideGameBody)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(m.cancel)}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void toggle()}>
            {t(m.hide)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function AdminCatalogPage({ role }: { role: StaffRole }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = useTableLabels();
  const canEdit = role === 'admin';
  const { values, page, set } = useUrlFilters({ q: '', hidden: ALL, sort: 'name' });
  const [search, setSearch] = useState(values.q);
  useEffect(() => setSearch(values.q), [values.q]);
  const games = useAdminGames({
    q: values.q || undefined,
    hidden: values.hidden === ALL ? undefined : values.hidden,
    sort: values.sort,
    page,
  });
  const data = games.data;
  const columns: TableColumn<AdminGame>[] = [
    {
      key: 'name',
      header: t(m.name),
      sortable: true,
      cell: (game) => <span className="font-medium">{game.name}</span>,
    },
    { key: 'slug', header: t(m.slug), cell: (game) => <code className="text-xs">{game.slug}</code> },
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
        <div className="flex flex-wrap gap-2">
          <GamePartsDialog game={game} canEdit={canEdit} />
          {canEdit ? <GameFormDialog game={game} /> : null}
          {canEdit ? <GameVisibility game={game} /> : null}
        </div>
      ),
    },
  ];
  return (
    <AdminPage title={t(m.title)} actions={canEdit ? <GameFormDialog /> : null}>
      {canEdit ? null : <Alert variant="info">{t(m.readOnly)}</Alert>}
      <div className="flex flex-wrap items-end gap-4">
        <search className="flex min-w-64 flex-1">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              set({ q: search.trim() });
            }}
            className="flex flex-1 items-end gap-2"
          >
            <Field label={t(tm.search)} className="flex-1">
              <Input
                type="search"
                value={search}
                placeholder={t(m.searchPlaceholder)}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="outline">
              {t(tm.searchSubmit)}
            </Button>
          </form>
        </search>
        <Field label={t(m.visibility)} className="w-40">
          <Select
            value={values.hidden}
            onValueChange={(hidden) => set({ hidden })}
            options={[
              { value: ALL, label: t(tm.all) },
              { value: 'false', label: t(m.visible) },
              { value: 'true', label: t(m.hidden) },
            ]}
          />
        </Field>
      </div>
      {games.isError ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t(tm.count, { count: data.total })}
        </p>
      ) : null}
      <Table
        caption={t(m.caption)}
        hideCaption
        columns={columns}
        rows={data?.games ?? []}
        getRowKey={(game) => game.id}
        sort={toTableSort(values.sort)}
        onSortChange={(sort) => set({ sort: fromTableSort(sort) })}
        loading={!data}
        {...labels.table}
        empty={<EmptyState headingLevel={2} title={t(tm.empty)} />}
      />
      {data ? (
        <Pagination
          page={page}
          pageCount={pageCount(data.total, data.pageSize)}
          onPageChange={(next) => set({ page: next })}
          {...labels.pagination}
        />
      ) : null}
    </AdminPage>
  );
}
