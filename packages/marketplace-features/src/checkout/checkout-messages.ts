import { defineMessages } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export const checkoutMessages = withValuesAll(
  defineMessages({
    title: { id: 'checkout.title', defaultMessage: 'Checkout' },
    item: { id: 'checkout.item', defaultMessage: 'Your item' },
    soldBy: { id: 'checkout.soldBy', defaultMessage: 'Sold by {seller}' },
    unitPrice: { id: 'checkout.unitPrice', defaultMessage: '{price} each' },
    chargedIn: {
      id: 'checkout.chargedIn',
      defaultMessage:
        'You will be charged {total} in {currency, select, USD {US dollars} EUR {euros} PLN {Polish złoty} BRL {Brazilian reais} RUB {Russian rubles} CNY {Chinese yuan} JPY {Japanese yen} other {{currency}}} ({currency}).',
      description:
        'Said at checkout: the order is charged in the offer’s own currency, whatever the viewer’s.',
    },
    chargedApprox: {
      id: 'checkout.chargedApprox',
      defaultMessage: '≈ {converted} at the rate of {date}.',
      description:
        'After checkout.chargedIn when the viewer reads prices in another currency: the total converted.',
    },
    quantity: { id: 'checkout.quantity', defaultMessage: 'Quantity' },
    inStock: {
      id: 'checkout.inStock',
      defaultMessage: '{count, plural, one {# in stock} other {# in stock}}',
    },
    decrease: { id: 'checkout.decrease', defaultMessage: 'Decrease quantity' },
    increase: { id: 'checkout.increase', defaultMessage: 'Increase quantity' },
    paymentMethod: { id: 'checkout.paymentMethod', defaultMessage: 'Payment method' },
    methodWallet: { id: 'checkout.method.wallet', defaultMessage: 'Wallet balance' },
    methodWalletBalance: {
      id: 'checkout.method.walletBalance',
      defaultMessage: 'Available: {amount}',
    },
    methodWalletTooLow: {
      id: 'checkout.method.walletTooLow',
      defaultMessage: 'Available: {amount}, not enough for this order.',
    },
    walletShort: {
      id: 'checkout.walletShort',
      defaultMessage: 'Your wallet balance ({balance}) does not cover the total ({total}).',
    },
    walletShortCard: {
      id: 'checkout.walletShort.card',
      defaultMessage:
        'Your wallet balance ({balance}) does not cover the total ({total}), so card is selected.',
    },
    walletShortCrypto: {
      id: 'checkout.walletShort.crypto',
      defaultMessage:
        'Your wallet balance ({balance}) does not cover the total ({total}), so crypto is selected.',
    },
    topUpWallet: { id: 'checkout.topUpWallet', defaultMessage: 'Top up your wallet' },
    methodCard: { id: 'checkout.method.card', defaultMessage: 'Credit or debit card' },
    methodCardHint: { id: 'checkout.method.cardHint', defaultMessage: 'Visa, Mastercard and more.' },
    methodCrypto: { id: 'checkout.method.crypto', defaultMessage: 'Crypto' },
    methodCryptoHint: {
      id: 'checkout.method.cryptoHint',
      defaultMessage: 'Bitcoin and over 20 other cryptocurrencies.',
    },
    methodUnavailable: { id: 'checkout.method.unavailable', defaultMessage: 'Not available for this order.' },
    summary: { id: 'checkout.summary', defaultMessage: 'Order summary' },
    subtotal: { id: 'checkout.subtotal', defaultMessage: 'Subtotal ({quantity, number} × {price})' },
    fees: { id: 'checkout.fees', defaultMessage: 'Service fee' },
    total: { id: 'checkout.total', defaultMessage: 'Total' },
    escrowNote: {
      id: 'checkout.escrowNote',
      defaultMessage:
        'Your payment is held in escrow. The seller is paid only when you confirm that you received your order.',
    },
    pay: { id: 'checkout.pay', defaultMessage: 'Pay {total}' },
    priceChanged: {
      id: 'checkout.priceChanged',
      defaultMessage: 'The seller changed the price to {price} each. Check the new total, then pay again.',
    },
    paying: { id: 'checkout.paying', defaultMessage: 'Placing your order…' },
    loading: { id: 'checkout.loading', defaultMessage: 'Loading the offer…' },
    noOffer: { id: 'checkout.noOffer', defaultMessage: 'Choose an offer first.' },
    browse: { id: 'checkout.browse', defaultMessage: 'Browse offers' },
  }),
);

