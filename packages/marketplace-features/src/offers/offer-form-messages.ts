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
  submitAdd: { id: 'offerForm.submitAdd', defaultMessage: 'Submit product' },
  submitEdit: { id: 'offerForm.submitEdit', defaultMessage: 'Save changes' },
  saving: { id: 'offerForm.saving', defaultMessage: 'Saving…' },
});
