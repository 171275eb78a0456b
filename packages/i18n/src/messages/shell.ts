import { defineMessages } from 'react-intl';

// Strings the shell and the shared features need on every page. Feature-specific messages live next
// to their feature's code; these are here because several apps and packages render them.

// Messages with placeholders declare their values' types, so formatMessage checks what callers pass
// (react-intl 12 types an undeclared entry as taking no values); a value-less entry is {}.
type NoValues = Record<never, never>;

export const languageMessages = defineMessages({
  label: {
    id: 'shell.language.label',
    defaultMessage: 'Language',
    description: 'Label of the interface-language select; the options are the native language names.',
  },
});

export const themeMessages = defineMessages<{
  label: NoValues;
  light: NoValues;
  dark: NoValues;
  system: NoValues;
  switchToDark: NoValues;
  switchToLight: NoValues;
  switchToSystem: NoValues;
  current: { theme: string; action: string };
}>({
  label: { id: 'shell.theme.label', defaultMessage: 'Theme', description: 'Colour theme select.' },
  light: { id: 'shell.theme.light', defaultMessage: 'Light', description: 'Light colour theme.' },
  dark: { id: 'shell.theme.dark', defaultMessage: 'Dark', description: 'Dark colour theme.' },
  system: {
    id: 'shell.theme.system',
    defaultMessage: 'System',
    description: 'Colour theme that follows the operating system setting.',
  },
  switchToDark: { id: 'shell.theme.switchToDark', defaultMessage: 'Switch to dark theme' },
  switchToLight: { id: 'shell.theme.switchToLight', defaultMessage: 'Switch to light theme' },
  switchToSystem: {
    id: 'shell.theme.switchToSystem',
    defaultMessage: 'Follow the system theme',
    description: 'Name of the header theme button when a press goes back to the operating system setting.',
  },
  current: {
    id: 'shell.theme.current',
    defaultMessage: 'Theme: {theme}. {action}',
    description:
      'Tooltip of the header theme button: theme is the choice in force (Light, Dark or System), action what a press does.',
  },
});

export const authMessages = defineMessages<{
  logIn: NoValues;
  register: NoValues;
  registerLink: NoValues;
  logOut: NoValues;
  logInToBuy: NoValues;
  logInToChat: NoValues;
  continueWith: { provider: string };
}>({
  logIn: { id: 'shell.auth.logIn', defaultMessage: 'Log in', description: 'Button and link to /login/.' },
  register: {
    id: 'shell.auth.register',
    defaultMessage: 'Register',
    description: 'Button and link to /register/ (create an account).',
  },
  registerLink: {
    id: 'shell.auth.registerLink',
    defaultMessage: 'Register',
    description:
      "The header's link to /register/ beside Log in: short, it shares a 360 px phone's header row with the language, theme and Log in.",
  },
  logOut: { id: 'shell.auth.logOut', defaultMessage: 'Log out' },
  logInToBuy: {
    id: 'shell.auth.logInToBuy',
    defaultMessage: 'Log in to buy',
    description: 'Buy button on an offer page for a guest.',
  },
  logInToChat: {
    id: 'shell.auth.logInToChat',
    defaultMessage: 'Log in to send messages',
    description: 'Shown to a guest in the purchase chat.',
  },
  continueWith: {
    id: 'shell.auth.continueWith',
    defaultMessage: 'Continue with {provider}',
    description: 'Sign-in button; provider is GitHub, Discord or Google.',
  },
});

export const cookieConsentMessages = defineMessages({
  title: { id: 'shell.cookies.title', defaultMessage: 'We use cookies' },
  body: {
    id: 'shell.cookies.body',
    defaultMessage:
      'Essential cookies keep Lootmarket running. With your consent we also use cookies to remember your preferences, measure how the site is used and show you relevant offers. You can change your choice at any time.',
  },
  acceptAll: { id: 'shell.cookies.acceptAll', defaultMessage: 'Accept all' },
  manage: { id: 'shell.cookies.manage', defaultMessage: 'Manage cookies' },
  saveSelection: { id: 'shell.cookies.saveSelection', defaultMessage: 'Save selection' },
  policyLink: { id: 'shell.cookies.policyLink', defaultMessage: 'Privacy and cookie policy' },
  essentialLabel: { id: 'shell.cookies.essential.label', defaultMessage: 'Essential' },
  essentialDescription: {
    id: 'shell.cookies.essential.description',
    defaultMessage: 'Needed for signing in, checkout and security. Always on.',
  },
  functionalityLabel: { id: 'shell.cookies.functionality.label', defaultMessage: 'Functionality' },
  functionalityDescription: {
    id: 'shell.cookies.functionality.description',
    defaultMessage: 'Remember your preferences, such as language and theme.',
  },
  statisticsLabel: { id: 'shell.cookies.statistics.label', defaultMessage: 'Statistics' },
  statisticsDescription: {
    id: 'shell.cookies.statistics.description',
    defaultMessage: 'Show us how the site is used, so we can improve it.',
  },
  marketingLabel: { id: 'shell.cookies.marketing.label', defaultMessage: 'Marketing' },
  marketingDescription: {
    id: 'shell.cookies.marketing.description',
    defaultMessage: 'Let us show you relevant offers on other websites.',
  },
});

