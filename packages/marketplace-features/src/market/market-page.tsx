import {
  type CategorySlug,
  DELIVERY_TIMES,
  isCategorySlug,
  MARKET_SORTS,
  type MarketOffer,
  type MarketQuery,
  type MarketSort,
} from '@lootmarket/contract';
import {
  Checkbox,
  EmptyState,
  Field,
  FilterBar,
  Input,
  OfferCard,
  type OfferView,
  Pagination,
  Select,
  SellerBadge,
  Skeleton,
} from '@lootmarket/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { GameCover } from '../games/game-cover';
import { isNotFound, LoadError, type LoadErrorProps } from '../lib/load-error';
import { sellerPresence } from '../lib/seller-presence';
import { usePaginationLabels } from '../lib/use-pagination-labels';
import { OfferWarrantyBadge } from '../warranty/offer-warranty-badge';
import { categoryMessages, deliveryTimeMessages } from './catalog-messages';
import { marketQueryFromSearch, marketSearchParams, useGame, useMarket } from './market-api';
import { MarketOfferTable } from './market-offer-table';
import { MarketOfferPrice, marketSummaryPrices } from './market-price';

export const marketMessages = defineMessages({
  categories: { id: 'market.categories', defaultMessage: 'Categories' },
  filters: { id: 'market.filters', defaultMessage: 'Filters' },
  filtersClose: { id: 'market.filters.close', defaultMessage: 'Close the filters' },
  results: { id: 'market.results', defaultMessage: 'Offers' },
  server: { id: 'market.filter.server', defaultMessage: 'Server' },
  allServers: { id: 'market.filter.allServers', defaultMessage: 'All servers' },
  region: {
    id: 'market.filter.region',
    defaultMessage: 'Region',
    description: 'Filter of a gift card market: where the card can be redeemed.',
  },
  allRegions: { id: 'market.filter.allRegions', defaultMessage: 'All regions' },
  product: { id: 'market.filter.product', defaultMessage: 'Product' },
  productPlaceholder: { id: 'market.filter.productPlaceholder', defaultMessage: 'Search in offer titles' },
  delivery: { id: 'market.filter.delivery', defaultMessage: 'Delivery time' },
  anyDelivery: { id: 'market.filter.anyDelivery', defaultMessage: 'Any time' },
  inStock: { id: 'market.filter.inStock', defaultMessage: 'In stock only' },
  sort: { id: 'market.sortBy', defaultMessage: 'Sort by' },
  sortAsc: { id: 'market.sort.asc', defaultMessage: 'Price: low to high' },
  sortDesc: { id: 'market.sort.desc', defaultMessage: 'Price: high to low' },
  sortRating: {
    id: 'market.sort.rating',
    defaultMessage: 'Best rated',
    description: 'Sort option: sellers with the best feedback first.',
  },
  sortDelivery: {
    id: 'market.sort.delivery',
    defaultMessage: 'Fastest delivery',
    description: 'Sort option: the shortest delivery time first.',
  },
  clear: { id: 'market.clear', defaultMessage: 'Clear filters' },
  view: { id: 'market.view', defaultMessage: 'View' },
  grid: { id: 'market.view.grid', defaultMessage: 'Grid' },
  list: { id: 'market.view.list', defaultMessage: 'List' },
  lowest: { id: 'market.stats.lowest', defaultMessage: 'Lowest price' },
  highest: { id: 'market.stats.highest', defaultMessage: 'Highest price' },
  quantity: { id: 'market.stats.quantity', defaultMessage: 'Quantity' },
  empty: { id: 'market.empty', defaultMessage: 'No offers match these filters.' },
  emptyHint: { id: 'market.emptyHint', defaultMessage: 'Clear a filter or try another server.' },
  emptyHintRegion: { id: 'market.emptyHintRegion', defaultMessage: 'Clear a filter or try another region.' },
  notFound: { id: 'market.notFound', defaultMessage: 'This game or category does not exist.' },
  allGames: { id: 'market.notFound.allGames', defaultMessage: 'Browse all games' },
  outOfStock: { id: 'market.outOfStock', defaultMessage: 'Out of stock' },
  automaticDelivery: { id: 'market.automaticDelivery', defaultMessage: 'Automatic delivery' },
  pagination: { id: 'market.pagination', defaultMessage: 'Pages' },
});

