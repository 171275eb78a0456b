import { defineMessages } from 'react-intl';

export const accountNavMessages = defineMessages({
  menu: { id: 'shell.userMenu.label', defaultMessage: 'Account menu' },
  myAccount: { id: 'shell.userMenu.myAccount', defaultMessage: 'My account' },
  orders: { id: 'shell.userMenu.orders', defaultMessage: 'Orders' },
  tickets: { id: 'shell.userMenu.tickets', defaultMessage: 'Tickets' },
});
