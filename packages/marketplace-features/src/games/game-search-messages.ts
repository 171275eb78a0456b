import { defineMessages } from 'react-intl';

/** The game search's name and placeholder: shown by the plain field first and by the combobox after. */
export const gameSearchMessages = defineMessages({
  label: { id: 'games.search.label', defaultMessage: 'Search games' },
  placeholder: { id: 'games.search.placeholder', defaultMessage: 'Search for a game…' },
});
