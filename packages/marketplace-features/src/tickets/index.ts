export { ReportOfferButton, ReportOfferDialogView } from './report-offer-dialog';
export {
  TicketForm,
  type TicketFormProps,
  type TicketFormRequest,
  type TicketOrderChoice,
} from './ticket-form';
export { TicketListView, type TicketListViewProps, TicketStatusBadge } from './ticket-list';
export { newTicketPath, useTicketOrderChoices } from './ticket-order-choices';
export { type TicketAuthorLabels, TicketThreadView, type TicketThreadViewProps } from './ticket-thread';
export { ticketQueryKey, ticketsQueryKey, useMyTickets, useTicket } from './tickets-api';
export {
  ticketFilterMessages,
  ticketFormMessages,
  ticketMessages,
  ticketReportMessages,
  ticketReportReasonMessages,
  ticketStatusMessages,
  ticketThreadMessages,
  ticketTypeMessages,
  ticketValueMessages,
} from './tickets-messages';
export { ContactTicketForm, MyTicketsPage, NewTicketPage, TicketPage } from './tickets-pages';
