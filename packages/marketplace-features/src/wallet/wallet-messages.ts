import type { WithdrawalMethod } from '@lootmarket/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export const withdrawalMethodMessages: Record<WithdrawalMethod, MessageDescriptor> = defineMessages({
  bank_transfer: { id: 'withdraw.method.bankTransfer', defaultMessage: 'Bank transfer' },
  paypal: { id: 'withdraw.method.paypal', defaultMessage: 'PayPal' },
  crypto: { id: 'withdraw.method.crypto', defaultMessage: 'Crypto wallet' },
  stripe: { id: 'withdraw.method.stripe', defaultMessage: 'Stripe (connected account)' },
});

export const withdrawalDestinationMessages: Record<WithdrawalMethod, MessageDescriptor> = defineMessages({
  bank_transfer: { id: 'withdraw.destination.bankTransfer', defaultMessage: 'IBAN' },
  paypal: { id: 'withdraw.destination.paypal', defaultMessage: 'PayPal email' },
  crypto: { id: 'withdraw.destination.crypto', defaultMessage: 'Wallet address' },
  stripe: { id: 'withdraw.destination.stripe', defaultMessage: 'Stripe account ID (acct_…)' },
});

export const walletMessages = withValuesAll(
  defineMessages({
    title: { id: 'wallet.title', defaultMessage: 'Wallet' },
    walletTitle: { id: 'wallet.walletTitle', defaultMessage: '{currency} wallet' },
    lastUpdated: { id: 'wallet.lastUpdatedAt', defaultMessage: 'Last updated {date}' },
    available: { id: 'wallet.available', defaultMessage: 'Available' },
    upcoming: { id: 'wallet.upcoming', defaultMessage: 'Upcoming' },
    inEscrow: { id: 'wallet.inEscrow', defaultMessage: 'In escrow' },
    outgoing: { id: 'wallet.outgoing', defaultMessage: 'Being paid out' },
    total: { id: 'wallet.total', defaultMessage: 'Total' },
    availableHelp: { id: 'wallet.help.available', defaultMessage: 'Yours to spend or withdraw now.' },
    inEscrowHelp: {
      id: 'wallet.help.inEscrow',
      defaultMessage: 'Your purchases, held until you confirm delivery.',
    },
    upcomingHelp: {
      id: 'wallet.help.upcoming',
      defaultMessage: 'Your sales, yours when the buyer confirms.',
    },
    outgoingHelp: {
      id: 'wallet.help.outgoing',
      defaultMessage: 'Withdrawals and card refunds on their way out.',
    },
    totalHelp: { id: 'wallet.help.total', defaultMessage: 'All of the above together.' },
    withdraw: { id: 'wallet.withdraw', defaultMessage: 'Withdraw' },
    topUp: { id: 'wallet.topUp', defaultMessage: 'Top up' },
    createTitle: { id: 'wallet.createTitle', defaultMessage: 'Create a wallet' },
    createCurrency: { id: 'wallet.createCurrency', defaultMessage: 'Currency' },
    createSubmit: { id: 'wallet.createSubmit', defaultMessage: 'Create wallet' },
    created: { id: 'wallet.created', defaultMessage: 'Your {currency} wallet is ready.' },
    noWallets: { id: 'wallet.noWallets', defaultMessage: 'You have no wallet yet.' },
    noWalletsBody: {
      id: 'wallet.noWalletsBody',
      defaultMessage: 'Create one by currency. Sales are paid into the wallet of the offer’s currency.',
    },
    transactions: { id: 'wallet.transactions', defaultMessage: 'Transactions' },
    caption: { id: 'wallet.caption', defaultMessage: 'Transactions of the {currency} wallet' },
    date: { id: 'wallet.date', defaultMessage: 'Date' },
    product: { id: 'wallet.product', defaultMessage: 'Product name' },
    category: { id: 'wallet.category', defaultMessage: 'Category' },
    action: { id: 'wallet.action', defaultMessage: 'Action' },
    amount: { id: 'wallet.amount', defaultMessage: 'Amount' },
    price: { id: 'wallet.price', defaultMessage: 'Price' },
    status: { id: 'wallet.status', defaultMessage: 'Status' },
    allStatuses: { id: 'wallet.allStatuses', defaultMessage: 'All statuses' },
    allActions: { id: 'wallet.allActions', defaultMessage: 'All actions' },
    search: { id: 'wallet.search', defaultMessage: 'Product name' },
    from: { id: 'wallet.from', defaultMessage: 'From' },
    to: { id: 'wallet.to', defaultMessage: 'To' },
    apply: { id: 'wallet.apply', defaultMessage: 'Apply filters' },
    clear: { id: 'wallet.clear', defaultMessage: 'Clear filters' },
    empty: { id: 'wallet.empty', defaultMessage: 'No transactions yet.' },
    emptyFiltered: { id: 'wallet.emptyFiltered', defaultMessage: 'No transactions match these filters.' },
    pagination: { id: 'wallet.pagination', defaultMessage: 'Transaction pages' },
  }),
);

