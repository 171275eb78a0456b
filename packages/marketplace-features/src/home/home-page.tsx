import { otherErrorMessages, RelativeTime } from '@lootmarket/i18n';
import { Star } from 'lucide-react';
import { useDeferredValue } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FaqList } from '../faq/faq-list';
import { faqMessages } from '../faq/faq-messages';
import { GameCover } from '../games/game-cover';
import { GameSearch } from '../games/game-search';
import {
  type FeaturedReview,
  type GameSummary,
  POPULAR_GAMES_LIMIT,
  useFeaturedReviews,
  usePopularGames,
} from '../games/games-api';

const messages = defineMessages({
  tagline: {
    id: 'home.tagline',
    defaultMessage: 'Game currency, items, accounts and keys — paid safely through escrow',
  },
  intro: {
    id: 'home.intro',
    defaultMessage:
      'Buy from trusted sellers in over 80 games. Your payment is held until you confirm delivery, and the seller is paid the moment you do.',
  },
  claimCheckout: { id: 'home.claims.checkout', defaultMessage: 'Checkout in under 60 seconds' },
  claimSupport: { id: 'home.claims.support', defaultMessage: '24/7 support' },
  claimReply: { id: 'home.claims.reply', defaultMessage: 'Average support reply: 3 minutes' },
  claimGuarantee: { id: 'home.claims.guarantee', defaultMessage: '100% delivery guarantee' },
  popularGames: { id: 'home.popularGames.title', defaultMessage: 'Popular games' },
  popularGiftCards: { id: 'home.popularGiftCards.title', defaultMessage: 'Popular gift cards' },
  howItWorks: { id: 'home.howItWorks.title', defaultMessage: 'How it works' },
  step1: { id: 'home.howItWorks.step1', defaultMessage: 'Find your game and the offer you want.' },
  step2: {
    id: 'home.howItWorks.step2',
    defaultMessage: 'Compare sellers by price, delivery time and reviews.',
  },
  step3: {
    id: 'home.howItWorks.step3',
    defaultMessage: 'Pay by card, wallet balance or crypto in under 60 seconds.',
  },
  step4: { id: 'home.howItWorks.step4', defaultMessage: 'We hold your payment safely in escrow.' },
  step5: {
    id: 'home.howItWorks.step5',
    defaultMessage: 'The seller delivers; chat with them if you need to.',
  },
  step6: {
    id: 'home.howItWorks.step6',
    defaultMessage: 'Confirm delivery and the seller is paid at once.',
  },
  reviews: { id: 'home.reviews.title', defaultMessage: 'Trusted by players' },
  faq: { id: 'home.faq.title', defaultMessage: 'Questions and answers' },
});
const ratingMessages = defineMessages<{ rating: { rating: number }; about: { seller: string } }>({
  rating: { id: 'home.reviews.rating', defaultMessage: 'Rated {rating} out of 5' },
  about: { id: 'home.reviews.about', defaultMessage: 'about seller {seller}' },
});

const steps = [
  messages.step1,
  messages.step2,
  messages.step3,
  messages.step4,
  messages.step5,
  messages.step6,
];
const claims = [messages.claimCheckout, messages.claimSupport, messages.claimReply, messages.claimGuarantee];

function GameGrid({ titleId, giftCards }: { titleId: string; giftCards: boolean }) {
  const intl = useIntl();
  const games = usePopularGames(giftCards);
  // Rendered from a deferred copy: react-query's store updates render synchronously, and this turns
  // the grid's arrival into a background render that React slices (total blocking time on phones).
  const shown = useDeferredValue(games.data?.games);
  if (games.isError && !shown) {
    return (
      <p role="alert" className="lm:text-destructive-text">
        {intl.formatMessage(otherErrorMessages.gameResults)}
      </p>
    );
  }
  const items: readonly GameSummary[] = shown ?? [];
  return (
    <ul
      aria-labelledby={titleId}
      aria-busy={shown === undefined}
      className="lm:grid lm:grid-cols-2 lm:gap-3 lm:sm:grid-cols-3 lm:lg:grid-cols-6"
    >
      {shown === undefined
        ? // As many placeholders as games asked for: a full answer then takes exactly their room (six
          // placeholders grew into two rows of twelve games on wide screens, a layout shift).
          Array.from({ length: POPULAR_GAMES_LIMIT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} aria-hidden="true" className="lm:h-16 lm:rounded-lg lm:bg-skeleton" />
          ))
        : items.map((game) => (
            <li key={game.slug}>
              <Link
                to={game.href}
                className="lm:flex lm:h-16 lm:items-center lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:px-3 lm:font-medium lm:hover:border-primary"
              >
                <GameCover name={game.name} slug={game.slug} imageUrl={game.imageUrl} />
                <span className="lm:min-w-0 lm:leading-tight lm:[overflow-wrap:anywhere]">{game.name}</span>
              </Link>
            </li>
          ))}
    </ul>
  );
}

