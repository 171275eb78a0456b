import type { TicketDetail, TicketSummary } from '@lootmarket/contract';

/** Tickets for the stories: one of each status, realistic texts, fixed instants. */
export const sampleTicket: TicketSummary = {
  id: '3f6c2b1a-9d4e-4b7a-8c21-5e0f9a7d6c11',
  type: 'Payment',
  topic: 'transaction',
  source: 'profile',
  status: 'answered',
  title: 'Charged twice for one order',
  orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
  offer: null,
  replyCount: 2,
  createdAt: '2026-11-20T09:12:00Z',
  updatedAt: '2026-11-20T09:15:00Z',
  firstReplyAt: '2026-11-20T09:15:00Z',
  closedAt: null,
};

export const sampleTickets: TicketSummary[] = [
  sampleTicket,
  {
    ...sampleTicket,
    id: '8a1d0c3e-2b4f-4e6a-9d8c-7b5a3f1e0d22',
    type: 'Technical',
    topic: 'technical',
    status: 'open',
    title: 'The chat does not load on my phone',
    orderId: null,
    replyCount: 0,
    firstReplyAt: null,
  },
  {
    ...sampleTicket,
    id: 'c2e4f6a8-1b3d-4f5e-8a7c-9e1b3d5f7a33',
    type: 'Other',
    topic: 'fraud',
    source: 'offer_report',
    status: 'closed',
    title: '100k Gold, cheapest on the server',
    orderId: null,
    offer: { id: 'd4f6a8c0-2e4a-4c6e-8f0a-1c3e5a7c9e44', title: '100k Gold, cheapest on the server' },
    replyCount: 1,
    closedAt: '2026-11-19T18:00:00Z',
  },
];

export const sampleDetail: TicketDetail = {
  ...sampleTicket,
  description: 'My card shows two charges of 19.99 USD from this morning for a single order.',
  contactEmail: 'frostmage@example.com',
  phone: null,
  notifyOnAnswer: true,
  reportReason: null,
  attachments: [
    {
      id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a55',
      fileName: 'bank-statement.pdf',
      contentType: 'application/pdf',
      sizeBytes: 48_213,
      url: '/api/v1/tickets/3f6c2b1a-9d4e-4b7a-8c21-5e0f9a7d6c11/attachments/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a55',
    },
  ],
  replies: [
    {
      id: 'r1',
      authorRole: 'support',
      body: 'We see both charges. The second one is refunded and shows on your card within 3 days.',
      createdAt: '2026-11-20T09:15:00Z',
    },
    { id: 'r2', authorRole: 'user', body: 'Thank you, that was fast!', createdAt: '2026-11-20T09:20:00Z' },
  ],
};
