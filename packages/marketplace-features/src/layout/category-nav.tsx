import { cn } from '@lootmarket/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import {
  ALL_GAMES_PATH,
  type GamesGroup,
  gamesGroupFromSearch,
  gamesGroupPath,
  HEADER_GROUPS,
} from '../games/all-games';
import { allGamesMessages, productGroupMessages } from '../games/games-messages';

const items: ReadonlyArray<GamesGroup | null> = [null, ...HEADER_GROUPS];

/**
 * The header's category navigation, as the market leaders lead with it: all games, then the product
 * groups, each the /games/ page filtered to it. The link of the page on screen is marked current.
 * On a phone the row scrolls sideways instead of wrapping; from md it is a plain row. Its links never
 * widen what holds the header (inline-size containment): a grid or a shrinking flex item keeps its width.
 */
export function CategoryNav() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  // undefined: not on /games/, so no link is the current page.
  const chosen = pathname === ALL_GAMES_PATH ? gamesGroupFromSearch(new URLSearchParams(search)) : undefined;
  return (
    <nav
      aria-label={intl.formatMessage(allGamesMessages.categoryNav)}
      className="lm:border-border lm:border-t"
    >
      <ul className="lm:mx-auto lm:flex lm:max-w-7xl lm:gap-1 lm:overflow-x-auto lm:contain-inline-size lm:whitespace-nowrap lm:px-4 lm:py-1.5 lm:text-sm lm:md:flex-wrap lm:md:overflow-x-visible lm:md:whitespace-normal">
        {items.map((group) => {
          const current = group === chosen;
          const name: MessageDescriptor =
            group === null ? allGamesMessages.title : productGroupMessages[group];
          return (
            <li key={group ?? 'all'} className="lm:shrink-0">
              <Link
                to={gamesGroupPath(group)}
                aria-current={current ? 'page' : undefined}
                // The browser may scroll a focused link only partly into the strip: show it whole.
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                }
                className={cn(
                  'lm:inline-flex lm:min-h-9 lm:items-center lm:rounded-md lm:px-3 lm:py-1.5 lm:font-medium lm:underline-offset-4 lm:hover:underline',
                  current ? 'lm:bg-secondary lm:text-secondary-foreground' : 'lm:text-foreground',
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
