import { defineMessages } from 'react-intl';

// The error catalogue of spec §8 (and the validation messages of §5), word for word in English.
// Ids are stable: API error codes in @lootmarket/contract map to them, so never rename one; add a
// new id instead and retire the old one after its code is gone.

export const registerErrorMessages = defineMessages({
  passwordsDoNotMatch: {
    id: 'errors.register.passwordsDoNotMatch',
    defaultMessage: 'Passwords do not match.',
  },
  recaptchaFailed: {
    id: 'errors.register.recaptchaFailed',
    defaultMessage: 'Failed to solve reCAPTCHA – please try again.',
    description: 'The human check on the register form could not be completed.',
  },
  tokenNotObtained: {
    id: 'errors.register.tokenNotObtained',
    defaultMessage: 'Could not obtain token – registration aborted.',
    description: 'The human-check token could not be obtained, so the account was not created.',
  },
  sessionNotStarted: {
    id: 'errors.register.sessionNotStarted',
    defaultMessage: 'Account created, but session could not start.',
  },
  emailAlreadyRegistered: {
    id: 'errors.register.emailAlreadyRegistered',
    defaultMessage: 'This email is already registered. Please log in.',
  },
  invalidData: {
    id: 'errors.register.invalidData',
    defaultMessage: 'Invalid data – please check the form.',
  },
  tooManyAttempts: {
    id: 'errors.register.tooManyAttempts',
    defaultMessage: 'Too many attempts – please wait a moment.',
    description: 'Rate limit reached on login or register.',
  },
  unexpected: {
    id: 'errors.register.unexpected',
    defaultMessage: 'Unexpected error – please try again later.',
  },
});

export const paymentErrorMessages = defineMessages({
  tokenNotFound: {
    id: 'errors.payment.tokenNotFound',
    defaultMessage: 'Token not found – please login.',
    description: 'The buyer is not signed in (no session token) when trying to pay.',
  },
  ownProduct: {
    id: 'errors.payment.ownProduct',
    defaultMessage: 'Sorry, we cannot process this payment. You cannot purchase your own product.',
  },
  transactionNotFound: {
    id: 'errors.payment.transactionNotFound',
    defaultMessage: 'Transaction ID not found.',
  },
  paymentLinkNotFound: {
    id: 'errors.payment.paymentLinkNotFound',
    defaultMessage: 'Payment link not found.',
  },
  failed: {
    id: 'errors.payment.failed',
    defaultMessage: 'Something went wrong with your payment.',
  },
  declined: {
    id: 'errors.payment.declined',
    defaultMessage: 'The card was declined. Try another card or payment method.',
  },
  notOpen: {
    id: 'errors.payment.notOpen',
    defaultMessage: 'This payment is already finished.',
  },
  refundAlreadyClaimed: {
    id: 'errors.payment.refundAlreadyClaimed',
    defaultMessage: 'This refund has already been claimed.',
  },
  methodUnavailable: {
    id: 'errors.payment.methodUnavailable',
    defaultMessage: 'This payment method is not available.',
  },
  webhookSignatureInvalid: {
    id: 'errors.payment.webhookSignatureInvalid',
    defaultMessage: 'The webhook signature is not valid.',
  },
});

export const chatErrorMessages = defineMessages({
  emptyMessage: {
    id: 'errors.chat.emptyMessage',
    defaultMessage: 'Cannot send an empty message.',
  },
  conversationUnavailable: {
    id: 'errors.chat.conversationUnavailable',
    defaultMessage: 'Unable to create or fetch a conversation.',
  },
  sendFailed: {
    id: 'errors.chat.sendFailed',
    defaultMessage: 'Failed to send message.',
  },
  loadFailed: {
    id: 'errors.chat.loadFailed',
    defaultMessage: 'Failed to load messages.',
  },
});

