import type { TicketListFilter, TicketReportReason, TicketStatus, TicketType } from '@lootmarket/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const ticketMessages = defineMessages({
  title: { id: 'tickets.title', defaultMessage: 'Support tickets' },
  newTicket: { id: 'tickets.newTicket', defaultMessage: 'New ticket' },
  newTitle: { id: 'tickets.newTitle', defaultMessage: 'Create a ticket' },
  filterLabel: { id: 'tickets.filterLabel', defaultMessage: 'Show' },
  searchLabel: { id: 'tickets.searchLabel', defaultMessage: 'Search tickets' },
  searchPlaceholder: { id: 'tickets.searchPlaceholder', defaultMessage: 'Title, description or ticket ID' },
  search: { id: 'tickets.search', defaultMessage: 'Search' },
  empty: { id: 'tickets.empty', defaultMessage: 'You have no tickets yet.' },
  emptyFiltered: { id: 'tickets.emptyFiltered', defaultMessage: 'No tickets match this filter or search.' },
  pagination: { id: 'tickets.pagination', defaultMessage: 'Pages' },
  loadFailed: { id: 'tickets.loadFailed', defaultMessage: 'The tickets could not be loaded.' },
});

/** Messages with values (typed, so a missing value is a compile error). */
export const ticketValueMessages = defineMessages<{
  reference: { reference: string };
  updated: { date: string };
  opened: { date: string };
  replies: { count: number };
  removeFile: { name: string };
  orderOption: { type: 'purchase' | 'sale'; item: string; date: string; amount: string };
}>({
  reference: {
    id: 'tickets.reference',
    defaultMessage: 'Ticket {reference}',
    description: 'The short ID of a ticket, e.g. "Ticket 1A2B3C4D".',
  },
  updated: { id: 'tickets.updated', defaultMessage: 'Updated {date}' },
  opened: { id: 'tickets.opened', defaultMessage: 'Opened {date}' },
  replies: {
    id: 'tickets.replies',
    defaultMessage: '{count, plural, one {# reply} other {# replies}}',
  },
  removeFile: { id: 'tickets.form.removeFile', defaultMessage: 'Remove {name}' },
  /** One of the asker's orders in the ticket form's order list. */
  orderOption: {
    id: 'tickets.form.orderOption',
    defaultMessage: '{type, select, sale {Sale} other {Purchase}}: {item}, {date}, {amount}',
  },
});