export const toastMessages = defineMessages({
  close: { id: 'shell.toast.close', defaultMessage: 'Close', description: 'Close button of a toast.' },
  announce: {
    id: 'shell.toast.announce',
    defaultMessage: 'Notification',
    description: 'Said by screen readers before the text of each toast they announce.',
  },
  region: {
    id: 'shell.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the region that holds the toasts.',
  },
});

// Spec §4: an order is pending (shown as in progress), completed or failed.
export const orderStatusMessages = defineMessages({
  pending: { id: 'shell.orderStatus.pending', defaultMessage: 'In progress' },
  completed: { id: 'shell.orderStatus.completed', defaultMessage: 'Completed' },
  failed: { id: 'shell.orderStatus.failed', defaultMessage: 'Failed' },
});

// Spec §4: the notification socket's statuses. Two are given word for word; the others are ours.
export const socketStatusMessages = defineMessages({
  waitingForData: { id: 'shell.socket.waitingForData', defaultMessage: 'Waiting for data…' },
  loadingUserData: { id: 'shell.socket.loadingUserData', defaultMessage: 'Loading user data…' },
  awaitingAuthentication: {
    id: 'shell.socket.awaitingAuthentication',
    defaultMessage: 'Waiting for sign-in…',
  },
  awaitingUserData: { id: 'shell.socket.awaitingUserData', defaultMessage: 'Waiting for user data…' },
  connected: { id: 'shell.socket.connected', defaultMessage: 'Connected' },
  connectionFailed: { id: 'shell.socket.connectionFailed', defaultMessage: 'Connection failed.' },
  reconnecting: { id: 'shell.socket.reconnecting', defaultMessage: 'Reconnecting…' },
  maxReconnectAttempts: {
    id: 'shell.socket.maxReconnectAttempts',
    defaultMessage: 'Max reconnection attempts reached.',
  },
  disconnected: { id: 'shell.socket.disconnected', defaultMessage: 'Disconnected' },
});

export const sellerMessages = defineMessages<{
  lastSeen: { time: string };
  itemsSold: { count: number };
  positiveFeedback: { percent: number };
}>({
  lastSeen: {
    id: 'shell.seller.lastSeen',
    defaultMessage: 'Last seen {time}',
    description: 'time is a relative time such as "5 minutes ago" or "yesterday", already translated.',
  },
  itemsSold: {
    id: 'shell.seller.itemsSold',
    defaultMessage: '{count, plural, one {# item sold} other {# items sold}}',
  },
  positiveFeedback: {
    id: 'shell.seller.positiveFeedback',
    defaultMessage: '{percent, number, percent} positive feedback',
    description: 'percent is a fraction between 0 and 1.',
  },
});

export const marketMessages = defineMessages<{ totalOffers: { count: number } }>({
  totalOffers: {
    id: 'shell.market.totalOffers',
    defaultMessage: '{count, plural, =0 {No offers} one {# offer} other {# offers}}',
  },
});

export const notificationMessages = defineMessages<{ unread: { count: number } }>({
  unread: {
    id: 'shell.notifications.unread',
    defaultMessage:
      '{count, plural, =0 {No new notifications} one {# new notification} other {# new notifications}}',
  },
});

/**
 * The kit's own words that no feature says yet, for an app to pass into the kit's props in the
 * reader's language (the kit's defaults are English): PriceTag's `previousLabel`, Avatar's
 * `presenceLabel`, a filter Tag's `removeLabel`, a toast's undo action.
 */
export const kitMessages = defineMessages<{
  previousPrice: NoValues;
  online: NoValues;
  removeFilter: { name: string };
  undo: NoValues;
}>({
  previousPrice: {
    id: 'shell.kit.previousPrice',
    defaultMessage: 'Previous price',
    description: 'Spoken before a struck-through former price.',
  },
  online: {
    id: 'shell.kit.online',
    defaultMessage: 'Online',
    description: "Spoken for the green dot on a person's avatar: they are on the site now.",
  },
  removeFilter: {
    id: 'shell.kit.removeFilter',
    defaultMessage: 'Remove filter: {name}',
    description:
      'Name of the remove button on an active filter tag; name is the filter, e.g. "EU Silvermoon".',
  },
  undo: {
    id: 'shell.kit.undo',
    defaultMessage: 'Undo',
    description: 'Action on a toast that takes back what was just done.',
  },
});