export const offerEditErrorMessages = defineMessages({
  updateFailed: {
    id: 'errors.offerEdit.updateFailed',
    defaultMessage: 'Failed to update offer.',
  },
  deleteFailed: {
    id: 'errors.offerEdit.deleteFailed',
    defaultMessage: 'Failed to delete offer or images.',
  },
});

export const otherErrorMessages = defineMessages({
  gameResults: {
    id: 'errors.other.gameResults',
    defaultMessage: 'Error fetching game results.',
  },
  phoneVerificationUnavailable: {
    id: 'errors.other.phoneVerificationUnavailable',
    defaultMessage: 'Phone verification is temporarily unavailable.',
  },
  verificationFailed: {
    id: 'errors.other.verificationFailed',
    defaultMessage: 'Verification failed. Please try again.',
    description: 'Phone verification or a two-factor code failed.',
  },
  captchaFailed: {
    id: 'errors.other.captchaFailed',
    defaultMessage: 'CAPTCHA verification failed – try again.',
  },
});

// Not in the spec's catalogue; the API answers with these (codes in @lootmarket/contract).
export const authErrorMessages = defineMessages({
  invalidCredentials: {
    id: 'errors.auth.invalidCredentials',
    defaultMessage: 'Wrong email or password.',
  },
  accountBanned: {
    id: 'errors.auth.accountBanned',
    defaultMessage: 'This account is blocked. Please contact support.',
  },
  forbidden: {
    id: 'errors.auth.forbidden',
    defaultMessage: 'You do not have permission to do this.',
  },
  oauthProviderDisabled: {
    id: 'errors.auth.oauthProviderDisabled',
    defaultMessage: 'This sign-in method is not available.',
  },
  oauthFailed: {
    id: 'errors.auth.oauthFailed',
    defaultMessage: 'Sign-in with this provider failed – please try again.',
    description: 'Signing in with GitHub, Discord or Google failed.',
  },
  twoFactorAttemptsExhausted: {
    id: 'errors.auth.twoFactorAttemptsExhausted',
    defaultMessage: 'Too many wrong codes for this sign-in. Please sign in again.',
    description: 'Five wrong two-factor codes ended this sign-in attempt; the password step starts over.',
  },
  registrationLinkInvalid: {
    id: 'errors.auth.registrationLinkInvalid',
    defaultMessage: 'This link is no longer valid. Please register again.',
    description: 'The confirmation link of a registration mail expired, was used, or lost to another one.',
  },
  registrationPasswordRequired: {
    id: 'errors.auth.registrationPasswordRequired',
    defaultMessage: 'Enter the password you chose when you registered.',
    description:
      'A registration link opened in another browser than the one that registered: the password proves it is the same person.',
  },
  passwordResetLinkInvalid: {
    id: 'errors.auth.passwordResetLinkInvalid',
    defaultMessage: 'This password reset link is not valid or has already been used. Ask for a new one.',
    description:
      'A password reset link that is unknown, was used, or was sent to an address the account no longer has.',
  },
  passwordResetLinkExpired: {
    id: 'errors.auth.passwordResetLinkExpired',
    defaultMessage: 'This password reset link has expired. Ask for a new one.',
    description: 'A password reset link works for one hour.',
  },
  oauthSignInWithPassword: {
    id: 'errors.auth.oauthSignInWithPassword',
    defaultMessage:
      'An account with this email already exists. Sign in with your password, then connect this sign-in method in My account.',
    description:
      'A GitHub, Discord or Google sign-in met an account whose e-mail its owner has not confirmed.',
  },
  oauthEmailNotVerified: {
    id: 'errors.auth.oauthEmailNotVerified',
    defaultMessage:
      'The provider has not confirmed an email address for this account. Confirm it there, or register with email and password.',
  },
  oauthLinkedElsewhere: {
    id: 'errors.auth.oauthLinkedElsewhere',
    defaultMessage: 'This provider account is already connected to another Lootmarket account.',
  },
  oauthAlreadyConnected: {
    id: 'errors.auth.oauthAlreadyConnected',
    defaultMessage: 'A sign-in method of this provider is already connected to your account.',
  },
  oauthLastSignInMethod: {
    id: 'errors.auth.oauthLastSignInMethod',
    defaultMessage: 'This is the only way to sign in to your account. Connect another sign-in method first.',
  },
});

