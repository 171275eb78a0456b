import {
  Alert,
  Button,
  EmptyState,
  Field,
  Input,
  Pagination,
  Select,
  type SelectOption,
  Skeleton,
  Table,
  type TableColumn,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lootmarket/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAdminQuery } from './admin-api';
import { AdminPage } from './admin-layout';
import { adminShellMessages, auditMessages as am, adminTableMessages as tm } from './admin-messages';
import { endOfDay, fromTableSort, pageCount, startOfDay, toTableSort, useUrlFilters } from './url-filters';
import { useTableLabels } from './use-table-labels';

/** The "no filter" value of a select; it never reaches the API. */
export const ALL = 'all';

type Query = Record<string, string | number | undefined>;

/**
 * One back-office list: its endpoint, the filters it keeps in the URL (with their defaults: a value
 * equal to its default is left out of the URL) and how those become the API's query.
 */
export type AdminList<K extends string> = {
  path: string;
  defaults: Readonly<Record<K, string>>;
  /** The URL's values as the API's query; by default every set value but `all`, as it is. */
  query?(values: Readonly<Record<K, string>>): Query;
  /** Whether the API pages the list (`page` in the query, a pagination footer); default true. */
  paged?: boolean;
};

/** Declares a list (the generic keeps the filter names typed for the screen that uses it). */
export const adminList = <K extends string>(list: AdminList<K>): AdminList<K> => list;

/** The filters as they are: `all` and empty values dropped; `from` and `to` days made inclusive instants. */
export function listQuery(values: Readonly<Record<string, string>>): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === ALL || value === '') continue;
    query[key] = key === 'from' ? startOfDay(value) : key === 'to' ? endOfDay(value) : value;
  }
  return query;
}

/** Loads the page of a list the URL asks for, through the admin API (the previous page stays while the next loads). */
export function useAdminList<T>(list: AdminList<string>) {
  const { values, page } = useUrlFilters(list.defaults);
  const query = (list.query ?? listQuery)(values);
  const result = useAdminQuery<T>(list.path, list.paged === false ? query : { ...query, page });
  return { data: result.data, failed: result.isError };
}

/** What a list's *View is given: the page of data (undefined while it loads) and whether loading failed. */
export type AdminListViewProps<T> = {
  /** The page of the list; undefined while it loads. */
  data: T | undefined;
  /** The list could not be loaded. */
  failed: boolean;
};

/**
 * A filter of the bar. `search`, `text` and `date` are typed first and applied on submit; `select`
 * applies at once.
 */
export type AdminListFilter<K extends string> =
  | { kind: 'search'; key: K; label?: string; placeholder?: string }
  | { kind: 'text' | 'date'; key: K; label: string }
  | { kind: 'select'; key: K; label: string; options: ReadonlyArray<SelectOption>; widthClass?: string };

/** A filter shown as tabs over the list (a queue or a state). */
export type AdminListTabs<K extends string> = {
  key: K;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

type Paged = { total: number; pageSize: number };
const isPaged = (data: object): data is Paged =>
  typeof (data as Partial<Paged>).total === 'number' && typeof (data as Partial<Paged>).pageSize === 'number';

export type AdminListFrameProps<T extends object, Row, K extends string> = AdminListViewProps<T> & {
  list: AdminList<K>;
  title: string;
  /** Next to the heading (a "new" button). */
  actions?: ReactNode;
  /** Between the heading and the filters (a notice, a help text). */
  intro?: ReactNode;
  filters?: ReadonlyArray<AdminListFilter<K>>;
  tabs?: AdminListTabs<K>;
  rows: (data: T) => ReadonlyArray<Row>;
  getRowKey: (row: Row) => string;
  /** Names the table (hidden caption) or the region of cards. */
  caption: string;
  /** The table's columns; sortable ones sort through the list's `sort` filter. */
  columns?: ReadonlyArray<TableColumn<Row>>;
  /** Instead of a table: renders the rows itself (cards). */
  renderRows?: (rows: ReadonlyArray<Row>) => ReactNode;
  /** Heading shown when there are no rows; "Nothing here." by default. */
  emptyTitle?: string;
};

/** Search box with its own button (one typed filter beside selects). */
function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const t = useIntl().formatMessage;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <search className="lm:flex lm:min-w-64 lm:flex-1">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        className="lm:flex lm:flex-1 lm:items-end lm:gap-2"
      >
        <Field label={label} className="lm:flex-1">
          <Input
            type="search"
            value={text}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline">
          {t(tm.searchSubmit)}
        </Button>
      </form>
    </search>
  );
}

type UrlState<K extends string> = ReturnType<typeof useUrlFilters<K>>;

