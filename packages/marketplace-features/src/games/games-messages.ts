import { defineMessages, type MessageDescriptor } from 'react-intl';
import { categoryMessages } from '../market/catalog-messages';
import type { GamesGroup } from './all-games';

const groupOnlyMessages = defineMessages({
  currency: { id: 'catalog.group.currency', defaultMessage: 'Currency' },
  topUp: { id: 'catalog.group.topUp', defaultMessage: 'Top-ups' },
});

/**
 * Names of the product groups buyers browse by (the contract's `PRODUCT_GROUPS`). A group named as
 * one of its categories ("Items", "Gift cards") shares that category's message; only the groups with
 * a name of their own have one here.
 */
export const productGroupMessages: Record<GamesGroup, MessageDescriptor> = {
  currency: groupOnlyMessages.currency,
  items: categoryMessages.items,
  accounts: categoryMessages.account,
  boosting: categoryMessages.boosting,
  top_up: groupOnlyMessages.topUp,
  gift_cards: categoryMessages.gift_cards,
  keys: categoryMessages.keys,
  services: categoryMessages.services,
};

export const allGamesMessages = defineMessages({
  /** The page's heading, and the header's link to it. */
  title: { id: 'games.all.title', defaultMessage: 'All games' },
  groups: {
    id: 'games.all.groups',
    defaultMessage: 'Product type',
    description: 'Name of the row of filters on the all-games page: currency, items, accounts…',
  },
  allGroups: {
    id: 'games.all.group.all',
    defaultMessage: 'All',
    description: 'The filter that shows every game, whatever it sells.',
  },
  letters: {
    id: 'games.all.letters',
    defaultMessage: 'Games by letter',
    description: 'Name of the A to Z index that jumps to the games starting with a letter.',
  },
  otherLetter: {
    id: 'games.all.otherLetter',
    defaultMessage: 'Digits and other characters',
    description: 'Spoken name of the "#" section: games whose name starts with a digit or a symbol.',
  },
  empty: { id: 'games.all.empty', defaultMessage: 'No games to show yet.' },
  showAll: { id: 'games.all.showAll', defaultMessage: 'Show all games' },
  categoryNav: {
    id: 'layout.header.categories',
    defaultMessage: 'Categories',
    description: "Name of the header's row of links: all games, currency, items, accounts…",
  },
});

export const allGamesValueMessages = defineMessages<{
  count: { count: number };
  emptyGroup: { group: string };
}>({
  count: { id: 'games.all.count', defaultMessage: '{count, plural, one {# game} other {# games}}' },
  emptyGroup: { id: 'games.all.emptyGroup', defaultMessage: 'No games with {group} offers yet.' },
});
