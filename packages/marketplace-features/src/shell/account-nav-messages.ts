import { defineMessages } from 'react-intl';

export const accountNavMessages = defineMessages({
  menu: { id: 'shell.userMenu.label', defaultMessage: 'Account menu' },
  myAccount: { id: 'shell.userMenu.myAccount', defaultMessage: 'My account' },
  orders: { id: 'shell.userMenu.orders', defaultMessage: 'Orders' },
  tickets: { id: 'shell.userMenu.tickets', defaultMessage: 'Tickets' },
  messagesLink: {
    id: 'shell.messagesLink.label',
    defaultMessage: '{count, plural, =0 {Messages} one {Messages, # unread} other {Messages, # unread}}',
  },
});

/**
 * The profile sections beyond the account menu's own: the profile frame's navigation and the signed-in
 * menu both name them (kept here so the shell needs nothing from the profile screens).
 */
export const profileNavMessages = defineMessages({
  nav: { id: 'profile.nav.label', defaultMessage: 'Your account' },
  wallet: { id: 'profile.nav.wallet', defaultMessage: 'Wallet' },
  sellerDashboard: { id: 'profile.nav.sellerDashboard', defaultMessage: 'Seller dashboard' },
  myOffers: { id: 'profile.nav.myOffers', defaultMessage: 'My products' },
});