export const accountErrorMessages = defineMessages({
  currentPasswordWrong: {
    id: 'errors.account.currentPasswordWrong',
    defaultMessage: 'The current password is wrong.',
  },
  usernameTaken: {
    id: 'errors.account.usernameTaken',
    defaultMessage: 'This username is already taken.',
  },
  emailAlreadyVerified: {
    id: 'errors.account.emailAlreadyVerified',
    defaultMessage: 'Your email is already verified.',
  },
  twoFactorAlreadyEnabled: {
    id: 'errors.account.twoFactorAlreadyEnabled',
    defaultMessage: 'Two-factor sign-in is already on.',
  },
  twoFactorNotEnabled: {
    id: 'errors.account.twoFactorNotEnabled',
    defaultMessage: 'Two-factor sign-in is off.',
  },
  tooManyFailedAttempts: {
    id: 'errors.account.tooManyFailedAttempts',
    defaultMessage: 'Too many wrong attempts on this account. Please try again later.',
    description: 'Wrong codes or passwords locked this step of the account for a while.',
  },
  recentSignInRequired: {
    id: 'errors.account.recentSignInRequired',
    defaultMessage: 'For your security, sign in again and then retry within 15 minutes.',
    description: 'An account without a password must have signed in recently to change two-factor sign-in.',
  },
  confirmationCodeWrong: {
    id: 'errors.account.confirmationCodeWrong',
    defaultMessage: 'The code from the email is wrong, has expired or was already used. Ask for a new one.',
    description: 'The six-digit code mailed to confirm turning on two-factor sign-in did not fit.',
  },
  confirmationCodeNotNeeded: {
    id: 'errors.account.confirmationCodeNotNeeded',
    defaultMessage:
      'Your account has a password: confirm this step with your password, not with a code by email.',
  },
  emailNotVerified: {
    id: 'errors.account.emailNotVerified',
    defaultMessage:
      'Confirm your email address first: open the link we sent you, or send a new one from My account.',
  },
});

export const commonErrorMessages = defineMessages({
  notFound: {
    id: 'errors.common.notFound',
    defaultMessage: 'Not found.',
  },
  serviceUnavailable: {
    id: 'errors.common.serviceUnavailable',
    defaultMessage: 'The service is not ready – please try again in a moment.',
  },
  idempotencyKeyRequired: {
    id: 'errors.common.idempotencyKeyRequired',
    defaultMessage: 'This request needs an Idempotency-Key header.',
  },
  idempotencyKeyReused: {
    id: 'errors.common.idempotencyKeyReused',
    defaultMessage: 'This Idempotency-Key was already used for a different request.',
  },
  requestInProgress: {
    id: 'errors.common.requestInProgress',
    defaultMessage: 'The same request is still being processed – please retry in a moment.',
  },
});

// Per-field problems next to a form input (FIELD_ERROR_DEFINITIONS in @lootmarket/contract).
export const fieldErrorMessages = defineMessages({
  required: {
    id: 'errors.field.required',
    defaultMessage: 'This field is required.',
  },
  invalidEmail: {
    id: 'errors.field.invalidEmail',
    defaultMessage: 'Enter a valid email address.',
  },
  tooShort: {
    id: 'errors.field.tooShort',
    defaultMessage: 'This value is too short.',
  },
  tooLong: {
    id: 'errors.field.tooLong',
    defaultMessage: 'This value is too long.',
  },
  invalidFormat: {
    id: 'errors.field.invalidFormat',
    defaultMessage: 'This value has the wrong format.',
  },
  invalid: {
    id: 'errors.field.invalid',
    defaultMessage: 'This value is not valid.',
  },
  controlCharacter: {
    id: 'errors.field.controlCharacter',
    defaultMessage: 'This text contains a control character (such as NUL) that is not allowed.',
    description: 'A text field holds a NUL byte or another control character (not tab or line break).',
  },
  malformedText: {
    id: 'errors.field.malformedText',
    defaultMessage: 'This text contains a broken character – please type it again.',
    description: 'A text field holds an unpaired UTF-16 surrogate or a Unicode noncharacter.',
  },
  invisibleCharacter: {
    id: 'errors.field.invisibleCharacter',
    defaultMessage: 'This text contains invisible or direction-changing characters – please remove them.',
    description:
      'A text field holds zero-width characters, bidirectional overrides or other invisible format characters.',
  },
});