export const withdrawMessages = withValuesAll(
  defineMessages({
    title: { id: 'withdraw.title', defaultMessage: 'Withdraw {currency}' },
    description: {
      id: 'withdraw.description',
      defaultMessage: 'The amount is held at once and paid out after our team approves it.',
    },
    available: { id: 'withdraw.available', defaultMessage: 'Available: {amount}' },
    amount: { id: 'withdraw.amount', defaultMessage: 'Amount' },
    amountInvalid: {
      id: 'withdraw.amountInvalid',
      defaultMessage: 'Enter a positive amount this currency can hold.',
    },
    amountTooHigh: {
      id: 'withdraw.amountTooHigh',
      defaultMessage: 'That is more than your available balance.',
    },
    amountBelowFee: {
      id: 'withdraw.amountBelowFee',
      defaultMessage: 'Enter an amount above the withdrawal fee.',
    },
    max: { id: 'withdraw.max', defaultMessage: 'Withdraw everything' },
    method: { id: 'withdraw.method', defaultMessage: 'Method' },
    destinationRequired: {
      id: 'withdraw.destinationRequired',
      defaultMessage: 'Enter where the money should go.',
    },
    stripeAccountInvalid: {
      id: 'withdraw.stripeAccountInvalid',
      defaultMessage: 'Enter your Stripe account ID: it starts with acct_.',
    },
    speed: { id: 'withdraw.speed', defaultMessage: 'Review' },
    standard: { id: 'withdraw.standard', defaultMessage: 'Standard' },
    standardHint: {
      id: 'withdraw.standardHint',
      defaultMessage: '{fee} fee · reviewed within {hours, plural, one {# hour} other {# hours}}',
    },
    vip: { id: 'withdraw.vip', defaultMessage: 'VIP withdraw' },
    vipHint: {
      id: 'withdraw.vipHint',
      defaultMessage: '{fee} fee · faster review, within {hours, plural, one {# hour} other {# hours}}',
    },
    summary: { id: 'withdraw.summary', defaultMessage: 'Withdrawal' },
    fee: { id: 'withdraw.fee', defaultMessage: 'Fee' },
    payout: { id: 'withdraw.payout', defaultMessage: 'You receive' },
    submit: { id: 'withdraw.submit', defaultMessage: 'Request withdrawal' },
    submitting: { id: 'withdraw.submitting', defaultMessage: 'Sending…' },
    cancel: { id: 'withdraw.cancel', defaultMessage: 'Cancel' },
    requested: {
      id: 'withdraw.requested',
      defaultMessage: 'Withdrawal requested. The money is held until our team approves it.',
    },
    password: { id: 'withdraw.password', defaultMessage: 'Password' },
    passwordHint: {
      id: 'withdraw.passwordHint',
      defaultMessage: 'Confirm this withdrawal with your account password.',
    },
    passwordMissing: { id: 'withdraw.passwordMissing', defaultMessage: 'Enter your password.' },
    twoFactorCode: { id: 'withdraw.twoFactorCode', defaultMessage: 'Authenticator code' },
    twoFactorHint: {
      id: 'withdraw.twoFactorHint',
      defaultMessage: 'Confirm with the 6-digit code from your authenticator app, or with a recovery code.',
    },
    confirmationCode: { id: 'withdraw.confirmationCode', defaultMessage: 'Confirmation code' },
    confirmationHint: {
      id: 'withdraw.confirmationHint',
      defaultMessage:
        'Your account has no password: we email {email} a code for exactly this withdrawal. It works once, for 15 minutes.',
    },
    codeMissing: { id: 'withdraw.codeMissing', defaultMessage: 'Enter the code.' },
    sendCode: { id: 'withdraw.sendCode', defaultMessage: 'Email me a code' },
    sendingCode: { id: 'withdraw.sendingCode', defaultMessage: 'Sending the code…' },
    codeSent: {
      id: 'withdraw.codeSent',
      defaultMessage: 'We sent a code to {email}. Change nothing above, or ask for a new code.',
    },
    emailNotVerifiedTitle: {
      id: 'withdraw.emailNotVerifiedTitle',
      defaultMessage: 'Confirm your email address first',
    },
    emailNotVerifiedBody: {
      id: 'withdraw.emailNotVerifiedBody',
      defaultMessage:
        'We tell you about every withdrawal by email, so your address must be confirmed: open the link we sent to {email}, or send a new one from My account.',
    },
    goToAccount: { id: 'withdraw.goToAccount', defaultMessage: 'Go to My account' },
  }),
);

export const topUpMessages = withValuesAll(
  defineMessages({
    title: { id: 'topUp.title', defaultMessage: 'Top up your {currency} wallet' },
    description: {
      id: 'topUp.description',
      defaultMessage: 'Pay by card or crypto; the money is in your wallet as soon as the payment succeeds.',
    },
    amount: { id: 'topUp.amount', defaultMessage: 'Amount' },
    limits: { id: 'topUp.limits', defaultMessage: 'From {min} to {max}' },
    amountInvalid: { id: 'topUp.amountInvalid', defaultMessage: 'Enter an amount, e.g. 25.00.' },
    amountOutOfRange: {
      id: 'topUp.amountOutOfRange',
      defaultMessage: 'Enter an amount from {min} to {max}.',
    },
    method: { id: 'topUp.method', defaultMessage: 'Pay with' },
    unavailable: {
      id: 'topUp.unavailable',
      defaultMessage: 'Top-ups by card or crypto are not available on this site right now.',
    },
    cancel: { id: 'topUp.cancel', defaultMessage: 'Cancel' },
    submit: { id: 'topUp.submit', defaultMessage: 'Continue to payment' },
    submitting: { id: 'topUp.submitting', defaultMessage: 'Opening the payment…' },
  }),
);