export const marketValueMessages = defineMessages<{
  title: { game: string; category: string };
  deliveryWithin: { time: string };
  total: { count: number };
  stock: { count: string };
  sold: { count: string };
  positive: { percent: string };
  reviews: { count: number };
  activeFilters: { count: number };
  showOffers: { count: number };
}>({
  title: { id: 'market.title', defaultMessage: '{game} — {category}' },
  deliveryWithin: { id: 'market.filter.deliveryWithin', defaultMessage: 'Within {time}' },
  total: {
    id: 'market.total',
    defaultMessage: '{count, plural, one {# offer} other {# offers}}',
  },
  stock: { id: 'market.stock', defaultMessage: '{count} in stock' },
  sold: { id: 'market.seller.sold', defaultMessage: '{count} sold' },
  positive: { id: 'market.seller.positive', defaultMessage: '{percent} positive' },
  reviews: {
    id: 'market.seller.reviews',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  },
  activeFilters: {
    id: 'market.filters.active',
    defaultMessage: '{count, plural, one {# active filter} other {# active filters}}',
  },
  showOffers: {
    id: 'market.filters.show',
    defaultMessage: '{count, plural, =0 {Show no offers} one {Show # offer} other {Show # offers}}',
  },
});

const ALL = 'all';

/** Every sort the market answers, named; a sort added to the contract fails here until it has a name. */
const sortMessages: Record<MarketSort, MessageDescriptor> = {
  price_asc: marketMessages.sortAsc,
  price_desc: marketMessages.sortDesc,
  rating: marketMessages.sortRating,
  delivery: marketMessages.sortDelivery,
};

const isMarketSort = (value: string): value is MarketSort =>
  (MARKET_SORTS as readonly string[]).includes(value);

export type MarketLoadErrorProps = Omit<LoadErrorProps, 'notFound'>;

/** Why the offers are not shown: a game or category that does not exist (404), or a failure to retry. */
export function MarketLoadError(props: MarketLoadErrorProps) {
  return <LoadError {...props} notFound={marketMessages.notFound} />;
}

/** An address with a game or category that does not exist: a page of its own, with a way on. */
export function MarketNotFound() {
  const intl = useIntl();
  return (
    <section className="lm:mx-auto lm:flex lm:max-w-6xl lm:flex-col lm:items-start lm:gap-4 lm:px-4 lm:py-8">
      <h1 className="lm:text-2xl lm:font-semibold">{intl.formatMessage(marketMessages.notFound)}</h1>
      <Link to="/games/" className="lm:font-medium lm:text-primary lm:underline lm:underline-offset-4">
        {intl.formatMessage(marketMessages.allGames)}
      </Link>
    </section>
  );
}

/**
 * One offer of a market's results, as a card (grid) or a row (list). `priceUnit`: the units every
 * unit price of the market's answer is for (1,000 for gold in bundles of 10,000), so the cards compare.
 */
export function MarketOfferCard({
  offer,
  priceUnit,
  game,
  gameCover,
  category,
  giftCard,
  layout,
}: {
  offer: MarketOffer;
  priceUnit: number;
  game: string;
  /** The game's address and uploaded cover: an offer without a photo shows the game's cover instead. */
  gameCover?: { slug: string; imageUrl: string | null };
  category: string;
  giftCard: boolean;
  layout: OfferView;
}) {
  const intl = useIntl();
  return (
    <OfferCard
      href={`/offers/${offer.id}/`}
      game={game}
      title={offer.title}
      category={category}
      server={offer.server?.name}
      deliveryTime={intl.formatMessage(deliveryTimeMessages[offer.deliveryTime])}
      price={<MarketOfferPrice offer={offer} priceUnit={priceUnit} />}
      stock={offer.quantity}
      seller={<MarketSeller seller={offer.seller} />}
      automaticDelivery={offer.automaticDelivery}
      warranty={<OfferWarrantyBadge days={offer.warrantyDays} />}
      {...(offer.photoUrl ? { imageSrc: offer.photoUrl } : {})}
      {...(gameCover
        ? {
            imageFallback: (
              <GameCover name={game} slug={gameCover.slug} imageUrl={gameCover.imageUrl} size="fill" />
            ),
          }
        : {})}
      layout={layout}
      locale={intl.locale}
      stockLabel={(count) => intl.formatMessage(marketValueMessages.stock, { count })}
      outOfStockLabel={intl.formatMessage(marketMessages.outOfStock)}
      automaticDeliveryLabel={intl.formatMessage(marketMessages.automaticDelivery)}
      serverLabel={intl.formatMessage(giftCard ? marketMessages.region : marketMessages.server)}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    />
  );
}

/**
 * The seller on a market card and in the dense table: their avatar (uploaded, or their initials) with a green dot while online (spoken: "Online", or when
 * they were last seen), the positive share with the number of reviews it rests on, and sales.
 */