// Photo upload refusals (codes PHOTO_UNSUPPORTED_TYPE and PHOTO_TOO_LARGE in @lootmarket/contract).
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

// Ours: a moderation take-down holds an offer off the market until staff lift it.
export const offerErrorMessages = defineMessages({
  lockedByModeration: {
    id: 'errors.offers.lockedByModeration',
    defaultMessage: 'Moderators took this offer down. It stays inactive until they lift the take-down.',
    description:
      'The seller tried to activate an offer that moderators took down; their reason is shown next to it.',
  },
});

// Spec §5: the add-product and edit-offer forms.
export const offerFormErrorMessages = defineMessages({
  gameInvalid: {
    id: 'errors.offerForm.gameInvalid',
    defaultMessage: 'Select a valid game.',
  },
  categoryInvalid: {
    id: 'errors.offerForm.categoryInvalid',
    defaultMessage: 'Select a valid category.',
  },
  serverInvalid: {
    id: 'errors.offerForm.serverInvalid',
    defaultMessage: 'Select a valid server.',
    description: 'The game server (realm, region) of an offer.',
  },
  titleRequired: {
    id: 'errors.offerForm.titleRequired',
    defaultMessage: 'Title is required.',
  },
  descriptionRequired: {
    id: 'errors.offerForm.descriptionRequired',
    defaultMessage: 'Description is required.',
  },
  deliveryTimeRequired: {
    id: 'errors.offerForm.deliveryTimeRequired',
    defaultMessage: 'Select a delivery time.',
  },
  priceInvalid: {
    id: 'errors.offerForm.priceInvalid',
    defaultMessage: 'Invalid price.',
  },
  quantityInvalid: {
    id: 'errors.offerForm.quantityInvalid',
    defaultMessage: 'Invalid quantity.',
  },
  bundleSizeInvalid: {
    id: 'errors.offerForm.bundleSizeInvalid',
    defaultMessage: 'Enter how many units one purchase holds: a whole number from 1.',
  },
  warrantyInvalid: {
    id: 'errors.offerForm.warrantyInvalid',
    defaultMessage: 'Choose a warranty of 14, 30, 60 or 90 days; this category carries none.',
  },
  externalContacts: {
    id: 'errors.offerForm.externalContacts',
    defaultMessage: 'Sharing external contacts in text is not allowed.',
    description: 'The title or description contains an e-mail address, phone number or messenger handle.',
  },
  tooManyImages: {
    id: 'errors.offerForm.tooManyImages',
    defaultMessage: 'Max 5 images.',
  },
  noChanges: {
    id: 'errors.offerForm.noChanges',
    defaultMessage: 'No changes detected. Nothing to save.',
  },
});