function ReviewCard({ review }: { review: FeaturedReview }) {
  const intl = useIntl();
  return (
    <li className="lm:flex lm:flex-col lm:gap-2 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4">
      <p
        role="img"
        aria-label={intl.formatMessage(ratingMessages.rating, { rating: review.stars })}
        className="lm:flex lm:gap-0.5"
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions.
            key={index}
            aria-hidden="true"
            className={
              index < review.stars
                ? 'lm:size-4 lm:fill-star lm:text-star'
                : 'lm:size-4 lm:text-muted-foreground'
            }
          />
        ))}
      </p>
      <blockquote className="lm:text-sm">{review.comment}</blockquote>
      <p className="lm:text-muted-foreground lm:text-xs">
        {review.authorName} · {intl.formatMessage(ratingMessages.about, { seller: review.sellerName })} ·{' '}
        <RelativeTime value={review.createdAt} />
      </p>
    </li>
  );
}

/** Shown only with real reviews from the API: no placeholder testimonials. */
function TrustedBy() {
  const intl = useIntl();
  const reviews = useFeaturedReviews();
  const items = useDeferredValue(reviews.data?.reviews) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-reviews" className="lm:flex lm:flex-col lm:gap-4">
      <h2 id="home-reviews" className="lm:font-semibold lm:text-2xl">
        {intl.formatMessage(messages.reviews)}
      </h2>
      <ul className="lm:grid lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3">
        {items.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const intl = useIntl();
  return (
    <div className="lm:mx-auto lm:flex lm:max-w-7xl lm:flex-col lm:gap-12 lm:px-4 lm:py-12">
      <section className="lm:flex lm:flex-col lm:gap-4">
        <h1 className="lm:max-w-3xl lm:font-bold lm:text-3xl lm:sm:text-4xl">
          {intl.formatMessage(messages.tagline)}
        </h1>
        <p className="lm:max-w-2xl lm:text-lg lm:text-muted-foreground">
          {intl.formatMessage(messages.intro)}
        </p>
        <GameSearch size="lg" className="lm:max-w-2xl" />
        <ul className="lm:flex lm:flex-wrap lm:gap-x-6 lm:gap-y-2 lm:text-sm">
          {claims.map((claim) => (
            <li key={claim.id} className="lm:flex lm:items-center lm:gap-2">
              <span aria-hidden="true" className="lm:size-2 lm:rounded-full lm:bg-success" />
              {intl.formatMessage(claim)}
            </li>
          ))}
        </ul>
      </section>
      <section className="lm:flex lm:flex-col lm:gap-4">
        <h2 id="home-popular-games" className="lm:font-semibold lm:text-2xl">
          {intl.formatMessage(messages.popularGames)}
        </h2>
        <GameGrid titleId="home-popular-games" giftCards={false} />
      </section>
      <section className="lm:flex lm:flex-col lm:gap-4">
        <h2 id="home-popular-gift-cards" className="lm:font-semibold lm:text-2xl">
          {intl.formatMessage(messages.popularGiftCards)}
        </h2>
        <GameGrid titleId="home-popular-gift-cards" giftCards />
      </section>
      <section aria-labelledby="how-it-works" className="lm:flex lm:flex-col lm:gap-4">
        <h2 id="how-it-works" className="lm:font-semibold lm:text-2xl">
          {intl.formatMessage(messages.howItWorks)}
        </h2>
        <ol className="lm:grid lm:gap-4 lm:sm:grid-cols-2 lm:lg:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.id}
              className="lm:flex lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
            >
              <span
                aria-hidden="true"
                className="lm:flex lm:size-8 lm:shrink-0 lm:items-center lm:justify-center lm:rounded-full lm:bg-primary lm:font-semibold lm:text-primary-foreground"
              >
                {index + 1}
              </span>
              <span>{intl.formatMessage(step)}</span>
            </li>
          ))}
        </ol>
      </section>
      <TrustedBy />
      <section aria-labelledby="home-faq" className="lm:flex lm:flex-col lm:gap-4">
        <h2 id="home-faq" className="lm:font-semibold lm:text-2xl">
          {intl.formatMessage(messages.faq)}
        </h2>
        <FaqList limit={4} />
        <Link
          to="/faq/"
          className="lm:self-start lm:font-medium lm:text-link lm:underline lm:underline-offset-4"
        >
          {intl.formatMessage(faqMessages.more)}
        </Link>
      </section>
    </div>
  );
}
