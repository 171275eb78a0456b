import { otherErrorMessages } from '@lootmarket/i18n';
import { cn, EmptyState, Skeleton } from '@lootmarket/ui';
import { type ReactNode, useDeferredValue, useMemo, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../lib/load-error';
import { categoryMessages } from '../market/catalog-messages';
import {
  GAMES_GROUPS,
  type GamesGroup,
  gameLinkPath,
  gamesByLetter,
  gamesGroupFromSearch,
  gamesGroupPath,
  gamesInGroup,
  type LetterSection,
  OTHER_LETTER,
} from './all-games';
import { GameCover } from './game-cover';
import { type GameSummary, useAllGames } from './games-api';
import { allGamesMessages, allGamesValueMessages, productGroupMessages } from './games-messages';

/** The id of a letter's heading: the letter index's links jump to it (`/games/#games-letter-W`). */
export const letterSectionId = (letter: string) =>
  `games-letter-${letter === OTHER_LETTER ? 'other' : letter}`;

/** "#", with its spoken name after it ("# digits and other characters"), or the letter itself. */
function LetterName({ letter }: { letter: string }) {
  const intl = useIntl();
  if (letter !== OTHER_LETTER) return letter;
  return (
    <>
      {letter}
      <span className="lm:sr-only"> {intl.formatMessage(allGamesMessages.otherLetter)}</span>
    </>
  );
}

const chipClass =
  'lm:inline-flex lm:min-h-9 lm:items-center lm:rounded-full lm:border lm:px-3 lm:py-1 lm:font-medium lm:text-sm';

/** The product groups as links: the chosen one lives in the URL (`?group=currency`) and is marked current. */
function GroupFilter({ group }: { group: GamesGroup | null }) {
  const intl = useIntl();
  const choices: Array<GamesGroup | null> = [null, ...GAMES_GROUPS];
  return (
    <nav aria-label={intl.formatMessage(allGamesMessages.groups)}>
      <ul className="lm:flex lm:flex-wrap lm:gap-2">
        {choices.map((choice) => {
          const current = choice === group;
          const name: MessageDescriptor =
            choice === null ? allGamesMessages.allGroups : productGroupMessages[choice];
          return (
            <li key={choice ?? 'all'} className="lm:min-w-0">
              <Link
                to={gamesGroupPath(choice)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  chipClass,
                  current
                    ? 'lm:border-primary lm:bg-primary lm:text-primary-foreground'
                    : 'lm:border-border lm:bg-card lm:text-card-foreground lm:hover:border-primary',
                )}
              >
                {intl.formatMessage(name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One game: its name leads to its page (or the chosen group's market), its categories below. */
function GameEntry({ game, group }: { game: GameSummary; group: GamesGroup | null }) {
  const intl = useIntl();
  return (
    <li
      data-slot="all-games-game"
      className="lm:relative lm:flex lm:min-w-0 lm:items-center lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:px-3 lm:py-2 lm:hover:border-primary"
    >
      <GameCover name={game.name} slug={game.slug} imageUrl={game.imageUrl} />
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5">
        {/* The link's ::after covers the card, so the whole card is one target with the game's name. */}
        <Link
          to={gameLinkPath(game, group)}
          className="lm:font-medium lm:text-card-foreground lm:[overflow-wrap:anywhere] lm:after:absolute lm:after:inset-0 lm:after:rounded-lg"
        >
          {game.name}
        </Link>
        {game.categories.length > 0 ? (
          <p className="lm:text-muted-foreground lm:text-xs lm:[overflow-wrap:anywhere]">
            {game.categories.map((category) => intl.formatMessage(categoryMessages[category])).join(' · ')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The A–Z list: an index of the letters that have games, and a section per letter. */
function GamesByLetter({ sections, group }: { sections: LetterSection[]; group: GamesGroup | null }) {
  const intl = useIntl();
  const { search } = useLocation();
  const list = useRef<HTMLDivElement>(null);
  return (
    <div ref={list} className="lm:flex lm:flex-col lm:gap-6">
      <nav aria-label={intl.formatMessage(allGamesMessages.letters)}>
        <ul className="lm:flex lm:flex-wrap lm:gap-1">
          {sections.map(({ letter }) => (
            <li key={letter}>
              <Link
                to={{ search, hash: letterSectionId(letter) }}
                // The heading takes the focus (and scrolls into view), so Tab goes on from that letter's games.
                onClick={() =>
                  list.current?.querySelector<HTMLElement>(`#${letterSectionId(letter)}`)?.focus()
                }
                className="lm:inline-flex lm:size-9 lm:items-center lm:justify-center lm:rounded-md lm:border lm:border-border lm:bg-card lm:font-semibold lm:text-card-foreground lm:text-sm lm:hover:border-primary"
              >
                <LetterName letter={letter} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ letter, games }) => (
        <section
          key={letter}
          aria-labelledby={letterSectionId(letter)}
          className="lm:flex lm:flex-col lm:gap-3"
        >
          <h2
            id={letterSectionId(letter)}
            tabIndex={-1}
            className="lm:scroll-mt-4 lm:border-border lm:border-b lm:pb-1 lm:font-semibold lm:text-xl"
          >
            <LetterName letter={letter} />
          </h2>
          <ul className="lm:grid lm:gap-2 lm:sm:grid-cols-2 lm:lg:grid-cols-3 lm:xl:grid-cols-4">
            {games.map((game) => (
              <GameEntry key={game.slug} game={game} group={group} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The list's place while the games load: the index and a few rows, announced busy. */
function GamesLoading() {
  return (
    <div aria-busy="true" className="lm:flex lm:flex-col lm:gap-6">
      <Skeleton className="lm:h-9 lm:max-w-md" />
      {[0, 1].map((section) => (
        <div key={section} className="lm:flex lm:flex-col lm:gap-3">
          <Skeleton className="lm:h-7 lm:w-8" />
          <div className="lm:grid lm:gap-2 lm:sm:grid-cols-2 lm:lg:grid-cols-3 lm:xl:grid-cols-4">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="lm:h-14" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Every game, /games/: A to Z by first letter with an index of the letters, filtered by product
 * group (`?group=currency`: the games that sell one of the group's categories, each leading to that
 * market). GET /api/v1/games answers the whole catalogue; the filter and the sections are made here.
 */
export function AllGamesPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const group = gamesGroupFromSearch(search);
  const games = useAllGames();
  /*
   * The answer renders from a deferred copy, as the market and home pages do: a store update renders
   * synchronously, in one task, and the whole catalogue (a hundred games with their covers) took a
   * long task on a phone; deferred, React renders it in slices and the page stays responsive.
   */
  const arrived = useDeferredValue(games.data);
  const shown = useMemo(() => (arrived ? gamesInGroup(arrived.games, group) : null), [arrived, group]);
  const sections = useMemo(() => (shown ? gamesByLetter(shown, intl.locale) : []), [shown, intl.locale]);

  let content: ReactNode;
  if (games.isError && !shown) {
    content = (
      <LoadError
        error={games.error}
        // The catalogue's list has no "missing" case: a 404 is a failure to fetch it like any other.
        notFound={otherErrorMessages.gameResults}
        retrying={games.isFetching}
        onRetry={() => void games.refetch()}
      />
    );
  } else if (!shown) {
    content = <GamesLoading />;
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        title={
          group === null
            ? intl.formatMessage(allGamesMessages.empty)
            : intl.formatMessage(allGamesValueMessages.emptyGroup, {
                group: intl.formatMessage(productGroupMessages[group]),
              })
        }
        action={
          group === null ? null : (
            <Link
              to={gamesGroupPath(null)}
              className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4"
            >
              {intl.formatMessage(allGamesMessages.showAll)}
            </Link>
          )
        }
      />
    );
  } else {
    content = <GamesByLetter sections={sections} group={group} />;
  }

  return (
    <div className="lm:mx-auto lm:flex lm:min-w-0 lm:max-w-7xl lm:flex-col lm:gap-6 lm:px-4 lm:py-8">
      <header className="lm:flex lm:flex-col lm:gap-1">
        <h1 className="lm:font-bold lm:text-3xl lm:[overflow-wrap:anywhere]">
          {intl.formatMessage(allGamesMessages.title)}
        </h1>
        {/* A status: the new count is read out when a filter changes the list. */}
        <p role="status" className="lm:min-h-6 lm:text-muted-foreground">
          {shown ? intl.formatMessage(allGamesValueMessages.count, { count: shown.length }) : null}
        </p>
      </header>
      <GroupFilter group={group} />
      {content}
    </div>
  );
}