// Spec §5: a ticket needs a contact e-mail; the phone number is optional.
export const ticketErrorMessages = defineMessages({
  emailRequired: {
    id: 'errors.ticket.emailRequired',
    defaultMessage: 'Contact email is required.',
  },
  // Any refusal of the type (none chosen, or a value the list does not have) asks for a choice.
  typeRequired: {
    id: 'errors.ticket.typeRequired',
    defaultMessage: 'Choose what your request is about.',
  },
  // The help desk's own cases (not in the spec's catalogue).
  orderNotFound: {
    id: 'errors.ticket.orderNotFound',
    defaultMessage: 'This order ID is not one of your orders.',
  },
  tooManyAttachments: {
    id: 'errors.ticket.tooManyAttachments',
    defaultMessage: 'Up to 3 files can be attached.',
  },
  attachmentUnsupported: {
    id: 'errors.ticket.attachmentUnsupported',
    defaultMessage: 'Only images (JPEG, PNG, WebP) or PDF documents can be attached.',
    description: 'A file is refused by its content, whatever its name says.',
  },
  attachmentTooLarge: {
    id: 'errors.ticket.attachmentTooLarge',
    defaultMessage: 'A file may be at most 5 MB.',
  },
  closed: {
    id: 'errors.ticket.closed',
    defaultMessage: 'This ticket is closed.',
  },
  alreadyReported: {
    id: 'errors.ticket.alreadyReported',
    defaultMessage: 'You have already reported this offer. Support is looking into it.',
  },
  ownOfferReport: {
    id: 'errors.ticket.ownOfferReport',
    defaultMessage: 'You cannot report your own offer.',
  },
  assigneeNotStaff: {
    id: 'errors.ticket.assigneeNotStaff',
    defaultMessage: 'Tickets can only be assigned to support staff.',
  },
});

// Checkout, orders, wallets and withdrawals (codes in @lootmarket/contract orders/order-errors.ts).
export const orderErrorMessages = defineMessages({
  offerUnavailable: {
    id: 'errors.orders.offerUnavailable',
    defaultMessage: 'This offer is no longer available.',
  },
  outOfStock: {
    id: 'errors.orders.outOfStock',
    defaultMessage: 'Not enough items in stock for this quantity.',
  },
  priceChanged: {
    id: 'errors.orders.priceChanged',
    defaultMessage: 'The price of this offer has changed. Check the new price and confirm again.',
  },
  offerNotListed: {
    id: 'errors.orders.offerNotListed',
    defaultMessage: 'This offer is not on the market right now.',
  },
  sellerBanned: {
    id: 'errors.orders.sellerBanned',
    defaultMessage: "This seller's account is suspended: their offers cannot be bought.",
  },
  payoutToBannedSeller: {
    id: 'errors.orders.payoutToBannedSeller',
    defaultMessage: 'The seller is banned. Confirm that they should be paid anyway, or refund the buyer.',
  },
  notHeld: {
    id: 'errors.orders.notHeld',
    defaultMessage: 'This order is not held for review.',
  },
  notPending: {
    id: 'errors.orders.notPending',
    defaultMessage: 'This order is no longer in progress.',
  },
  refundNotStalled: {
    id: 'errors.orders.refundNotStalled',
    defaultMessage: 'This refund is not waiting for staff: it is done or still being retried.',
  },
  notPaid: {
    id: 'errors.orders.notPaid',
    defaultMessage: 'This order has not been paid yet.',
  },
  disputed: {
    id: 'errors.orders.disputed',
    defaultMessage: 'This order is under dispute; support will decide it.',
  },
  disputeNotOpen: {
    id: 'errors.orders.disputeNotOpen',
    defaultMessage: 'This order has no open dispute.',
  },
  disputeClockNotRunning: {
    id: 'errors.orders.disputeClockNotRunning',
    defaultMessage: 'Nobody is awaited in this dispute: there is no deadline to move.',
  },
  disputeDeadlineNotLater: {
    id: 'errors.orders.disputeDeadlineNotLater',
    defaultMessage: 'The new deadline must be later than the current one and in the future.',
  },
  refundProposalNotOpen: {
    id: 'errors.orders.refundProposalNotOpen',
    defaultMessage: 'This proposal is no longer open. Look at the latest one.',
  },
  refundProposalOwn: {
    id: 'errors.orders.refundProposalOwn',
    defaultMessage: 'You made this proposal: the other side answers it.',
  },
  refundAmountOutOfRange: {
    id: 'errors.orders.refundAmountOutOfRange',
    defaultMessage: 'The refund must be above zero and below what the buyer paid.',
  },
  refundChargebackRecorded: {
    id: 'errors.orders.refundChargebackRecorded',
    defaultMessage: 'The card payer raised a chargeback with the bank: this dispute cannot be split.',
  },
  notWarranted: {
    id: 'errors.orders.notWarranted',
    defaultMessage: 'This order has no warranty to claim under.',
  },
  warrantyExpired: {
    id: 'errors.orders.warrantyExpired',
    defaultMessage: 'The warranty of this order has ended.',
  },
  warrantyClaimExists: {
    id: 'errors.orders.warrantyClaimExists',
    defaultMessage: 'A warranty claim for this order is already open or was refunded.',
  },
  warrantyClaimNotOpen: {
    id: 'errors.orders.warrantyClaimNotOpen',
    defaultMessage: 'There is no open warranty claim for this order.',
  },
  warrantyClaimActionNotAllowed: {
    id: 'errors.orders.warrantyClaimActionNotAllowed',
    defaultMessage: 'This answer is not possible at this stage of the claim.',
  },
  warrantyClaimChargebackRecorded: {
    id: 'errors.orders.warrantyClaimChargebackRecorded',
    defaultMessage: 'The card payer raised a chargeback with the bank: the bank decides this money.',
  },
  warrantyClaimNotFound: {
    id: 'errors.orders.warrantyClaimNotFound',
    defaultMessage: 'Warranty claim not found.',
  },
  evidenceTooMany: {
    id: 'errors.orders.evidenceTooMany',
    defaultMessage: 'A dispute can hold up to 5 files.',
  },
  claimEvidenceTooMany: {
    id: 'errors.orders.claimEvidenceTooMany',
    defaultMessage: 'A warranty claim can hold up to 5 files.',
  },
  alreadyRated: {
    id: 'errors.orders.alreadyRated',
    defaultMessage: 'You have already rated this order.',
  },
  notCompleted: {
    id: 'errors.orders.notCompleted',
    defaultMessage: 'You can rate an order once it is completed.',
  },
});

