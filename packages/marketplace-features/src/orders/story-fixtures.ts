import type { DisputeEvidence, OrderDetail, OrderListItem } from '@lootmarket/contract';

/** Sample orders for the stories of the order, orders list and seller dashboard views. */
export const sampleListItem: OrderListItem = {
  id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
  type: 'purchase',
  status: 'pending',
  outcome: 'in_escrow',
  refundedTo: null,
  escrow: 'held',
  item: 'World of Warcraft gold, 100k on Silvermoon EU',
  category: 'gold',
  game: { slug: 'world-of-warcraft', name: 'World of Warcraft' },
  offerImage: null,
  quantity: 2,
  currency: 'USD',
  price: '1999',
  totalPrice: '4118',
  seller: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e01', name: 'GoldRushPL' },
  buyer: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e02', name: 'frostmage' },
  paymentMethod: 'card',
  date: '2026-11-20T14:05:00Z',
  moneyAvailableAt: '2026-11-23T14:05:00Z',
  disputed: false,
  releaseHeld: null,
};

export const sampleOrder: OrderDetail = {
  ...sampleListItem,
  offerId: '7d1c6a55-9b8e-4a6e-a3c2-1f0e9d8c7b01',
  description: 'Hand farmed gold, delivered by mail in game within an hour.',
  availableStock: 12,
  subtotal: '3998',
  fees: '120',
  sellerFee: '0',
  sellerNet: '0',
  paymentId: null,
  automaticDelivery: false,
  deliveredAt: null,
  deliveryNote: null,
  paidAt: '2026-11-20T14:06:00Z',
  confirmedAt: null,
  completedAt: null,
  failedAt: null,
  failureReason: null,
  refund: null,
  dispute: null,
  evidence: [],
  split: null,
  refundProposals: [],
  rating: null,
  warranty: null,
  warrantyClaim: null,
  can: {
    pay: false,
    confirm: true,
    dispute: true,
    rate: false,
    markDelivered: false,
    addEvidence: false,
    answerDispute: false,
    proposeRefund: false,
    claimWarranty: false,
  },
};

export const sampleSale: OrderDetail = {
  ...sampleOrder,
  type: 'sale',
  fees: '0',
  sellerFee: '200',
  sellerNet: '3798',
  can: {
    pay: false,
    confirm: false,
    dispute: false,
    rate: false,
    markDelivered: true,
    addEvidence: false,
    answerDispute: false,
    proposeRefund: false,
    claimWarranty: false,
  },
};

const evidenceUrl = (id: string) => `/api/v1/orders/${sampleListItem.id}/dispute/evidence/${id}`;

/** Files of a dispute: the buyer's screenshot and the seller's delivery receipt. */
export const sampleEvidence: DisputeEvidence[] = [
  {
    id: 'a1e2f3a4-0b1c-4d2e-8f3a-4b5c6d7e8f01',
    uploaderSide: 'buyer',
    fileName: 'mailbox-screenshot.png',
    contentType: 'image/png',
    sizeBytes: 284_113,
    createdAt: '2026-11-21T09:01:00Z',
    url: evidenceUrl('a1e2f3a4-0b1c-4d2e-8f3a-4b5c6d7e8f01'),
  },
  {
    id: 'a1e2f3a4-0b1c-4d2e-8f3a-4b5c6d7e8f02',
    uploaderSide: 'seller',
    fileName: 'trade-log.pdf',
    contentType: 'application/pdf',
    sizeBytes: 51_870,
    createdAt: '2026-11-21T11:30:00Z',
    url: evidenceUrl('a1e2f3a4-0b1c-4d2e-8f3a-4b5c6d7e8f02'),
  },
];

/** The buyer's view of an open dispute with evidence from both sides; more may be added. */
export const sampleDisputedOrder: OrderDetail = {
  ...sampleOrder,
  outcome: 'disputed',
  disputed: true,
  moneyAvailableAt: null,
  dispute: {
    status: 'open',
    reason: 'Only half of the gold arrived.',
    openedAt: '2026-11-21T09:00:00Z',
    resolvedAt: null,
    note: null,
    clock: null,
  },
  evidence: sampleEvidence,
  can: {
    pay: false,
    confirm: false,
    dispute: false,
    rate: false,
    markDelivered: false,
    addEvidence: true,
    answerDispute: false,
    proposeRefund: false,
    claimWarranty: false,
  },
};

/**
 * An open dispute on the dispute clock: the seller answered, the buyer's turn runs until the deadline
 * (relative to the story clock of the stories that use it).
 */
export const sampleClockedDispute: OrderDetail = {
  ...sampleDisputedOrder,
  dispute: {
    status: 'open',
    reason: 'Only half of the gold arrived.',
    openedAt: '2026-11-27T09:00:00Z',
    resolvedAt: null,
    note: null,
    clock: {
      stage: 'buyer',
      stageSince: '2026-11-27T15:00:00Z',
      deadlineAt: '2026-11-29T15:00:00Z',
      onSilence: 'release',
      staffReason: null,
      decidedBy: null,
      sellerHours: 24,
      buyerHours: 48,
      extendedReason: null,
      answers: [
        {
          id: '0193a4b2-0000-7000-8000-00000000a001',
          side: 'seller',
          message: 'I sent the full 100k by in-game mail to Ayla; screenshot attached.',
          createdAt: '2026-11-27T15:00:00Z',
        },
      ],
    },
  },
  can: { ...sampleDisputedOrder.can, answerDispute: true },
};
