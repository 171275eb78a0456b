import type { CategorySlug } from '@lootmarket/contract';
import { EmptyState, Skeleton } from '@lootmarket/ui';
import { ChevronRight } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { GameCover } from '../games/game-cover';
import { isNotFound } from '../lib/load-error';
import { categoryMessages } from './catalog-messages';
import { useGame, useMarket } from './market-api';
import { MarketLoadError, MarketNotFound, MarketOfferCard } from './market-page';

export const gamePageMessages = defineMessages({
  categories: { id: 'game.categories', defaultMessage: 'What you can buy' },
  noOffers: { id: 'game.noOffers', defaultMessage: 'No offers in stock yet.' },
});

export const gamePageValueMessages = defineMessages<{
  topOffers: { category: string };
  allOffers: { category: string };
}>({
  topOffers: { id: 'game.topOffers', defaultMessage: 'Cheapest {category} in stock' },
  allOffers: { id: 'game.allOffers', defaultMessage: 'All {category} offers' },
});

/** How many of the first category's cheapest offers the landing page shows. */
export const GAME_PAGE_TOP_OFFERS = 6;

/**
 * A game's landing page, /games/{game}/: every category it is sold in, each a way into its market,
 * and the cheapest offers in stock of its first category. An unknown game is the market's not-found page.
 */
export function GamePage({ gameSlug }: { gameSlug: string }) {
  const intl = useIntl();
  const game = useGame(gameSlug);
  const detail = game.data?.game;
  const first = detail?.categories[0];
  const top = useMarket(
    gameSlug,
    first ?? '',
    { sort: 'price_asc', inStock: true, page: 1, pageSize: GAME_PAGE_TOP_OFFERS },
    { enabled: Boolean(first) },
  );

  if (isNotFound(game.error)) return <MarketNotFound />;
  if (game.isError && !detail) {
    return (
      <section className="lm:mx-auto lm:max-w-6xl lm:px-4 lm:py-8">
        <MarketLoadError error={game.error} retrying={game.isFetching} onRetry={() => void game.refetch()} />
      </section>
    );
  }
  if (!detail) {
    return (
      <section
        className="lm:mx-auto lm:flex lm:max-w-6xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8"
        aria-busy="true"
      >
        <Skeleton className="lm:h-9 lm:w-64" />
        <Skeleton className="lm:h-40" />
      </section>
    );
  }

  const name = (slug: CategorySlug) => intl.formatMessage(categoryMessages[slug]);
  return (
    <section
      className="lm:mx-auto lm:flex lm:max-w-6xl lm:flex-col lm:gap-8 lm:px-4 lm:py-8"
      aria-busy={top.isFetching && !top.data}
    >
      <header className="lm:flex lm:items-center lm:gap-4">
        <GameCover name={detail.name} slug={detail.slug} imageUrl={detail.imageUrl} size="lg" />
        <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1">
          <h1 className="lm:text-3xl lm:font-bold lm:break-words">{detail.name}</h1>
          {detail.publisher || detail.releaseYear ? (
            <p className="lm:text-sm lm:text-muted-foreground">
              {[detail.publisher, detail.releaseYear].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
      </header>

      <nav aria-labelledby="game-categories" className="lm:flex lm:flex-col lm:gap-3">
        <h2 id="game-categories" className="lm:text-xl lm:font-semibold">
          {intl.formatMessage(gamePageMessages.categories)}
        </h2>
        {/* Two columns already on a phone: the cheapest offers below stay near the first screen. */}
        <ul className="lm:grid lm:grid-cols-2 lm:gap-2 lm:sm:gap-3 lm:lg:grid-cols-3">
          {detail.categories.map((slug) => (
            <li key={slug}>
              <Link
                to={`/games/${gameSlug}/${slug}/`}
                className="lm:flex lm:min-h-12 lm:items-center lm:justify-between lm:gap-2 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:px-3 lm:py-2 lm:text-sm lm:font-medium lm:sm:min-h-14 lm:sm:px-4 lm:sm:text-base lm:text-card-foreground lm:hover:border-primary"
              >
                {name(slug)}
                <ChevronRight aria-hidden="true" className="lm:size-4 lm:shrink-0 lm:text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {first ? (
        <section aria-labelledby="game-top-offers" className="lm:flex lm:flex-col lm:gap-3">
          <div className="lm:flex lm:flex-wrap lm:items-baseline lm:justify-between lm:gap-x-4 lm:gap-y-1">
            <h2 id="game-top-offers" className="lm:text-xl lm:font-semibold">
              {intl.formatMessage(gamePageValueMessages.topOffers, { category: name(first) })}
            </h2>
            <Link
              to={`/games/${gameSlug}/${first}/`}
              className="lm:text-sm lm:font-medium lm:text-link lm:underline lm:underline-offset-4"
            >
              {intl.formatMessage(gamePageValueMessages.allOffers, { category: name(first) })}
            </Link>
          </div>
          {!top.data ? (
            <div className="lm:grid lm:grid-cols-1 lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="lm:h-48" />
              ))}
            </div>
          ) : top.data.offers.length === 0 ? (
            <EmptyState headingLevel={3} title={intl.formatMessage(gamePageMessages.noOffers)} />
          ) : (
            <ul className="lm:grid lm:grid-cols-1 lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3">
              {top.data.offers.map((offer) => (
                <li key={offer.id}>
                  <MarketOfferCard
                    offer={offer}
                    priceUnit={top.data.priceUnit}
                    game={detail.name}
                    gameCover={{ slug: detail.slug, imageUrl: detail.imageUrl }}
                    category={name(first)}
                    giftCard={detail.giftCard}
                    layout="grid"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}