export const walletErrorMessages = defineMessages({
  insufficientFunds: {
    id: 'errors.wallet.insufficientFunds',
    defaultMessage: 'Your wallet balance is too low for this payment.',
  },
  alreadyExists: {
    id: 'errors.wallet.alreadyExists',
    defaultMessage: 'You already have a wallet in this currency.',
  },
  notFound: {
    id: 'errors.wallet.notFound',
    defaultMessage: 'You have no wallet in this currency.',
  },
  depositAmountOutOfRange: {
    id: 'errors.wallet.depositAmountOutOfRange',
    defaultMessage: 'This top-up amount is outside the allowed range for the currency.',
  },
});

export const withdrawalErrorMessages = defineMessages({
  amountInvalid: {
    id: 'errors.withdrawals.amountInvalid',
    defaultMessage: 'Enter an amount above the withdrawal fee.',
  },
  methodUnavailable: {
    id: 'errors.withdrawals.methodUnavailable',
    defaultMessage: 'This payout method is not available.',
  },
  notPending: {
    id: 'errors.withdrawals.notPending',
    defaultMessage: 'This withdrawal has already been decided.',
  },
  selfApproval: {
    id: 'errors.withdrawals.selfApproval',
    defaultMessage: 'You cannot approve your own withdrawal.',
  },
  emailNotVerified: {
    id: 'errors.withdrawals.emailNotVerified',
    defaultMessage:
      'Confirm your email address before you withdraw: open the link we sent you, or send a new one from My account.',
  },
  passwordRequired: {
    id: 'errors.withdrawals.passwordRequired',
    defaultMessage: 'Enter your password to confirm this withdrawal.',
  },
  passwordWrong: {
    id: 'errors.withdrawals.passwordWrong',
    defaultMessage: 'The password is wrong. Nothing was withdrawn.',
  },
  twoFactorRequired: {
    id: 'errors.withdrawals.twoFactorRequired',
    defaultMessage: 'Enter a code from your authenticator app to confirm this withdrawal.',
  },
  twoFactorWrong: {
    id: 'errors.withdrawals.twoFactorWrong',
    defaultMessage: 'The code is wrong or was already used. Nothing was withdrawn.',
  },
  confirmationCodeRequired: {
    id: 'errors.withdrawals.confirmationCodeRequired',
    defaultMessage: 'Send yourself a confirmation code by email and enter it to confirm this withdrawal.',
  },
  confirmationCodeWrong: {
    id: 'errors.withdrawals.confirmationCodeWrong',
    defaultMessage:
      'The confirmation code is wrong, has expired or was sent for other details. Nothing was withdrawn.',
  },
  proofLocked: {
    id: 'errors.withdrawals.proofLocked',
    defaultMessage:
      'Too many wrong passwords or codes: withdrawals are paused on this account for a while. Try again later.',
  },
  requesterBanned: {
    id: 'errors.withdrawals.requesterBanned',
    defaultMessage:
      'The requester is banned: approve only after a review, with the reason for the exception, or reject it to return the money.',
  },
});

