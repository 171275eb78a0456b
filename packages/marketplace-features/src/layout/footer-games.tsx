import { otherErrorMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type FooterGame, useFooterGames } from '../games/games-api';
import { categoryMessages } from '../market/catalog-messages';
import { useInView } from './use-in-view';

/** Spec §9: the footer shows 12 games first and loads its list within 600 px of the viewport. */
const FOOTER_INITIAL_GAMES = 12;
const FOOTER_LAZY_MARGIN = '600px';

export const footerGamesMessages = defineMessages({
  title: { id: 'layout.footer.games.title', defaultMessage: 'Games' },
  showAll: { id: 'layout.footer.games.showAll', defaultMessage: 'Show all games' },
  showFewer: { id: 'layout.footer.games.showFewer', defaultMessage: 'Show fewer games' },
  loading: { id: 'layout.footer.games.loading', defaultMessage: 'Loading games…' },
});

export function FooterGamesList({ games }: { games: readonly FooterGame[] }) {
  const intl = useIntl();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? games : games.slice(0, FOOTER_INITIAL_GAMES);
  return (
    <>
      <ul
        id={listId}
        className="lm:grid lm:gap-x-6 lm:gap-y-4 lm:sm:grid-cols-2 lm:md:grid-cols-3 lm:lg:grid-cols-4"
      >
        {shown.map((game) => (
          <li key={game.title} data-slot="footer-game">
            <p className="lm:font-medium lm:text-foreground">{game.title}</p>
            <ul className="lm:mt-1 lm:flex lm:flex-wrap lm:gap-x-3 lm:gap-y-1">
              {game.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="lm:underline-offset-4 lm:hover:text-foreground lm:hover:underline"
                  >
                    {intl.formatMessage(categoryMessages[link.category])}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {games.length > FOOTER_INITIAL_GAMES ? (
        <Button
          variant="outline"
          size="sm"
          className="lm:mt-4 lm:self-start"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {intl.formatMessage(expanded ? footerGamesMessages.showFewer : footerGamesMessages.showAll)}
        </Button>
      ) : null}
    </>
  );
}

/** The games section, fetched only once the reader scrolls near it. */
export function FooterGames() {
  const intl = useIntl();
  const sentinel = useRef<HTMLElement | null>(null);
  const near = useInView(sentinel, { rootMargin: FOOTER_LAZY_MARGIN, once: true });
  const games = useFooterGames(near);
  return (
    <section
      ref={sentinel}
      aria-labelledby="footer-games-title"
      className="lm:flex lm:flex-col lm:gap-3"
      data-loaded={games.isSuccess || undefined}
    >
      <h2 id="footer-games-title" className="lm:font-semibold lm:text-base lm:text-foreground">
        {intl.formatMessage(footerGamesMessages.title)}
      </h2>
      {games.isSuccess ? (
        <FooterGamesList games={games.data.games} />
      ) : games.isError ? (
        <p role="alert" className="lm:text-destructive-text">
          {intl.formatMessage(otherErrorMessages.gameResults)}
        </p>
      ) : (
        <p aria-busy={near} className="lm:text-muted-foreground">
          {near ? intl.formatMessage(footerGamesMessages.loading) : null}
        </p>
      )}
    </section>
  );
}
