import { otherErrorMessages } from '@lootmarket/i18n';
import { Combobox } from '@lootmarket/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { GameCover } from './game-cover';
import { gameSearchMessages } from './game-search-messages';
import { GAME_SEARCH_MIN_LENGTH, useGameSearch } from './games-api';

const messages = defineMessages({
  noResults: { id: 'games.search.noResults', defaultMessage: 'No games found.' },
  searching: { id: 'games.search.searching', defaultMessage: 'Searching…' },
});
const valueMessages = defineMessages<{ results: { count: number } }>({
  results: {
    id: 'games.search.results',
    defaultMessage: '{count, plural, one {# game found} other {# games found}}',
  },
});

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type GameSearchComboboxProps = {
  className?: string;
  size?: 'md' | 'lg';
  /** What was typed into the plain field shown before this code loaded (game-search.tsx). */
  initialText?: string;
  /** Focus the field on mount, the caret at the end: it replaces a plain field that had focus. */
  takeFocus?: boolean;
};

/**
 * Game search with typeahead: the kit's Combobox (an ARIA 1.2 combobox, its popup portalled so the
 * header does not clip it) fed by the server search. Choosing a game opens its page, and Enter opens
 * the best match (highlighted first); a failed search says "Error fetching game results." (spec §8).
 */
export function GameSearchCombobox({
  className,
  size = 'md',
  initialText = '',
  takeFocus = false,
}: GameSearchComboboxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!takeFocus) return;
    const input = root.current?.querySelector('input');
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);
  const query = useDebounced(text, 200);
  const search = useGameSearch(query);
  const games = search.data?.games ?? [];
  const label = intl.formatMessage(gameSearchMessages.label);

  return (
    // `display: contents`: the wrapper only finds the input to focus; the Combobox lays out as before.
    <div ref={root} className="lm:contents">
      <Combobox
        kind="search"
        size={size}
        className={className}
        aria-label={label}
        listLabel={label}
        placeholder={intl.formatMessage(gameSearchMessages.placeholder)}
        minQueryLength={GAME_SEARCH_MIN_LENGTH}
        // The best match is highlighted as results arrive: Enter opens it, as the market leaders' searches do.
        autoSelect
        // Typed into the plain field before this loaded: the results show as if typed here.
        defaultOpen={takeFocus && initialText.trim().length >= GAME_SEARCH_MIN_LENGTH}
        options={games.map((game) => ({
          value: game.slug,
          label: game.name,
          media: <GameCover name={game.name} slug={game.slug} imageUrl={game.imageUrl} size="sm" />,
        }))}
        value={null}
        inputValue={text}
        onInputChange={setText}
        onChange={(slug) => {
          const game = games.find((candidate) => candidate.slug === slug);
          if (!game) return;
          setText('');
          navigate(game.href);
        }}
        loading={search.isFetching}
        loadingMessage={intl.formatMessage(messages.searching)}
        emptyMessage={intl.formatMessage(messages.noResults)}
        errorMessage={search.isError ? intl.formatMessage(otherErrorMessages.gameResults) : undefined}
        resultsMessage={(count) => intl.formatMessage(valueMessages.results, { count })}
      />
    </div>
  );
}