function MarketSeller({ seller }: { seller: MarketOffer['seller'] }) {
  const intl = useIntl();
  const presence = sellerPresence(intl, seller.lastSeenAt);
  return (
    <SellerBadge
      name={seller.username}
      avatarSrc={seller.avatarUrl}
      positivePercent={seller.positiveFeedbackPercent}
      itemsSold={seller.itemsSold}
      reviews={intl.formatMessage(marketValueMessages.reviews, { count: seller.reviewsCount })}
      {...presence}
      locale={intl.locale}
      positiveLabel={(percent) => intl.formatMessage(marketValueMessages.positive, { percent })}
      soldLabel={(count) => intl.formatMessage(marketValueMessages.sold, { count })}
    />
  );
}

/** Market search (spec §2): /games/{game_slug}/{category}/ with every filter in the URL. */
export function MarketPage({ gameSlug, category }: { gameSlug: string; category: string }) {
  const intl = useIntl();
  const paginationLabels = usePaginationLabels(intl.formatMessage(marketMessages.pagination));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = marketQueryFromSearch(searchParams);
  const view: OfferView = searchParams.get('view') === 'list' ? 'list' : 'grid';
  const knownCategory = isCategorySlug(category);
  const game = useGame(gameSlug);
  const gameMissing = isNotFound(game.error);
  // An unknown category or game has no offers to ask for: the API would only refuse the request.
  const market = useMarket(gameSlug, category, query, { enabled: knownCategory && !gameMissing });
  const [product, setProduct] = useState(query.product ?? '');

  const update = (change: Partial<MarketQuery>, options: { replace?: boolean } = {}) => {
    // Any filter change starts again at page 1; only the pager keeps its page.
    const next = marketSearchParams({ ...query, page: 1, ...change });
    if (view === 'list') next.set('view', 'list');
    setSearchParams(next, { replace: options.replace ?? false });
  };

  // Typing narrows the list after a short pause, replacing the history entry rather than adding one.
  // The pause ends on the URL as it is THEN (another filter may have changed meanwhile), and
  // clearing the filters cancels it: it once re-applied the filters Clear had just removed.
  const typing = useRef<number | undefined>(undefined);
  /** What the URL's product was last set to, by the box or by navigation. */
  const sent = useRef(query.product);
  /** The URL's query as of the latest render, for a pause that ends after later changes. */
  const latestSearch = useRef(searchParams);
  latestSearch.current = searchParams;
  const stopTyping = useCallback(() => window.clearTimeout(typing.current), []);
  useEffect(() => stopTyping, [stopTyping]);
  const onProductChange = (text: string) => {
    setProduct(text);
    stopTyping();
    typing.current = window.setTimeout(() => {
      const current = latestSearch.current;
      const latest = marketQueryFromSearch(current);
      const wanted = text.trim() || undefined;
      if (latest.product === wanted) return;
      sent.current = wanted;
      const next = marketSearchParams({ ...latest, page: 1, product: wanted });
      if (current.get('view') === 'list') next.set('view', 'list');
      setSearchParams(next, { replace: true });
    }, 350);
  };

  // Back and forward restore the box too; the box's own updates do not (a slow typist's next letters
  // would be overwritten by the text the pause had sent).
  useEffect(() => {
    if (query.product === sent.current) return;
    sent.current = query.product;
    setProduct(query.product ?? '');
  }, [query.product]);

  // Offers and game details arrive through react-query's store, whose updates React renders
  // synchronously, in one task: the whole results page (filters, selects, every offer card) blocked
  // the main thread for hundreds of milliseconds on a phone. Rendering them from deferred copies
  // makes that update a background render React slices and interrupts for input; the store's own
  // update only re-renders what is already on screen.
  // Both parts go over in one piece, once both are there (see the placeholder below), so a second
  // store update cannot land in the middle of that render and force React to redo it synchronously.
  const arrived = useMemo(
    () => (market.data && (game.data || game.isError) ? { offers: market.data, game: game.data } : null),
    [market.data, game.data, game.isError],
  );
  const shown = useDeferredValue(arrived);
  const data = shown?.offers;
  const gameData = shown?.game;

  const categoryName = isCategorySlug(category) ? intl.formatMessage(categoryMessages[category]) : category;
  // Until the game's name is there, the heading names the category alone, never the URL's slug.
  const gameName = data?.game.name ?? gameData?.game.name ?? game.data?.game.name;
  // Gift cards are sold per region where they redeem, not per server.
  const giftCard = (gameData ?? game.data)?.game.giftCard ?? false;
  // An offer without a photo shows the game's cover (its uploaded one once the game is known).
  const gameCover = { slug: gameSlug, imageUrl: (gameData ?? game.data)?.game.imageUrl ?? null };
  const servers = gameData?.game.servers ?? [];
  const heading = (
    <h1 className="lm:text-2xl lm:font-semibold">
      {gameName
        ? intl.formatMessage(marketValueMessages.title, { game: gameName, category: categoryName })
        : categoryName}
    </h1>
  );
  if (!knownCategory || gameMissing || isNotFound(market.error)) return <MarketNotFound />;
  if (market.isError && !market.data) {
    return (
      <section className="lm:mx-auto lm:flex lm:max-w-6xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8">
        {heading}
        <MarketLoadError
          error={market.error}
          retrying={market.isFetching}
          onRetry={() => void market.refetch()}
        />
      </section>
    );
  }

  // The first load shows one placeholder for everything below the heading, replaced in one piece
  // once the game (its categories and servers) and the first offers are there: parts arriving one by
  // one pushed the filters down (Lighthouse measured a 0.16 layout shift on phones). Later filter
  // changes keep the previous offers on screen (keepPreviousData), so the filters never unmount.
  if (!data) {
    return (
      <section
        className="lm:mx-auto lm:flex lm:max-w-6xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8"
        aria-busy="true"
      >
        {heading}
        <div className="lm:flex lm:min-h-screen lm:flex-col lm:gap-6">
          <Skeleton className="lm:h-40 lm:sm:h-24" />
          <div className="lm:grid lm:grid-cols-1 lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} className="lm:h-48" />
            ))}
          </div>
        </div>
      </section>
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const summary = marketSummaryPrices(data);
  const activeCount = [query.server, query.product, query.delivery, query.inStock].filter(
    (value) => value !== undefined,
  ).length;
  return (
    <section
      className="lm:mx-auto lm:flex lm:max-w-6xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8"
      aria-busy={market.isFetching}
    >
      {heading}
      {gameData && gameData.game.categories.length > 1 ? (
        <nav
          aria-label={intl.formatMessage(marketMessages.categories)}
          // One scrolling row on a phone (a wrapped block of chips filled its first screen), wrapped from sm.
          className="lm:-mx-4 lm:flex lm:gap-2 lm:overflow-x-auto lm:px-4 lm:pb-1 lm:sm:mx-0 lm:sm:flex-wrap lm:sm:overflow-visible lm:sm:px-0"
        >
          {gameData.game.categories.map((slug: CategorySlug) => (
            <Link
              key={slug}
              to={`/games/${gameSlug}/${slug}/`}
              aria-current={slug === category ? 'page' : undefined}
              className="lm:shrink-0 lm:whitespace-nowrap lm:rounded-full lm:border lm:px-3 lm:py-1 lm:text-sm lm:aria-[current=page]:font-semibold"
            >
              {intl.formatMessage(categoryMessages[slug])}
            </Link>
          ))}
        </nav>
      ) : null}

      <FilterBar
        label={intl.formatMessage(marketMessages.filters)}
        drawer={{
          title: intl.formatMessage(marketMessages.filters),
          activeCountLabel: intl.formatMessage(marketValueMessages.activeFilters, { count: activeCount }),
          closeLabel: intl.formatMessage(marketMessages.filtersClose),
          doneLabel: intl.formatMessage(marketValueMessages.showOffers, { count: data.total }),
        }}
        activeCount={activeCount}
        total={intl.formatMessage(marketValueMessages.total, { count: data.total })}
        onClear={() => {
          stopTyping();
          setProduct('');
          setSearchParams(view === 'list' ? { view: 'list' } : {});
        }}
        clearLabel={intl.formatMessage(marketMessages.clear)}
        view={view}
        onViewChange={(next) => {
          const params = new URLSearchParams(searchParams);
          if (next === 'list') params.set('view', 'list');
          else params.delete('view');
          setSearchParams(params);
        }}
        viewLabel={intl.formatMessage(marketMessages.view)}
        viewLabels={{
          grid: intl.formatMessage(marketMessages.grid),
          list: intl.formatMessage(marketMessages.list),
        }}
      >
        {servers.length > 0 ? (
          <Field label={intl.formatMessage(giftCard ? marketMessages.region : marketMessages.server)}>
            <Select
              value={query.server ?? ALL}
              onValueChange={(value) => update({ server: value === ALL ? undefined : value })}
              options={[
                {
                  value: ALL,
                  label: intl.formatMessage(giftCard ? marketMessages.allRegions : marketMessages.allServers),
                },
                ...servers.map((server) => ({
                  value: server.slug,
                  label:
                    server.region && server.region !== server.name
                      ? `${server.name} (${server.region})`
                      : server.name,
                })),
              ]}
            />
          </Field>
        ) : null}
        <Field label={intl.formatMessage(marketMessages.product)}>
          <Input
            type="search"
            value={product}
            placeholder={intl.formatMessage(marketMessages.productPlaceholder)}
            onChange={(event) => onProductChange(event.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(marketMessages.delivery)}>
          <Select
            value={query.delivery ?? ALL}
            onValueChange={(value) =>
              update({ delivery: value === ALL ? undefined : (value as MarketQuery['delivery']) })
            }
            options={[
              { value: ALL, label: intl.formatMessage(marketMessages.anyDelivery) },
              // "Instant" alone; the others read "Within 1 hour".
              ...DELIVERY_TIMES.map((time) => ({
                value: time.id,
                label:
                  time.id === 'instant'
                    ? intl.formatMessage(deliveryTimeMessages.instant)
                    : intl.formatMessage(marketValueMessages.deliveryWithin, {
                        time: intl.formatMessage(deliveryTimeMessages[time.id]),
                      }),
              })),
            ]}
          />
        </Field>
        <Field label={intl.formatMessage(marketMessages.sort)}>
          <Select
            value={query.sort}
            onValueChange={(value) => update({ sort: isMarketSort(value) ? value : 'price_asc' })}
            options={MARKET_SORTS.map((sort) => ({
              value: sort,
              label: intl.formatMessage(sortMessages[sort]),
            }))}
          />
        </Field>
        <Checkbox
          label={intl.formatMessage(marketMessages.inStock)}
          checked={query.inStock ?? false}
          onCheckedChange={(checked) => update({ inStock: checked === true ? true : undefined })}
        />
      </FilterBar>

      <dl className="lm:grid lm:grid-cols-3 lm:gap-4 lm:rounded-lg lm:border lm:p-4 lm:text-sm">
        <div>
          <dt className="lm:text-muted-foreground">{intl.formatMessage(marketMessages.lowest)}</dt>
          <dd className="lm:font-semibold lm:tabular-nums lm:[overflow-wrap:anywhere]">{summary.lowest}</dd>
        </div>
        <div>
          <dt className="lm:text-muted-foreground">{intl.formatMessage(marketMessages.highest)}</dt>
          <dd className="lm:font-semibold lm:tabular-nums lm:[overflow-wrap:anywhere]">{summary.highest}</dd>
        </div>
        <div>
          <dt className="lm:text-muted-foreground">{intl.formatMessage(marketMessages.quantity)}</dt>
          <dd className="lm:font-semibold">{intl.formatNumber(data.totalQuantity)}</dd>
        </div>
      </dl>

      {/* The offer cards' titles are h3: this h2 keeps the heading outline in order under the h1. */}
      <h2 id="market-results" className="lm:sr-only">
        {intl.formatMessage(marketMessages.results)}
      </h2>
      {data.offers.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(marketMessages.empty)}
          description={intl.formatMessage(
            giftCard ? marketMessages.emptyHintRegion : marketMessages.emptyHint,
          )}
        />
      ) : view === 'list' ? (
        <div data-view="list">
          <MarketOfferTable
            offers={data.offers}
            priceUnit={data.priceUnit}
            sort={query.sort}
            onSortChange={(sort) => update({ sort })}
            serverLabel={intl.formatMessage(giftCard ? marketMessages.region : marketMessages.server)}
            automaticDeliveryLabel={intl.formatMessage(marketMessages.automaticDelivery)}
            renderSeller={(seller) => <MarketSeller seller={seller} />}
          />
        </div>
      ) : (
        <ul
          aria-labelledby="market-results"
          className="lm:grid lm:grid-cols-1 lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3"
          data-view={view}
        >
          {data.offers.map((offer) => (
            <li key={offer.id}>
              <MarketOfferCard
                offer={offer}
                priceUnit={data.priceUnit}
                game={gameName ?? data.game.name}
                gameCover={gameCover}
                category={categoryName}
                giftCard={giftCard}
                layout={view}
              />
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 ? (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          onPageChange={(page) => {
            const params = marketSearchParams({ ...query, page });
            if (view === 'list') params.set('view', 'list');
            setSearchParams(params);
          }}
          {...paginationLabels}
        />
      ) : null}
    </section>
  );
}
