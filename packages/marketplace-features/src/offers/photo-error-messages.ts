import { defineMessages } from 'react-intl';

// Photo upload refusals: codes PHOTO_UNSUPPORTED_TYPE and PHOTO_TOO_LARGE in @lootmarket/contract.
export const photoErrorMessages = defineMessages({
  unsupportedType: {
    id: 'errors.photos.unsupportedType',
    defaultMessage: 'Only JPEG, PNG or WebP images can be uploaded.',
    description: 'A file given as an offer photo is not a real JPEG, PNG or WebP image.',
  },
  tooLarge: {
    id: 'errors.photos.tooLarge',
    defaultMessage: 'An image may be at most 5 MB.',
    description: 'An offer photo is larger than the 5 MB limit.',
  },
});