export const adminErrorMessages = defineMessages({
  selfAction: {
    id: 'errors.admin.selfAction',
    defaultMessage: 'You cannot do this to your own account.',
  },
  alreadyBanned: {
    id: 'errors.admin.alreadyBanned',
    defaultMessage: 'This account is already blocked.',
  },
  notBanned: {
    id: 'errors.admin.notBanned',
    defaultMessage: 'This account is not blocked.',
  },
  avatarNotSet: {
    id: 'errors.admin.avatarNotSet',
    defaultMessage: 'This account has no uploaded avatar.',
  },
  slugTaken: {
    id: 'errors.admin.slugTaken',
    defaultMessage: 'This address is already used by another entry.',
  },
  chatNotDisputed: {
    id: 'errors.admin.chatNotDisputed',
    defaultMessage: 'The private chat of an order opens to staff only once the order has a dispute.',
    description: 'Staff asked for the chat of an order that never had a dispute.',
  },
  offerAlreadyLocked: {
    id: 'errors.admin.offerAlreadyLocked',
    defaultMessage: 'This offer is already taken down.',
  },
  offerNotLocked: {
    id: 'errors.admin.offerNotLocked',
    defaultMessage: 'This offer is not taken down.',
  },
});

// The back office's currency-rate form (contract CURRENCY_RATE_FIELD_ERROR_DEFINITIONS).
export const currencyRateErrorMessages = defineMessages({
  rateInvalid: {
    id: 'errors.currencyRate.rateInvalid',
    defaultMessage: 'Enter the value of one unit in US dollars: a number above 0 with at most 12 decimals.',
  },
  usdFixed: {
    id: 'errors.currencyRate.usdFixed',
    defaultMessage: 'The US dollar is the reference: its rate is always 1.',
  },
  dateInvalid: {
    id: 'errors.currencyRate.dateInvalid',
    defaultMessage: 'Enter the date of the rate: a real day, not in the future.',
  },
});

export const errorMessages = {
  register: registerErrorMessages,
  payment: paymentErrorMessages,
  chat: chatErrorMessages,
  offerEdit: offerEditErrorMessages,
  other: otherErrorMessages,
  auth: authErrorMessages,
  account: accountErrorMessages,
  common: commonErrorMessages,
  field: fieldErrorMessages,
  offerForm: offerFormErrorMessages,
  photos: photoErrorMessages,
  offers: offerErrorMessages,
  ticket: ticketErrorMessages,
  orders: orderErrorMessages,
  wallet: walletErrorMessages,
  withdrawals: withdrawalErrorMessages,
  admin: adminErrorMessages,
  currencyRate: currencyRateErrorMessages,
} as const;