export const paymentPageMessages = withValuesAll(
  defineMessages({
    title: { id: 'payment.title', defaultMessage: 'Payment' },
    testMode: { id: 'payment.testMode', defaultMessage: 'Test payment page' },
    testModeBody: {
      id: 'payment.testModeBody',
      defaultMessage:
        'This is the sandbox payment provider. No real money moves and no real card is charged: use the test cards below.',
    },
    amountDue: { id: 'payment.amountDue', defaultMessage: 'Amount due' },
    paysFor: { id: 'payment.paysFor', defaultMessage: 'For' },
    expiresAt: { id: 'payment.expiresAt', defaultMessage: 'Expires' },
    testCards: { id: 'payment.testCards', defaultMessage: 'Test cards' },
    testCardsHint: {
      id: 'payment.testCardsHint',
      defaultMessage: 'Any future expiry date and any 3-digit CVC. Choose a card to fill in the form.',
    },
    useCard: { id: 'payment.useCard', defaultMessage: 'Use {number}' },
    outcomeSucceed: { id: 'payment.outcome.succeed', defaultMessage: 'Payment succeeds' },
    outcomeDecline: { id: 'payment.outcome.decline', defaultMessage: 'Card declined' },
    outcomeConfirm: { id: 'payment.outcome.confirm', defaultMessage: 'Needs an extra confirmation' },
    cardNumber: { id: 'payment.cardNumber', defaultMessage: 'Card number' },
    expiry: { id: 'payment.expiry', defaultMessage: 'Expiry (MM/YY)' },
    cvc: { id: 'payment.cvc', defaultMessage: 'CVC' },
    cardholder: { id: 'payment.cardholder', defaultMessage: 'Name on card' },
    required: { id: 'payment.required', defaultMessage: 'Fill in this field.' },
    payNow: { id: 'payment.payNow', defaultMessage: 'Pay {amount}' },
    processing: { id: 'payment.processing', defaultMessage: 'Processing…' },
    confirmTitle: { id: 'payment.confirmTitle', defaultMessage: 'Confirm this payment' },
    confirmBody: {
      id: 'payment.confirmBody',
      defaultMessage:
        'Your bank asks you to confirm this payment (a test of the 3-D Secure step). Approve it to pay, or deny it: the card is then declined and you can try another one.',
    },
    cardDeclinedTitle: { id: 'payment.cardDeclined.title', defaultMessage: 'Your card was declined' },
    cardDeclinedBody: {
      id: 'payment.cardDeclined.body',
      defaultMessage: 'Nothing was charged. Try another card before this payment expires.',
    },
    approve: { id: 'payment.approve', defaultMessage: 'Approve payment' },
    deny: { id: 'payment.deny', defaultMessage: 'Deny' },
    cryptoTitle: { id: 'payment.cryptoTitle', defaultMessage: 'Test crypto invoice' },
    cryptoBody: {
      id: 'payment.cryptoBody',
      defaultMessage: 'Send {asset} to this test-network address. Here you choose what the network does.',
    },
    cryptoAddress: { id: 'payment.cryptoAddress', defaultMessage: 'Address' },
    cryptoConfirm: { id: 'payment.cryptoConfirm', defaultMessage: 'Confirm the transfer' },
    cryptoExpire: { id: 'payment.cryptoExpire', defaultMessage: 'Let the invoice expire' },
    succeeded: { id: 'payment.succeeded', defaultMessage: 'Payment received' },
    succeededBody: {
      id: 'payment.succeededBody',
      defaultMessage: 'Your money is held in escrow until you confirm delivery.',
    },
    declined: { id: 'payment.declined', defaultMessage: 'Payment declined' },
    expired: { id: 'payment.expired', defaultMessage: 'Invoice expired' },
    cancelled: { id: 'payment.cancelled', defaultMessage: 'Payment cancelled' },
    finishedBody: {
      id: 'payment.finishedBody',
      defaultMessage: 'Nothing was charged. You can place a new order.',
    },
    toOrder: { id: 'payment.toOrder', defaultMessage: 'View your order' },
    walletTopUp: { id: 'payment.walletTopUp', defaultMessage: 'Wallet top-up' },
    depositSucceededBody: {
      id: 'payment.depositSucceededBody',
      defaultMessage: 'The money is in your wallet and ready to spend.',
    },
    depositFinishedBody: {
      id: 'payment.depositFinishedBody',
      defaultMessage: 'Nothing was charged. You can start a new top-up from your wallet.',
    },
    toWallet: { id: 'payment.toWallet', defaultMessage: 'Back to your wallet' },
    cancelPayment: { id: 'payment.cancelPayment', defaultMessage: 'Cancel payment' },
    providerRedirect: { id: 'payment.providerRedirect', defaultMessage: 'Continue to the payment provider' },
  }),
);

/** The sandbox's crypto refund claim page (/order/refund/{paymentId}/), its stand-in for BTCPay's. */
export const refundClaimMessages = withValuesAll(
  defineMessages({
    title: { id: 'refundClaim.title', defaultMessage: 'Claim your refund' },
    testModeBody: {
      id: 'refundClaim.testModeBody',
      defaultMessage:
        'This is the sandbox payment provider: nothing real is sent. Enter a test-network address to see how a crypto refund is claimed.',
    },
    amount: { id: 'refundClaim.amount', defaultMessage: 'Refund' },
    asset: { id: 'refundClaim.asset', defaultMessage: 'Paid out in' },
    refundedAt: { id: 'refundClaim.refundedAt', defaultMessage: 'Refunded' },
    address: { id: 'refundClaim.address', defaultMessage: 'Your {asset} address' },
    addressHint: {
      id: 'refundClaim.addressHint',
      defaultMessage: 'A test-network address, starting with tb1, m, n or 2. It cannot be changed later.',
    },
    addressInvalid: {
      id: 'refundClaim.addressInvalid',
      defaultMessage: 'Enter a valid test-network address.',
    },
    submit: { id: 'refundClaim.submit', defaultMessage: 'Claim {amount}' },
    claiming: { id: 'refundClaim.claiming', defaultMessage: 'Claiming…' },
    claimed: { id: 'refundClaim.claimed', defaultMessage: 'Refund claimed' },
    claimedBody: {
      id: 'refundClaim.claimedBody',
      defaultMessage: '{amount} was sent to {address} on {date}.',
    },
    loading: { id: 'refundClaim.loading', defaultMessage: 'Loading the refund…' },
  }),
);
