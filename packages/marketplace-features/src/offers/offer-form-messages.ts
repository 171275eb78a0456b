import { defineMessages } from 'react-intl';

export const offerFormMessages = defineMessages({
  addTitle: { id: 'offerForm.addTitle', defaultMessage: 'Add product' },
  editTitle: { id: 'offerForm.editTitle', defaultMessage: 'Edit offer' },
  game: { id: 'offerForm.game', defaultMessage: 'Game' },
  gamePlaceholder: { id: 'offerForm.gamePlaceholder', defaultMessage: 'Choose a game' },
  category: { id: 'offerForm.category', defaultMessage: 'Category' },
  categoryPlaceholder: { id: 'offerForm.categoryPlaceholder', defaultMessage: 'Choose a category' },
  server: { id: 'offerForm.server', defaultMessage: 'Server' },
  serverPlaceholder: { id: 'offerForm.serverPlaceholder', defaultMessage: 'Choose a server' },
  noServer: { id: 'offerForm.noServer', defaultMessage: 'Any server' },
  title: { id: 'offerForm.title', defaultMessage: 'Title' },
  description: { id: 'offerForm.description', defaultMessage: 'Description' },
  descriptionHint: {
    id: 'offerForm.descriptionHint',
    defaultMessage:
      'Describe what the buyer gets. Contact details (e-mail, phone, messengers, links) are not allowed.',
  },
  deliveryTime: { id: 'offerForm.deliveryTime', defaultMessage: 'Delivery time' },
  deliveryPlaceholder: { id: 'offerForm.deliveryPlaceholder', defaultMessage: 'Choose a delivery time' },
  price: { id: 'offerForm.price', defaultMessage: 'Price' },
  currency: { id: 'offerForm.currency', defaultMessage: 'Currency' },
  quantity: { id: 'offerForm.quantity', defaultMessage: 'Quantity in stock' },
  bundleSize: {
    id: 'offerForm.bundleSize',
    defaultMessage: 'Units per purchase',
    description: 'How many units of the good (gold, coins) one purchase of the offer delivers.',
  },
  bundleSizeHint: {
    id: 'offerForm.bundleSizeHint',
    defaultMessage:
      'How much of the good one purchase delivers, e.g. 10000 for 10k gold. The market compares prices per unit.',
  },
  bundleSizeFixed: {
    id: 'offerForm.bundleSizeFixed',
    defaultMessage:
      'Fixed once the offer is listed: buyers pay for exactly this amount. To sell another amount, add another offer.',
  },
  submitAdd: { id: 'offerForm.submitAdd', defaultMessage: 'Submit product' },
  submitEdit: { id: 'offerForm.submitEdit', defaultMessage: 'Save changes' },
  saving: { id: 'offerForm.saving', defaultMessage: 'Saving…' },
});

/** The photo uploader's own texts (the kit's English defaults, translated). */
export const uploaderMessages = defineMessages({
  label: { id: 'offerForm.photos.label', defaultMessage: 'Photos' },
  hint: {
    id: 'offerForm.photos.hint',
    defaultMessage: 'Up to 5 images, JPEG, PNG or WebP, at most 5 MB each. The first one is the cover.',
  },
  choose: { id: 'offerForm.photos.choose', defaultMessage: 'Add photos' },
});

export const uploaderValueMessages = defineMessages<{
  typeError: { name: string };
  sizeError: { name: string };
  remove: { name: string };
  moveEarlier: { name: string };
  moveLater: { name: string };
  uploading: { name: string };
  position: { index: number; total: number };
}>({
  typeError: { id: 'offerForm.photos.typeError', defaultMessage: '{name}: use a JPEG, PNG or WebP image.' },
  sizeError: { id: 'offerForm.photos.sizeError', defaultMessage: '{name}: the file is larger than 5 MB.' },
  remove: { id: 'offerForm.photos.remove', defaultMessage: 'Remove {name}' },
  moveEarlier: { id: 'offerForm.photos.moveEarlier', defaultMessage: 'Move {name} earlier' },
  moveLater: { id: 'offerForm.photos.moveLater', defaultMessage: 'Move {name} later' },
  uploading: { id: 'offerForm.photos.uploading', defaultMessage: 'Uploading {name}' },
  position: { id: 'offerForm.photos.position', defaultMessage: 'Photo {index} of {total}' },
});
