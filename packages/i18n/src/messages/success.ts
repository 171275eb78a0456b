import { defineMessages } from 'react-intl';

// The success messages of spec §8 (and its register-section status 'Account created – logging in…'), word for word in English (the spec gives most without a full stop).
export const successMessages = defineMessages({
  accountCreatedLoggingIn: {
    id: 'success.accountCreatedLoggingIn',
    defaultMessage: 'Account created – logging in…',
    description: 'Status shown after registering, while the new account is being signed in.',
  },
  offerUpdated: {
    id: 'success.offerUpdated',
    defaultMessage: 'Offer updated successfully',
  },
  imagesDeleted: {
    id: 'success.imagesDeleted',
    defaultMessage: 'Images deleted successfully',
  },
  photosUploaded: {
    id: 'success.photosUploaded',
    defaultMessage: 'Photos uploaded successfully',
  },
  offerAndImagesDeleted: {
    id: 'success.offerAndImagesDeleted',
    defaultMessage: 'Offer and all images deleted successfully',
  },
  messageSent: {
    id: 'success.messageSent',
    defaultMessage: 'Message sent!',
  },
  productSubmitted: {
    id: 'success.productSubmitted',
    defaultMessage: 'Product submitted successfully!',
    description: 'A seller has listed a new offer.',
  },
  ticketSubmitted: {
    id: 'success.ticketSubmitted',
    defaultMessage: 'Ticket submitted successfully!',
    description: 'A support ticket has been created.',
  },
  gameSelected: {
    id: 'success.gameSelected',
    defaultMessage: 'Game selected!',
  },
  imageAdded: {
    id: 'success.imageAdded',
    defaultMessage: 'Image added',
  },
  imageRemoved: {
    id: 'success.imageRemoved',
    defaultMessage: 'Image removed',
  },
});