/** The filter bar: a search box and selects, or (several typed filters) one form with Apply and Clear. */
function FilterBar<K extends string>({
  filters,
  state,
  defaults,
}: {
  filters: ReadonlyArray<AdminListFilter<K>>;
  state: UrlState<K>;
  defaults: Readonly<Record<K, string>>;
}) {
  const t = useIntl().formatMessage;
  const { values, set } = state;
  const typed = filters.filter((filter) => filter.kind !== 'select');
  const typedKeys = typed.map((filter) => filter.key);
  const typedValues = typedKeys.map((key) => values[key]);
  const [draft, setDraft] = useState(() => Object.fromEntries(typedKeys.map((key) => [key, values[key]])));
  // The URL wins whenever it changes (back button, a link, Clear).
  // biome-ignore lint/correctness/useExhaustiveDependencies: typedValues is the list of what the draft mirrors
  useEffect(() => setDraft(Object.fromEntries(typedKeys.map((key) => [key, values[key]]))), typedValues);
  const select = (filter: Extract<AdminListFilter<K>, { kind: 'select' }>) => (
    <Field key={filter.key} label={filter.label} className={filter.widthClass ?? 'lm:w-40'}>
      <Select
        value={values[filter.key]}
        onValueChange={(value) => set({ [filter.key]: value })}
        options={[...filter.options]}
      />
    </Field>
  );
  const search = typed.length === 1 && typed[0]?.kind === 'search' ? typed[0] : null;
  if (typed.length === 0 || search) {
    return (
      <div className="lm:flex lm:flex-wrap lm:items-end lm:gap-4">
        {search ? (
          <SearchForm
            label={search.label ?? t(tm.search)}
            placeholder={search.placeholder}
            value={values[search.key]}
            onSearch={(value) => set({ [search.key]: value })}
          />
        ) : null}
        {filters.map((filter) => (filter.kind === 'select' ? select(filter) : null))}
      </div>
    );
  }
  const filtered = (Object.keys(defaults) as K[]).some(
    (key) => key !== 'sort' && values[key] !== defaults[key],
  );
  function apply(event: FormEvent) {
    event.preventDefault();
    set(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, String(value).trim()])));
  }
  return (
    <search>
      <form onSubmit={apply} className="lm:flex lm:flex-wrap lm:items-end lm:gap-3">
        {filters.map((filter) =>
          filter.kind === 'select' ? (
            select(filter)
          ) : (
            <Field
              key={filter.key}
              label={filter.label ?? t(tm.search)}
              className={
                filter.kind === 'search'
                  ? 'lm:min-w-64 lm:flex-1'
                  : filter.kind === 'date'
                    ? 'lm:w-40'
                    : 'lm:w-64'
              }
            >
              <Input
                type={filter.kind}
                value={draft[filter.key] ?? ''}
                placeholder={filter.kind === 'search' ? filter.placeholder : undefined}
                onChange={(event) => setDraft({ ...draft, [filter.key]: event.target.value })}
              />
            </Field>
          ),
        )}
        <Button type="submit" variant="outline">
          {t(am.apply)}
        </Button>
        {filtered ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => set({ ...defaults, ...('sort' in defaults ? { sort: values['sort' as K] } : {}) })}
          >
            {t(am.clear)}
          </Button>
        ) : null}
      </form>
    </search>
  );
}

/**
 * The frame of every back-office list: heading, filters in the URL, the result count, a table sorted
 * and paged on the server (or cards), and the loading, empty and load-failed states.
 */
export function AdminListFrame<T extends object, Row, K extends string>({
  data,
  failed,
  list,
  title,
  actions,
  intro,
  filters = [],
  tabs,
  rows,
  getRowKey,
  caption,
  columns = [],
  renderRows,
  emptyTitle,
}: AdminListFrameProps<T, Row, K>) {
  const t = useIntl().formatMessage;
  const labels = useTableLabels();
  const state = useUrlFilters(list.defaults);
  const { values, page, set } = state;
  const loading = !data && !failed;
  const items = data ? rows(data) : [];
  const paged = data && isPaged(data) ? data : null;
  const empty = <EmptyState headingLevel={2} title={emptyTitle ?? t(tm.empty)} />;
  const sortKey = 'sort' in list.defaults ? ('sort' as K) : null;
  const bar =
    filters.length > 0 ? <FilterBar filters={filters} state={state} defaults={list.defaults} /> : null;
  const results = (
    <>
      {failed ? <Alert variant="error">{t(adminShellMessages.loadFailed)}</Alert> : null}
      {paged ? (
        <p className="lm:text-sm lm:text-muted-foreground" aria-live="polite">
          {t(tm.count, { count: paged.total })}
        </p>
      ) : null}
      {renderRows ? (
        <section aria-label={caption} aria-busy={loading} className="lm:flex lm:flex-col lm:gap-4">
          {loading ? (
            <Skeleton className="lm:h-40" />
          ) : !data ? null : items.length === 0 ? (
            empty
          ) : (
            renderRows(items)
          )}
        </section>
      ) : (
        <Table
          caption={caption}
          hideCaption
          columns={columns}
          rows={items}
          getRowKey={getRowKey}
          {...(sortKey
            ? {
                sort: toTableSort(values[sortKey]),
                onSortChange: (sort) => set({ [sortKey]: fromTableSort(sort) }),
              }
            : {})}
          loading={loading}
          {...labels.table}
          empty={empty}
        />
      )}
      {paged ? (
        <Pagination
          page={page}
          pageCount={pageCount(paged.total, paged.pageSize)}
          onPageChange={(next) => set({ page: next })}
          {...labels.pagination}
        />
      ) : null}
    </>
  );
  return (
    <AdminPage title={title} actions={actions}>
      {intro}
      {tabs ? (
        <Tabs
          value={values[tabs.key]}
          onValueChange={(value) => set({ [tabs.key]: value })}
          activationMode="manual"
          className="lm:flex lm:flex-col lm:gap-4"
        >
          <div className="lm:flex lm:flex-wrap lm:items-end lm:gap-4">
            <TabsList aria-label={tabs.label}>
              {tabs.options.map((option) => (
                <TabsTrigger key={option.value} value={option.value}>
                  {option.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {bar}
          </div>
          <TabsContent value={values[tabs.key]} className="lm:flex lm:flex-col lm:gap-4">
            {results}
          </TabsContent>
        </Tabs>
      ) : (
        <>
          {bar}
          {results}
        </>
      )}
    </AdminPage>
  );
}
