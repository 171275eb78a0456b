import type { CategorySlug, DeliveryTimeId } from '@lootmarket/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Names of the offer categories (the slugs of /games/{game_slug}/{category}/). */
export const categoryMessages: Record<CategorySlug, MessageDescriptor> = defineMessages({
  account: { id: 'catalog.category.account', defaultMessage: 'Accounts' },
  gold: { id: 'catalog.category.gold', defaultMessage: 'Gold' },
  coins: { id: 'catalog.category.coins', defaultMessage: 'Coins' },
  items: { id: 'catalog.category.items', defaultMessage: 'Items' },
  keys: { id: 'catalog.category.keys', defaultMessage: 'Keys' },
  boosting: { id: 'catalog.category.boosting', defaultMessage: 'Boosting' },
  services: { id: 'catalog.category.services', defaultMessage: 'Services' },
  top_up: { id: 'catalog.category.topUp', defaultMessage: 'Top up' },
  gift_cards: { id: 'catalog.category.giftCards', defaultMessage: 'Gift cards' },
  coaching: { id: 'catalog.category.coaching', defaultMessage: 'Coaching' },
  guides: { id: 'catalog.category.guides', defaultMessage: 'Guides' },
  dlc: { id: 'catalog.category.dlc', defaultMessage: 'DLC' },
  game_pass: { id: 'catalog.category.gamePass', defaultMessage: 'Game Pass' },
  twitch_drops: { id: 'catalog.category.twitchDrops', defaultMessage: 'Twitch drops' },
  prime_gaming: { id: 'catalog.category.primeGaming', defaultMessage: 'Prime Gaming' },
  offline_activation: { id: 'catalog.category.offlineActivation', defaultMessage: 'Offline activation' },
  other: { id: 'catalog.category.other', defaultMessage: 'Other' },
});

/** Spec §3 delivery time options. */
export const deliveryTimeMessages: Record<DeliveryTimeId, MessageDescriptor> = defineMessages({
  instant: { id: 'catalog.delivery.instant', defaultMessage: 'Instant' },
  '5m': { id: 'catalog.delivery.5m', defaultMessage: '5 minutes' },
  '20m': { id: 'catalog.delivery.20m', defaultMessage: '20 minutes' },
  '1h': { id: 'catalog.delivery.1h', defaultMessage: '1 hour' },
  '5h': { id: 'catalog.delivery.5h', defaultMessage: '5 hours' },
  '12h': { id: 'catalog.delivery.12h', defaultMessage: '12 hours' },
  '1d': { id: 'catalog.delivery.1d', defaultMessage: '1 day' },
  '2d': { id: 'catalog.delivery.2d', defaultMessage: '2 days' },
  '3d': { id: 'catalog.delivery.3d', defaultMessage: '3 days' },
  '7d': { id: 'catalog.delivery.7d', defaultMessage: '7 days' },
});
