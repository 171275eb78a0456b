import { otherErrorMessages } from '@lootmarket/i18n';
import { cn } from '@lootmarket/ui';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { GAME_SEARCH_MIN_LENGTH, useGameSearch } from './games-api';

const messages = defineMessages({
  label: { id: 'games.search.label', defaultMessage: 'Search games' },
  placeholder: { id: 'games.search.placeholder', defaultMessage: 'Search for a game…' },
  noResults: { id: 'games.search.noResults', defaultMessage: 'No games found.' },
  searching: { id: 'games.search.searching', defaultMessage: 'Searching…' },
});

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Game search with typeahead (an ARIA 1.2 combobox with a listbox popup). Choosing a game opens its
 * page; a failed search says "Error fetching game results." (spec §8).
 */
export function GameSearch({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text, 200);
  const search = useGameSearch(query);
  const games = search.data?.games ?? [];
  const searchable = text.trim().length >= GAME_SEARCH_MIN_LENGTH;
  const showPopup = open && searchable;

  const choose = (index: number) => {
    const game = games[index];
    if (!game) return;
    setOpen(false);
    setText('');
    navigate(game.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (games.length === 0 ? -1 : (current + 1) % games.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (games.length === 0 ? -1 : current <= 0 ? games.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      if (showPopup && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === 'Escape') {
      if (showPopup) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  };

  let status: string | null = null;
  if (showPopup) {
    if (search.isError) status = intl.formatMessage(otherErrorMessages.gameResults);
    else if (search.isFetching && games.length === 0) status = intl.formatMessage(messages.searching);
    else if (search.isSuccess && games.length === 0) status = intl.formatMessage(messages.noResults);
  }

  return (
    <div className={cn('lm:relative lm:w-full', className)} data-slot="game-search">
      <label htmlFor={`${id}-input`} className="lm:sr-only">
        {intl.formatMessage(messages.label)}
      </label>
      <Search
        aria-hidden="true"
        className="lm:pointer-events-none lm:absolute lm:start-3 lm:top-1/2 lm:size-4 lm:-translate-y-1/2 lm:text-muted-foreground"
      />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={showPopup && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={intl.formatMessage(messages.placeholder)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(
          'lm:w-full lm:rounded-md lm:border lm:border-input lm:bg-background lm:ps-9 lm:pe-3 lm:text-foreground lm:placeholder:text-muted-foreground',
          'lm:focus-visible:outline-2 lm:focus-visible:outline-offset-2 lm:focus-visible:outline-ring',
          size === 'lg' ? 'lm:h-12 lm:text-base' : 'lm:h-10 lm:text-sm',
        )}
      />
      <div
        className={cn(
          'lm:absolute lm:inset-x-0 lm:top-full lm:z-popover lm:mt-1 lm:overflow-hidden lm:rounded-md lm:border lm:border-border lm:bg-popover lm:text-popover-foreground lm:shadow-md',
          !showPopup && 'lm:hidden',
        )}
      >
        <div
          id={listId}
          role="listbox"
          hidden={games.length === 0}
          aria-label={intl.formatMessage(messages.label)}
          className="lm:max-h-80 lm:overflow-y-auto lm:p-1"
        >
          {games.map((game, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the list from the combobox input (arrows, Enter), as ARIA 1.2 prescribes.
            <div
              key={game.slug}
              tabIndex={-1}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the click lands before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'lm:cursor-pointer lm:rounded-sm lm:px-3 lm:py-2 lm:text-sm',
                index === active && 'lm:bg-accent lm:text-accent-foreground',
              )}
            >
              {game.name}
            </div>
          ))}
        </div>
        {status ? (
          <p
            role={search.isError ? 'alert' : 'status'}
            className={cn(
              'lm:px-3 lm:py-2 lm:text-sm',
              search.isError ? 'lm:text-destructive-text' : 'lm:text-muted-foreground',
            )}
          >
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