export const ticketFormMessages = defineMessages({
  type: { id: 'tickets.form.type', defaultMessage: 'Type' },
  typePlaceholder: { id: 'tickets.form.typePlaceholder', defaultMessage: 'Choose a type' },
  topic: { id: 'tickets.form.topic', defaultMessage: 'Topic' },
  topicHint: {
    id: 'tickets.form.topicHint',
    defaultMessage: 'Optional. Helps us send your ticket to the right team.',
  },
  topicAuto: { id: 'tickets.form.topicAuto', defaultMessage: 'Decide from the type' },
  order: { id: 'tickets.form.order', defaultMessage: 'Order' },
  orderHint: {
    id: 'tickets.form.orderHint',
    defaultMessage: 'Optional. The order this is about, among your purchases and sales.',
  },
  orderNone: { id: 'tickets.form.orderNone', defaultMessage: 'None' },
  title: { id: 'tickets.form.title', defaultMessage: 'Title' },
  description: { id: 'tickets.form.description', defaultMessage: 'Description' },
  email: { id: 'tickets.form.email', defaultMessage: 'Contact email' },
  phone: { id: 'tickets.form.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'tickets.form.phoneHint', defaultMessage: 'Optional.' },
  notify: { id: 'tickets.form.notify', defaultMessage: 'Email me when support answers' },
  guestNotice: {
    id: 'tickets.form.guestNotice',
    defaultMessage: 'We send our answer to this email address.',
  },
  attachments: { id: 'tickets.form.attachments', defaultMessage: 'Attachments' },
  attachmentsHint: {
    id: 'tickets.form.attachmentsHint',
    defaultMessage: 'Up to 3 images (JPEG, PNG, WebP) or PDF files, 5 MB each.',
  },
  addFiles: { id: 'tickets.form.addFiles', defaultMessage: 'Add files' },
  submit: { id: 'tickets.form.submit', defaultMessage: 'Submit ticket' },
  submitting: { id: 'tickets.form.submitting', defaultMessage: 'Sending…' },
  contactTitle: { id: 'tickets.form.contactTitle', defaultMessage: 'Send us a message' },
});

export const ticketThreadMessages = defineMessages({
  backToList: { id: 'tickets.thread.backToList', defaultMessage: 'All tickets' },
  you: { id: 'tickets.thread.you', defaultMessage: 'You' },
  support: { id: 'tickets.thread.support', defaultMessage: 'Lootmarket support' },
  reportedOffer: { id: 'tickets.thread.reportedOffer', defaultMessage: 'Reported offer' },
  reportReason: { id: 'tickets.thread.reportReason', defaultMessage: 'Reason' },
  order: { id: 'tickets.thread.order', defaultMessage: 'Order' },
  topic: { id: 'tickets.thread.topic', defaultMessage: 'Topic' },
  attachments: { id: 'tickets.thread.attachments', defaultMessage: 'Attachments' },
  replyLabel: { id: 'tickets.thread.replyLabel', defaultMessage: 'Your reply' },
  sendReply: { id: 'tickets.thread.sendReply', defaultMessage: 'Send reply' },
  close: { id: 'tickets.thread.close', defaultMessage: 'Close ticket' },
  closeTitle: { id: 'tickets.thread.closeTitle', defaultMessage: 'Close this ticket?' },
  closeBody: {
    id: 'tickets.thread.closeBody',
    defaultMessage: 'You can no longer reply to a closed ticket. Open a new one if you need more help.',
  },
  cancel: { id: 'tickets.thread.cancel', defaultMessage: 'Cancel' },
  noReplies: {
    id: 'tickets.thread.noReplies',
    defaultMessage: 'No answer yet. Support usually replies within minutes.',
  },
  thread: { id: 'tickets.thread.thread', defaultMessage: 'Conversation' },
});

export const ticketReportMessages = defineMessages({
  button: { id: 'tickets.report.button', defaultMessage: 'Report this offer' },
  description: {
    id: 'tickets.report.description',
    defaultMessage: 'Tell support what is wrong with this offer. We look into every report.',
  },
  reason: { id: 'tickets.report.reason', defaultMessage: 'Reason' },
  reasonPlaceholder: { id: 'tickets.report.reasonPlaceholder', defaultMessage: 'Choose a reason' },
  details: { id: 'tickets.report.details', defaultMessage: 'Details' },
  detailsHint: { id: 'tickets.report.detailsHint', defaultMessage: 'Optional.' },
  send: { id: 'tickets.report.send', defaultMessage: 'Send report' },
  cancel: { id: 'tickets.report.cancel', defaultMessage: 'Cancel' },
  close: { id: 'tickets.report.close', defaultMessage: 'Close' },
});

export const ticketTypeMessages: Record<TicketType, MessageDescriptor> = defineMessages({
  General: { id: 'tickets.type.general', defaultMessage: 'General' },
  Account: { id: 'tickets.type.account', defaultMessage: 'Account' },
  Payment: { id: 'tickets.type.payment', defaultMessage: 'Payment' },
  Technical: { id: 'tickets.type.technical', defaultMessage: 'Technical' },
  Other: { id: 'tickets.type.other', defaultMessage: 'Other' },
});

/** The list filters of spec §3, worded as the spec names them. */
export const ticketFilterMessages: Record<TicketListFilter, MessageDescriptor> = defineMessages({
  all: { id: 'tickets.filter.all', defaultMessage: 'All' },
  payment: { id: 'tickets.filter.payment', defaultMessage: 'Payment issues' },
  technical: { id: 'tickets.filter.technical', defaultMessage: 'Technical issues' },
  fraud: { id: 'tickets.filter.fraud', defaultMessage: 'Fraud' },
  offerReport: { id: 'tickets.filter.offerReport', defaultMessage: 'Offer reports' },
  productReturn: { id: 'tickets.filter.productReturn', defaultMessage: 'Product return' },
  feedback: { id: 'tickets.filter.feedback', defaultMessage: 'Feedback' },
  account: { id: 'tickets.filter.account', defaultMessage: 'Account issues' },
  transaction: { id: 'tickets.filter.transaction', defaultMessage: 'Transaction issues' },
});

export const ticketStatusMessages: Record<TicketStatus, MessageDescriptor> = defineMessages({
  open: { id: 'tickets.status.open', defaultMessage: 'Open' },
  answered: { id: 'tickets.status.answered', defaultMessage: 'Answered' },
  closed: { id: 'tickets.status.closed', defaultMessage: 'Closed' },
});

export const ticketReportReasonMessages: Record<TicketReportReason, MessageDescriptor> = defineMessages({
  fraud: { id: 'tickets.reportReason.fraud', defaultMessage: 'Fraud or scam' },
  misleading: { id: 'tickets.reportReason.misleading', defaultMessage: 'Misleading description' },
  prohibited: { id: 'tickets.reportReason.prohibited', defaultMessage: 'Prohibited item' },
  other: { id: 'tickets.reportReason.other', defaultMessage: 'Something else' },
});
