import type { AdminAuditAction, AdminAuditTargetType } from '@lootmarket/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export const adminShellMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.shell.title', defaultMessage: 'Lootmarket back office' },
    restricted: {
      id: 'admin.shell.restricted',
      defaultMessage: 'This area is for Lootmarket administrators and support agents.',
    },
    navigation: { id: 'admin.nav.label', defaultMessage: 'Back office sections' },
    dashboard: { id: 'admin.nav.dashboard', defaultMessage: 'Dashboard' },
    users: { id: 'admin.nav.users', defaultMessage: 'Users' },
    orders: { id: 'admin.nav.orders', defaultMessage: 'Orders' },
    moderation: { id: 'admin.nav.moderation', defaultMessage: 'Moderation' },
    catalog: { id: 'admin.nav.catalog', defaultMessage: 'Catalog' },
    audit: { id: 'admin.nav.audit', defaultMessage: 'Audit log' },
    outbox: { id: 'admin.nav.outbox', defaultMessage: 'Mail outbox' },
    disputes: { id: 'admin.nav.disputes', defaultMessage: 'Disputes' },
    withdrawals: { id: 'admin.nav.withdrawals', defaultMessage: 'Withdrawals' },
    tickets: { id: 'admin.nav.tickets', defaultMessage: 'Tickets' },
    fees: { id: 'admin.nav.fees', defaultMessage: 'Fee rules' },
    currencyRates: { id: 'admin.nav.currencyRates', defaultMessage: 'Currency rates' },
    warrantyRules: { id: 'admin.nav.warrantyRules', defaultMessage: 'Warranties' },
    warrantyClaims: { id: 'admin.nav.warrantyClaims', defaultMessage: 'Warranty claims' },
    signedInAs: { id: 'admin.shell.signedInAs', defaultMessage: 'Signed in as {name} ({roles})' },
    signOut: { id: 'admin.shell.signOut', defaultMessage: 'Sign out' },
    loading: { id: 'admin.shell.loading', defaultMessage: 'Loading…' },
    noAccessTitle: { id: 'admin.noAccess.title', defaultMessage: 'No access' },
    noAccessBody: {
      id: 'admin.noAccess.body',
      defaultMessage: 'Your account has no staff role. Ask an administrator if you need access.',
    },
    toShop: { id: 'admin.noAccess.toShop', defaultMessage: 'Go to the shop' },
    roleAdmin: { id: 'admin.role.admin', defaultMessage: 'Admin' },
    roleSupport: { id: 'admin.role.support', defaultMessage: 'Support' },
    roleUser: { id: 'admin.role.user', defaultMessage: 'User' },
    loadFailed: { id: 'admin.loadFailed', defaultMessage: 'Could not load this page. Try again.' },
    close: { id: 'admin.close', defaultMessage: 'Close' },
  }),
);

export const adminTableMessages = withValuesAll(
  defineMessages({
    search: { id: 'admin.table.search', defaultMessage: 'Search' },
    searchSubmit: { id: 'admin.table.searchSubmit', defaultMessage: 'Search' },
    all: { id: 'admin.table.all', defaultMessage: 'All' },
    count: { id: 'admin.table.count', defaultMessage: '{count, plural, one {# result} other {# results}}' },
    empty: { id: 'admin.table.empty', defaultMessage: 'Nothing here.' },
    pagination: { id: 'admin.table.pagination', defaultMessage: 'Pages' },
  }),
);

export const reasonDialogMessages = withValuesAll(
  defineMessages({
    reason: { id: 'admin.reason.label', defaultMessage: 'Reason' },
    reasonHelp: {
      id: 'admin.reason.help',
      defaultMessage: 'At least 3 characters. It is kept in the audit log.',
    },
    reasonTooShort: { id: 'admin.reason.tooShort', defaultMessage: 'Write at least 3 characters.' },
    cancel: { id: 'admin.reason.cancel', defaultMessage: 'Cancel' },
    working: { id: 'admin.reason.working', defaultMessage: 'Saving…' },
  }),
);

export const dashboardMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.dashboard.title', defaultMessage: 'Dashboard' },
    period: { id: 'admin.dashboard.period', defaultMessage: 'Period' },
    days: { id: 'admin.dashboard.days', defaultMessage: 'Last {days} days' },
    orders: { id: 'admin.dashboard.orders', defaultMessage: 'Orders' },
    signUps: { id: 'admin.dashboard.signUps', defaultMessage: 'Sign-ups' },
    openDisputes: { id: 'admin.dashboard.openDisputes', defaultMessage: 'Open disputes' },
    pendingWithdrawals: { id: 'admin.dashboard.pendingWithdrawals', defaultMessage: 'Pending withdrawals' },
    pendingSplit: { id: 'admin.dashboard.pendingSplit', defaultMessage: '{standard} standard · {vip} VIP' },
    openTickets: { id: 'admin.dashboard.openTickets', defaultMessage: 'Open tickets' },
    stalledRefunds: { id: 'admin.dashboard.stalledRefunds', defaultMessage: 'Stalled refunds' },
    firstReply: { id: 'admin.dashboard.firstReply', defaultMessage: 'Average first reply' },
    noReplies: { id: 'admin.dashboard.noReplies', defaultMessage: 'No answered tickets yet' },
    minutes: { id: 'admin.dashboard.minutes', defaultMessage: '{minutes, number} min' },
    volume: { id: 'admin.dashboard.volume', defaultMessage: 'Paid volume ({currency})' },
    fees: { id: 'admin.dashboard.fees', defaultMessage: 'Fees ({currency})' },
    day: { id: 'admin.dashboard.day', defaultMessage: 'Day' },
    amount: { id: 'admin.dashboard.amount', defaultMessage: 'Amount' },
    showTable: { id: 'admin.dashboard.showTable', defaultMessage: 'Show as table' },
    hideTable: { id: 'admin.dashboard.hideTable', defaultMessage: 'Hide table' },
    noMoney: { id: 'admin.dashboard.noMoney', defaultMessage: 'No paid orders in this period.' },
    daily: { id: 'admin.dashboard.daily', defaultMessage: 'Orders and sign-ups per day' },
    currency: { id: 'admin.dashboard.currency', defaultMessage: 'Currency' },
    pageViews: { id: 'admin.dashboard.pageViews', defaultMessage: 'Page views' },
    pageViewsTotal: {
      id: 'admin.dashboard.pageViewsTotal',
      defaultMessage: '{views, plural, one {# view} other {# views}} in this period',
    },
    pageViewsChart: { id: 'admin.dashboard.pageViewsChart', defaultMessage: 'Page views per day' },
    views: { id: 'admin.dashboard.views', defaultMessage: 'Views' },
    topPages: { id: 'admin.dashboard.topPages', defaultMessage: 'Top pages' },
    page: { id: 'admin.dashboard.page', defaultMessage: 'Page' },
    noPageViews: {
      id: 'admin.dashboard.noPageViews',
      defaultMessage: 'No page views in this period. Only visitors who allow statistics cookies are counted.',
    },
  }),
);

export const usersMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.users.title', defaultMessage: 'Users' },
    caption: { id: 'admin.users.caption', defaultMessage: 'Accounts' },
    searchPlaceholder: { id: 'admin.users.searchPlaceholder', defaultMessage: 'Name, e-mail or id' },
    role: { id: 'admin.users.role', defaultMessage: 'Role' },
    state: { id: 'admin.users.state', defaultMessage: 'State' },
    banned: { id: 'admin.users.banned', defaultMessage: 'Banned' },
    active: { id: 'admin.users.active', defaultMessage: 'Active' },
    username: { id: 'admin.users.username', defaultMessage: 'Username' },
    email: { id: 'admin.users.email', defaultMessage: 'E-mail' },
    roles: { id: 'admin.users.roles', defaultMessage: 'Roles' },
    memberSince: { id: 'admin.users.memberSince', defaultMessage: 'Member since' },
    twoFactor: { id: 'admin.users.twoFactor', defaultMessage: 'Two-factor' },
    back: { id: 'admin.users.back', defaultMessage: 'All users' },
    account: { id: 'admin.users.account', defaultMessage: 'Account' },
    banReason: { id: 'admin.users.banReason', defaultMessage: 'Ban reason' },
    lastSeen: { id: 'admin.users.lastSeen', defaultMessage: 'Last seen' },
    never: { id: 'admin.users.never', defaultMessage: 'Never' },
    ban: { id: 'admin.users.ban', defaultMessage: 'Ban' },
    banTitle: { id: 'admin.users.banTitle', defaultMessage: 'Ban {name}?' },
    banBody: {
      id: 'admin.users.banBody',
      defaultMessage: 'They will be signed out everywhere and cannot sign in until the ban is lifted.',
    },
    banned_toast: { id: 'admin.users.bannedToast', defaultMessage: '{name} is banned.' },
    unban: { id: 'admin.users.unban', defaultMessage: 'Lift ban' },
    unbanTitle: { id: 'admin.users.unbanTitle', defaultMessage: 'Lift the ban on {name}?' },
    unbanBody: { id: 'admin.users.unbanBody', defaultMessage: 'They can sign in again.' },
    unbannedToast: { id: 'admin.users.unbannedToast', defaultMessage: '{name} can sign in again.' },
    resetTwoFactor: { id: 'admin.users.resetTwoFactor', defaultMessage: 'Reset two-factor' },
    resetTitle: { id: 'admin.users.resetTitle', defaultMessage: 'Turn off two-factor sign-in for {name}?' },
    resetBody: {
      id: 'admin.users.resetBody',
      defaultMessage:
        'Do this only after checking who they are. Their authenticator and recovery codes stop working.',
    },
    resetToast: { id: 'admin.users.resetToast', defaultMessage: 'Two-factor sign-in is off for {name}.' },
    removeAvatar: { id: 'admin.users.removeAvatar', defaultMessage: 'Remove avatar' },
    removeAvatarTitle: {
      id: 'admin.users.removeAvatarTitle',
      defaultMessage: 'Remove the avatar of {name}?',
    },
    removeAvatarBody: {
      id: 'admin.users.removeAvatarBody',
      defaultMessage:
        'The picture is deleted and their initials are shown instead. They can upload another one.',
    },
    removeAvatarToast: {
      id: 'admin.users.removeAvatarToast',
      defaultMessage: 'The avatar of {name} is removed.',
    },
    avatar: { id: 'admin.users.avatar', defaultMessage: 'Avatar' },
    changeRoles: { id: 'admin.users.changeRoles', defaultMessage: 'Change roles' },
    rolesTitle: { id: 'admin.users.rolesTitle', defaultMessage: 'Roles of {name}' },
    rolesBody: { id: 'admin.users.rolesBody', defaultMessage: 'Every account keeps the user role.' },
    rolesToast: { id: 'admin.users.rolesToast', defaultMessage: 'Roles of {name} saved.' },
    save: { id: 'admin.users.save', defaultMessage: 'Save' },
    offers: { id: 'admin.users.offers', defaultMessage: 'Offers ({count})' },
    offerTitle: { id: 'admin.users.offerTitle', defaultMessage: 'Title' },
    game: { id: 'admin.users.game', defaultMessage: 'Game' },
    price: { id: 'admin.users.price', defaultMessage: 'Price' },
    status: { id: 'admin.users.status', defaultMessage: 'Status' },
    inactive: { id: 'admin.users.inactive', defaultMessage: 'Inactive' },
    offerTakenDown: { id: 'admin.users.offerTakenDown', defaultMessage: 'Taken down by moderation' },
    offerHeldByBan: { id: 'admin.users.offerHeldByBan', defaultMessage: 'Off the market while banned' },
    noOffers: { id: 'admin.users.noOffers', defaultMessage: 'No offers.' },
    purchases: { id: 'admin.users.purchases', defaultMessage: 'Purchases ({count})' },
    sales: { id: 'admin.users.sales', defaultMessage: 'Sales ({count})' },
    tickets: { id: 'admin.users.tickets', defaultMessage: 'Tickets ({count})' },
    item: { id: 'admin.users.item', defaultMessage: 'Item' },
    date: { id: 'admin.users.date', defaultMessage: 'Date' },
    total: { id: 'admin.users.total', defaultMessage: 'Total' },
    noOrders: { id: 'admin.users.noOrders', defaultMessage: 'No orders.' },
    noTickets: { id: 'admin.users.noTickets', defaultMessage: 'No tickets.' },
    wallets: { id: 'admin.users.wallets', defaultMessage: 'Wallets' },
    available: { id: 'admin.users.available', defaultMessage: 'Available' },
    upcoming: { id: 'admin.users.upcoming', defaultMessage: 'In escrow' },
    noWallets: { id: 'admin.users.noWallets', defaultMessage: 'No wallets.' },
    signIns: { id: 'admin.users.signIns', defaultMessage: 'Sign-in history' },
    signedInAt: { id: 'admin.users.signedInAt', defaultMessage: 'Signed in' },
    address: { id: 'admin.users.address', defaultMessage: 'Address' },
    device: { id: 'admin.users.device', defaultMessage: 'Device' },
    session: { id: 'admin.users.session', defaultMessage: 'Session' },
    sessionEnded: { id: 'admin.users.sessionEnded', defaultMessage: 'Ended' },
    sessionLive: { id: 'admin.users.sessionLive', defaultMessage: 'Active' },
    noSignIns: { id: 'admin.users.noSignIns', defaultMessage: 'Never signed in.' },
    on: { id: 'admin.users.on', defaultMessage: 'On' },
    off: { id: 'admin.users.off', defaultMessage: 'Off' },
  }),
);

export const moderationMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.moderation.title', defaultMessage: 'Moderation queue' },
    filter: { id: 'admin.moderation.filter', defaultMessage: 'Show' },
    all: { id: 'admin.moderation.all', defaultMessage: 'Flagged and reported' },
    flagged: { id: 'admin.moderation.flagged', defaultMessage: 'Flagged contacts in chat' },
    reported: { id: 'admin.moderation.reported', defaultMessage: 'Reported by buyers' },
    searchPlaceholder: { id: 'admin.moderation.searchPlaceholder', defaultMessage: 'Offer title' },
    empty: { id: 'admin.moderation.empty', defaultMessage: 'The queue is empty.' },
    seller: { id: 'admin.moderation.seller', defaultMessage: 'Seller: {name}' },
    flaggedCount: {
      id: 'admin.moderation.flaggedCount',
      defaultMessage: '{count, plural, one {# flagged message} other {# flagged messages}}',
    },
    reportsCount: {
      id: 'admin.moderation.reportsCount',
      defaultMessage: '{count, plural, one {# report} other {# reports}}',
    },
    textFindings: {
      id: 'admin.moderation.textFindings',
      defaultMessage: 'Contacts in the offer text: {kinds}',
    },
    inactive: { id: 'admin.moderation.inactive', defaultMessage: 'Deactivated' },
    takeDown: { id: 'admin.moderation.takeDown', defaultMessage: 'Take down' },
    takeDownTitle: { id: 'admin.moderation.takeDownTitle', defaultMessage: 'Take down “{title}”?' },
    takeDownBody: {
      id: 'admin.moderation.takeDownBody',
      defaultMessage:
        'The offer leaves the market and stays locked until staff lift the take-down: its seller cannot activate it. The seller is notified with your reason.',
    },
    takenDownToast: {
      id: 'admin.moderation.takenDownToast',
      defaultMessage: 'Offer taken down; the seller was told.',
    },
    dismiss: { id: 'admin.moderation.dismiss', defaultMessage: 'Dismiss' },
    dismissTitle: {
      id: 'admin.moderation.dismissTitle',
      defaultMessage: 'Dismiss the signals on “{title}”?',
    },
    dismissBody: {
      id: 'admin.moderation.dismissBody',
      defaultMessage: 'The offer leaves the queue until new messages are flagged or new reports arrive.',
    },
    dismissedToast: { id: 'admin.moderation.dismissedToast', defaultMessage: 'Signals dismissed.' },
    queueCaption: { id: 'admin.moderation.caption', defaultMessage: 'Offers to review' },
    locked: { id: 'admin.moderation.locked', defaultMessage: 'Taken down' },
    lockedOn: { id: 'admin.moderation.lockedOn', defaultMessage: 'Taken down on {date}' },
    lockedOnBy: { id: 'admin.moderation.lockedOnBy', defaultMessage: 'Taken down on {date} by {name}' },
    lockReason: { id: 'admin.moderation.lockReason', defaultMessage: 'Reason: {reason}' },
    lift: { id: 'admin.moderation.lift', defaultMessage: 'Lift take-down' },
    liftTitle: { id: 'admin.moderation.liftTitle', defaultMessage: 'Lift the take-down of “{title}”?' },
    liftBody: {
      id: 'admin.moderation.liftBody',
      defaultMessage:
        'The seller may activate the offer again and is notified with your reason. It stays inactive until they do.',
    },
    liftedToast: {
      id: 'admin.moderation.liftedToast',
      defaultMessage: 'Take-down lifted; the seller was told.',
    },
    delete: { id: 'admin.moderation.delete', defaultMessage: 'Delete' },
    deleteTitle: { id: 'admin.moderation.deleteTitle', defaultMessage: 'Delete “{title}” for good?' },
    deleteBody: {
      id: 'admin.moderation.deleteBody',
      defaultMessage:
        'The offer and its photos are deleted; orders keep their own copy. The seller is notified with your reason.',
    },
    deletedToast: {
      id: 'admin.moderation.deletedToast',
      defaultMessage: 'Offer deleted; the seller was told.',
    },
    readFlagged: { id: 'admin.moderation.readFlagged', defaultMessage: 'Read flagged messages' },
    flaggedTitle: {
      id: 'admin.moderation.flaggedTitle',
      defaultMessage: 'The seller’s flagged messages about “{title}”',
    },
    noFlagged: { id: 'admin.moderation.noFlagged', defaultMessage: 'No flagged messages.' },
  }),
);

/** Said wherever staff open someone's private chat: the read itself is on record. */
export const privateChatMessages = defineMessages({
  readIsAudited: {
    id: 'admin.privateChat.readIsAudited',
    defaultMessage: 'This chat is private: your reading it is written to the audit log.',
  },
});

export const catalogMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.catalog.title', defaultMessage: 'Catalog' },
    caption: { id: 'admin.catalog.caption', defaultMessage: 'Games' },
    searchPlaceholder: { id: 'admin.catalog.searchPlaceholder', defaultMessage: 'Game name or address' },
    visibility: { id: 'admin.catalog.visibility', defaultMessage: 'Visibility' },
    visible: { id: 'admin.catalog.visible', defaultMessage: 'Visible' },
    hidden: { id: 'admin.catalog.hidden', defaultMessage: 'Hidden' },
    name: { id: 'admin.catalog.name', defaultMessage: 'Name' },
    slug: { id: 'admin.catalog.slug', defaultMessage: 'Address (slug)' },
    publisher: { id: 'admin.catalog.publisher', defaultMessage: 'Publisher' },
    popularity: { id: 'admin.catalog.popularity', defaultMessage: 'Popularity' },
    aliases: { id: 'admin.catalog.aliases', defaultMessage: 'Search aliases' },
    cover: { id: 'admin.catalog.cover', defaultMessage: 'Cover' },
    coverHint: {
      id: 'admin.catalog.coverHint',
      defaultMessage:
        'JPEG, PNG or WebP, at most 5 MB. Without one, the shop draws a cover from the game’s initials.',
    },
    uploadCover: { id: 'admin.catalog.uploadCover', defaultMessage: 'Upload a cover' },
    removeCover: { id: 'admin.catalog.removeCover', defaultMessage: 'Remove the cover' },
    aliasesHint: {
      id: 'admin.catalog.aliasesHint',
      defaultMessage: 'Other names buyers type for the game, separated by commas: wow, warcraft.',
    },
    categories: { id: 'admin.catalog.categories', defaultMessage: 'Categories' },
    servers: { id: 'admin.catalog.servers', defaultMessage: 'Servers' },
    activeOffers: { id: 'admin.catalog.activeOffers', defaultMessage: 'Active offers' },
    actions: { id: 'admin.catalog.actions', defaultMessage: 'Actions' },
    addGame: { id: 'admin.catalog.addGame', defaultMessage: 'Add game' },
    edit: { id: 'admin.catalog.edit', defaultMessage: 'Edit {name}' },
    editShort: { id: 'admin.catalog.editShort', defaultMessage: 'Edit' },
    hide: { id: 'admin.catalog.hide', defaultMessage: 'Hide' },
    show: { id: 'admin.catalog.show', defaultMessage: 'Show' },
    hideGameTitle: { id: 'admin.catalog.hideGameTitle', defaultMessage: 'Hide {name}?' },
    hideGameBody: {
      id: 'admin.catalog.hideGameBody',
      defaultMessage: 'The game leaves the public catalog and its market pages. Existing orders keep it.',
    },
    save: { id: 'admin.catalog.save', defaultMessage: 'Save' },
    cancel: { id: 'admin.catalog.cancel', defaultMessage: 'Cancel' },
    saved: { id: 'admin.catalog.saved', defaultMessage: 'Saved.' },
    addCategory: { id: 'admin.catalog.addCategory', defaultMessage: 'Add category' },
    category: { id: 'admin.catalog.category', defaultMessage: 'Category' },
    addServer: { id: 'admin.catalog.addServer', defaultMessage: 'Add server' },
    serverName: { id: 'admin.catalog.serverName', defaultMessage: 'Server name' },
    region: { id: 'admin.catalog.region', defaultMessage: 'Region' },
    readOnly: { id: 'admin.catalog.readOnly', defaultMessage: 'Only administrators change the catalog.' },
    gameDetails: { id: 'admin.catalog.gameDetails', defaultMessage: 'Categories and servers of {name}' },
    none: { id: 'admin.catalog.none', defaultMessage: 'None yet.' },
  }),
);

export const auditMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.audit.title', defaultMessage: 'Audit log' },
    caption: { id: 'admin.audit.caption', defaultMessage: 'Staff actions' },
    at: { id: 'admin.audit.at', defaultMessage: 'When' },
    actor: { id: 'admin.audit.actor', defaultMessage: 'Who' },
    action: { id: 'admin.audit.action', defaultMessage: 'Action' },
    target: { id: 'admin.audit.target', defaultMessage: 'Target' },
    targetId: { id: 'admin.audit.targetId', defaultMessage: 'Target id' },
    change: { id: 'admin.audit.change', defaultMessage: 'Before → after' },
    reason: { id: 'admin.audit.reason', defaultMessage: 'Reason' },
    from: { id: 'admin.audit.from', defaultMessage: 'From' },
    to: { id: 'admin.audit.to', defaultMessage: 'To' },
    actorId: { id: 'admin.audit.actorId', defaultMessage: 'Staff member id' },
    apply: { id: 'admin.audit.apply', defaultMessage: 'Apply filters' },
    clear: { id: 'admin.audit.clear', defaultMessage: 'Clear filters' },
    empty: { id: 'admin.audit.empty', defaultMessage: 'No staff actions match.' },
    yes: { id: 'admin.audit.yes', defaultMessage: 'Yes' },
    no: { id: 'admin.audit.no', defaultMessage: 'No' },
  }),
);

export const outboxMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.outbox.title', defaultMessage: 'Mail outbox' },
    caption: { id: 'admin.outbox.caption', defaultMessage: 'Mails written by the server' },
    help: {
      id: 'admin.outbox.help',
      defaultMessage: 'Without an SMTP server, mails stay here. The newest come first.',
    },
    to: { id: 'admin.outbox.to', defaultMessage: 'To' },
    subject: { id: 'admin.outbox.subject', defaultMessage: 'Subject' },
    kind: { id: 'admin.outbox.kind', defaultMessage: 'Kind' },
    written: { id: 'admin.outbox.written', defaultMessage: 'Written' },
    sent: { id: 'admin.outbox.sent', defaultMessage: 'Sent' },
    notSent: { id: 'admin.outbox.notSent', defaultMessage: 'Kept locally' },
    recipient: { id: 'admin.outbox.recipient', defaultMessage: 'Recipient' },
    open: { id: 'admin.outbox.open', defaultMessage: 'Read' },
    empty: { id: 'admin.outbox.empty', defaultMessage: 'No mails.' },
  }),
);

export const ordersMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.orders.title', defaultMessage: 'Orders' },
    caption: { id: 'admin.orders.caption', defaultMessage: 'Orders on the marketplace' },
    searchPlaceholder: {
      id: 'admin.orders.searchPlaceholder',
      defaultMessage: 'Order id, offer title, buyer or seller',
    },
    dispute: { id: 'admin.orders.dispute', defaultMessage: 'Dispute' },
    disputed: { id: 'admin.orders.disputed', defaultMessage: 'Disputed' },
    notDisputed: { id: 'admin.orders.notDisputed', defaultMessage: 'Not disputed' },
    disputeOpen: { id: 'admin.orders.disputeOpen', defaultMessage: 'Dispute open' },
    disputeDecided: { id: 'admin.orders.disputeDecided', defaultMessage: 'Dispute decided' },
    refund: { id: 'admin.orders.refund', defaultMessage: 'Refund to payer' },
    refundPending: { id: 'admin.orders.refundPending', defaultMessage: 'Refund under way' },
    refundStalled: { id: 'admin.orders.refundStalled', defaultMessage: 'Refund stalled' },
    refundRefused: { id: 'admin.orders.refundRefused', defaultMessage: 'Refund refused' },
    refundRefunded: { id: 'admin.orders.refundRefunded', defaultMessage: 'Refunded to payer' },
    chargebackOpen: {
      id: 'admin.orders.chargebackOpen',
      defaultMessage: 'Chargeback open at the card issuer',
    },
    chargebackWon: { id: 'admin.orders.chargebackWon', defaultMessage: 'Chargeback won' },
    chargebackLost: { id: 'admin.orders.chargebackLost', defaultMessage: 'Chargeback lost' },
    chargebackClosed: { id: 'admin.orders.chargebackClosed', defaultMessage: 'Chargeback closed' },
    actions: { id: 'admin.orders.actions', defaultMessage: 'Actions' },
    retryRefund: { id: 'admin.orders.retryRefund', defaultMessage: 'Retry refund' },
    retryRefundTitle: {
      id: 'admin.orders.retryRefundTitle',
      defaultMessage: 'Retry the refund of {amount} to the payer?',
    },
    retryRefundBody: {
      id: 'admin.orders.retryRefundBody',
      defaultMessage:
        'The automatic retries are over. Check the payment at the provider first: a refund it already made is found and not repeated. The money stays held in the buyer’s wallet until the provider answers.',
    },
    retriedToast: {
      id: 'admin.orders.retriedToast',
      defaultMessage: 'The refund was sent to the provider again.',
    },
    cancel: { id: 'admin.orders.cancel', defaultMessage: 'Cancel' },
    held: { id: 'admin.orders.held', defaultMessage: 'Payout' },
    heldYes: { id: 'admin.orders.heldYes', defaultMessage: 'Held for review' },
    heldNo: { id: 'admin.orders.heldNo', defaultMessage: 'Not held' },
    payoutHeld: { id: 'admin.orders.payoutHeld', defaultMessage: 'Payout held: seller banned' },
    reviewRelease: { id: 'admin.orders.reviewRelease', defaultMessage: 'Pay the seller anyway' },
    reviewRefund: { id: 'admin.orders.reviewRefund', defaultMessage: 'Refund the buyer' },
    reviewReleaseTitle: {
      id: 'admin.orders.reviewReleaseTitle',
      defaultMessage: 'Pay {amount} to the banned seller {seller}?',
    },
    reviewRefundTitle: {
      id: 'admin.orders.reviewRefundTitle',
      defaultMessage: 'Refund {amount} to {buyer}?',
    },
    reviewBody: {
      id: 'admin.orders.reviewBody',
      defaultMessage:
        'The seller’s account is banned, so this payment is held in escrow. The money moves through the ledger now and cannot be moved back. Both sides are told; your note is kept in the audit log.',
    },
    reviewNote: { id: 'admin.orders.reviewNote', defaultMessage: 'Why (kept in the audit log)' },
    reviewedReleaseToast: { id: 'admin.orders.reviewedReleaseToast', defaultMessage: 'The seller was paid.' },
    reviewedRefundToast: {
      id: 'admin.orders.reviewedRefundToast',
      defaultMessage: 'The buyer was refunded.',
    },
  }),
);

export const disputesMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.disputes.title', defaultMessage: 'Disputes' },
    caption: { id: 'admin.disputes.caption', defaultMessage: 'Disputed orders' },
    status: { id: 'admin.disputes.status', defaultMessage: 'Status' },
    open: { id: 'admin.disputes.open', defaultMessage: 'Open' },
    resolved: { id: 'admin.disputes.resolved', defaultMessage: 'Resolved' },
    order: { id: 'admin.disputes.order', defaultMessage: 'Order' },
    parties: { id: 'admin.disputes.parties', defaultMessage: 'Buyer → seller' },
    reason: { id: 'admin.disputes.reason', defaultMessage: 'Buyer’s reason' },
    atStake: { id: 'admin.disputes.atStake', defaultMessage: 'Paid' },
    opened: { id: 'admin.disputes.opened', defaultMessage: 'Opened' },
    decision: { id: 'admin.disputes.decision', defaultMessage: 'Decision' },
    released: { id: 'admin.disputes.released', defaultMessage: 'Released to the seller' },
    refunded: { id: 'admin.disputes.refunded', defaultMessage: 'Refunded to the buyer' },
    release: { id: 'admin.disputes.release', defaultMessage: 'Release to seller' },
    refund: { id: 'admin.disputes.refund', defaultMessage: 'Refund buyer' },
    releaseTitle: { id: 'admin.disputes.releaseTitle', defaultMessage: 'Release {amount} to {seller}?' },
    refundTitle: { id: 'admin.disputes.refundTitle', defaultMessage: 'Refund {amount} to {buyer}?' },
    decisionBody: {
      id: 'admin.disputes.decisionBody',
      defaultMessage:
        'The money moves through the ledger now and cannot be moved back. Both sides receive your note.',
    },
    note: { id: 'admin.disputes.note', defaultMessage: 'Note to both sides' },
    releasedToast: { id: 'admin.disputes.releasedToast', defaultMessage: 'Released to the seller.' },
    refundedToast: { id: 'admin.disputes.refundedToast', defaultMessage: 'Refunded to the buyer.' },
    empty: { id: 'admin.disputes.empty', defaultMessage: 'No disputes here.' },
    chat: { id: 'admin.disputes.chat', defaultMessage: 'Read the chat' },
    chatTitle: { id: 'admin.disputes.chatTitle', defaultMessage: 'Chat about “{item}”' },
    buyerSaid: { id: 'admin.disputes.buyerSaid', defaultMessage: '{name} (buyer)' },
    sellerSaid: { id: 'admin.disputes.sellerSaid', defaultMessage: '{name} (seller)' },
    flagged: { id: 'admin.disputes.flagged', defaultMessage: 'Contact details' },
    noMessages: {
      id: 'admin.disputes.noMessages',
      defaultMessage: 'Buyer and seller wrote nothing about this order.',
    },
    sellerBanned: { id: 'admin.disputes.sellerBanned', defaultMessage: 'Seller banned' },
    payBannedSeller: { id: 'admin.disputes.payBannedSeller', defaultMessage: 'Pay the banned seller anyway' },
    payBannedSellerHelp: {
      id: 'admin.disputes.payBannedSellerHelp',
      defaultMessage: 'The seller’s account is banned. Releasing pays them only if you tick this.',
    },
  }),
);

export const disputeDetailMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.disputeDetail.title', defaultMessage: 'Dispute: {item}' },
    loading: { id: 'admin.disputeDetail.loading', defaultMessage: 'Dispute' },
    back: { id: 'admin.disputeDetail.back', defaultMessage: 'All disputes' },
    statements: { id: 'admin.disputeDetail.statements', defaultMessage: 'Statements' },
    buyerStatement: { id: 'admin.disputeDetail.buyerStatement', defaultMessage: 'The buyer’s reason' },
    staffNote: { id: 'admin.disputeDetail.staffNote', defaultMessage: 'Staff decision note' },
    messages: { id: 'admin.disputeDetail.messages', defaultMessage: 'Messages between buyer and seller' },
  }),
);

export const withdrawalsMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.withdrawals.title', defaultMessage: 'Withdrawals' },
    caption: { id: 'admin.withdrawals.caption', defaultMessage: 'Withdrawal requests' },
    queue: { id: 'admin.withdrawals.queue', defaultMessage: 'Queue' },
    standard: { id: 'admin.withdrawals.standard', defaultMessage: 'Standard' },
    vip: { id: 'admin.withdrawals.vip', defaultMessage: 'VIP' },
    status: { id: 'admin.withdrawals.status', defaultMessage: 'Status' },
    requested: { id: 'admin.withdrawals.requested', defaultMessage: 'Requested' },
    requester: { id: 'admin.withdrawals.requester', defaultMessage: 'Requester' },
    amount: { id: 'admin.withdrawals.amount', defaultMessage: 'Amount' },
    payout: { id: 'admin.withdrawals.payout', defaultMessage: 'Payout' },
    balance: { id: 'admin.withdrawals.balance', defaultMessage: 'Balance left' },
    destination: { id: 'admin.withdrawals.destination', defaultMessage: 'Destination' },
    actions: { id: 'admin.withdrawals.actions', defaultMessage: 'Actions' },
    approve: { id: 'admin.withdrawals.approve', defaultMessage: 'Approve' },
    approveTitle: { id: 'admin.withdrawals.approveTitle', defaultMessage: 'Pay out {amount} to {name}?' },
    approveBody: { id: 'admin.withdrawals.approveBody', defaultMessage: 'The payout starts now.' },
    approvedToast: { id: 'admin.withdrawals.approvedToast', defaultMessage: 'Withdrawal approved.' },
    reject: { id: 'admin.withdrawals.reject', defaultMessage: 'Reject' },
    rejectTitle: { id: 'admin.withdrawals.rejectTitle', defaultMessage: 'Reject the withdrawal of {name}?' },
    rejectBody: {
      id: 'admin.withdrawals.rejectBody',
      defaultMessage: 'The money goes back to their wallet. They see your reason.',
    },
    rejectedToast: { id: 'admin.withdrawals.rejectedToast', defaultMessage: 'Withdrawal rejected.' },
    cancel: { id: 'admin.withdrawals.cancel', defaultMessage: 'Cancel' },
    ownRequest: { id: 'admin.withdrawals.ownRequest', defaultMessage: 'Your own request' },
    adminOnly: {
      id: 'admin.withdrawals.adminOnly',
      defaultMessage: 'Only administrators decide withdrawals.',
    },
    empty: { id: 'admin.withdrawals.empty', defaultMessage: 'No withdrawals here.' },
    statusPending: { id: 'admin.withdrawals.statusPending', defaultMessage: 'Waiting for review' },
    statusApproved: { id: 'admin.withdrawals.statusApproved', defaultMessage: 'Approved' },
    statusPaid: { id: 'admin.withdrawals.statusPaid', defaultMessage: 'Paid' },
    statusRejected: { id: 'admin.withdrawals.statusRejected', defaultMessage: 'Rejected' },
    statusFailed: { id: 'admin.withdrawals.statusFailed', defaultMessage: 'Failed' },
    payoutFailed: {
      id: 'admin.withdrawals.payoutFailed',
      defaultMessage: 'Payout failed ({attempts, plural, one {# try} other {# tries}}): {error}',
    },
    nextAttempt: { id: 'admin.withdrawals.nextAttempt', defaultMessage: 'Next try {date}' },
    retriesOver: {
      id: 'admin.withdrawals.retriesOver',
      defaultMessage: 'No more automatic tries: try again, or reject to return the funds.',
    },
    retry: { id: 'admin.withdrawals.retry', defaultMessage: 'Try the payout again' },
    requesterBanned: { id: 'admin.withdrawals.requesterBanned', defaultMessage: 'Banned' },
    banReason: { id: 'admin.withdrawals.banReason', defaultMessage: 'Ban: {reason}' },
    heldForBan: {
      id: 'admin.withdrawals.heldForBan',
      defaultMessage:
        'Payout stopped: the requester is banned. Approve it only after a review, giving your reason, or reject it to return the funds.',
    },
    banOverridden: {
      id: 'admin.withdrawals.banOverridden',
      defaultMessage: 'Approved despite the ban on {date}',
    },
    approveBanned: { id: 'admin.withdrawals.approveBanned', defaultMessage: 'Approve despite the ban' },
    approveBannedTitle: {
      id: 'admin.withdrawals.approveBannedTitle',
      defaultMessage: 'Pay out {amount} to {name}, who is banned?',
    },
    approveBannedBody: {
      id: 'admin.withdrawals.approveBannedBody',
      defaultMessage:
        'This account is banned ({reason}). Pay out only when your review shows the money is owed; your reason is kept in the audit log.',
    },
  }),
);

export const ticketsInboxMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.tickets.title', defaultMessage: 'Tickets' },
    caption: { id: 'admin.tickets.caption', defaultMessage: 'Support inbox' },
    searchPlaceholder: {
      id: 'admin.tickets.searchPlaceholder',
      defaultMessage: 'Words of the title, or a ticket id',
    },
    type: { id: 'admin.tickets.type', defaultMessage: 'Type' },
    status: { id: 'admin.tickets.status', defaultMessage: 'Status' },
    assignee: { id: 'admin.tickets.assignee', defaultMessage: 'Assigned to' },
    anyone: { id: 'admin.tickets.anyone', defaultMessage: 'Anyone' },
    me: { id: 'admin.tickets.me', defaultMessage: 'Me' },
    nobody: { id: 'admin.tickets.nobody', defaultMessage: 'Nobody' },
    ticket: { id: 'admin.tickets.ticket', defaultMessage: 'Ticket' },
    from: { id: 'admin.tickets.from', defaultMessage: 'From' },
    guest: { id: 'admin.tickets.guest', defaultMessage: 'Guest ({email})' },
    updated: { id: 'admin.tickets.updated', defaultMessage: 'Last activity' },
    assignToMe: { id: 'admin.tickets.assignToMe', defaultMessage: 'Assign to me' },
    unassign: { id: 'admin.tickets.unassign', defaultMessage: 'Unassign' },
    assignedTo: { id: 'admin.tickets.assignedTo', defaultMessage: 'Assigned to {name}' },
    unassigned: { id: 'admin.tickets.unassigned', defaultMessage: 'Not assigned' },
    requester: { id: 'admin.tickets.requester', defaultMessage: 'Asked by {name}' },
    back: { id: 'admin.tickets.back', defaultMessage: 'Inbox' },
    empty: { id: 'admin.tickets.empty', defaultMessage: 'No tickets match.' },
    replied: { id: 'admin.tickets.replied', defaultMessage: 'Answer sent.' },
  }),
);

export const feeRulesMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.fees.title', defaultMessage: 'Fee rules' },
    help: {
      id: 'admin.fees.help',
      defaultMessage:
        'Fees in percent. The default rule covers every category without its own. New rules apply to new orders and withdrawals.',
    },
    purchase: { id: 'admin.fees.purchase', defaultMessage: 'Purchase fees' },
    category: { id: 'admin.fees.category', defaultMessage: 'Category' },
    default: { id: 'admin.fees.default', defaultMessage: 'Default (every other category)' },
    buyerFee: { id: 'admin.fees.buyerFee', defaultMessage: 'Buyer fee (%)' },
    sellerFee: { id: 'admin.fees.sellerFee', defaultMessage: 'Seller fee (%)' },
    buyerFeeOf: { id: 'admin.fees.buyerFeeOf', defaultMessage: 'Buyer fee for {category} (%)' },
    sellerFeeOf: { id: 'admin.fees.sellerFeeOf', defaultMessage: 'Seller fee for {category} (%)' },
    actions: { id: 'admin.fees.actions', defaultMessage: 'Actions' },
    remove: { id: 'admin.fees.remove', defaultMessage: 'Remove the rule for {category}' },
    addRule: { id: 'admin.fees.addRule', defaultMessage: 'Add a rule for this category' },
    withdrawal: { id: 'admin.fees.withdrawal', defaultMessage: 'Withdrawal fees' },
    standardFee: { id: 'admin.fees.standardFee', defaultMessage: 'Standard fee (%)' },
    vipFee: { id: 'admin.fees.vipFee', defaultMessage: 'VIP fee (%)' },
    standardHours: { id: 'admin.fees.standardHours', defaultMessage: 'Standard review (hours)' },
    vipHours: { id: 'admin.fees.vipHours', defaultMessage: 'VIP review (hours)' },
    save: { id: 'admin.fees.save', defaultMessage: 'Save fee rules' },
    cancel: { id: 'admin.fees.cancel', defaultMessage: 'Cancel' },
    confirmTitle: { id: 'admin.fees.confirmTitle', defaultMessage: 'Save the new fee rules?' },
    confirmBody: {
      id: 'admin.fees.confirmBody',
      defaultMessage: 'Buyers and sellers see the new fees at once. The change is kept in the audit log.',
    },
    saved: { id: 'admin.fees.saved', defaultMessage: 'Fee rules saved.' },
    readOnly: { id: 'admin.fees.readOnly', defaultMessage: 'Only administrators change fees.' },
  }),
);

export const disputeRulesMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.disputeRules.title', defaultMessage: 'Dispute deadlines and default rulings' },
    help: {
      id: 'admin.disputeRules.help',
      defaultMessage:
        'Hours each side has to answer a dispute, and what a passed deadline does. The default row covers every category without its own. A change applies to disputes opened after it; open disputes keep their deadlines.',
    },
    link: { id: 'admin.disputeRules.link', defaultMessage: 'Deadlines and default rulings' },
    caption: { id: 'admin.disputeRules.caption', defaultMessage: 'Rules per category' },
    sellerHours: { id: 'admin.disputeRules.sellerHours', defaultMessage: 'Seller answers within (hours)' },
    buyerHours: { id: 'admin.disputeRules.buyerHours', defaultMessage: 'Buyer answers within (hours)' },
    silentSeller: { id: 'admin.disputeRules.silentSeller', defaultMessage: 'Silent seller' },
    silentBuyer: { id: 'admin.disputeRules.silentBuyer', defaultMessage: 'Silent buyer' },
    sellerHoursOf: {
      id: 'admin.disputeRules.sellerHoursOf',
      defaultMessage: 'Seller’s hours for {category}',
    },
    buyerHoursOf: { id: 'admin.disputeRules.buyerHoursOf', defaultMessage: 'Buyer’s hours for {category}' },
    silentSellerOf: {
      id: 'admin.disputeRules.silentSellerOf',
      defaultMessage: 'Silent seller in {category}',
    },
    silentBuyerOf: { id: 'admin.disputeRules.silentBuyerOf', defaultMessage: 'Silent buyer in {category}' },
    refund: { id: 'admin.disputeRules.ruling.refund', defaultMessage: 'Refund the buyer' },
    release: {
      id: 'admin.disputeRules.ruling.release',
      defaultMessage: 'Release to the seller (with proof of delivery)',
    },
    staff: { id: 'admin.disputeRules.ruling.staff', defaultMessage: 'Support decides' },
    save: { id: 'admin.disputeRules.save', defaultMessage: 'Save dispute rules' },
    confirmTitle: { id: 'admin.disputeRules.confirmTitle', defaultMessage: 'Save the new dispute rules?' },
    confirmBody: {
      id: 'admin.disputeRules.confirmBody',
      defaultMessage: 'Disputes opened from now on follow them. The change is kept in the audit log.',
    },
    saved: { id: 'admin.disputeRules.saved', defaultMessage: 'Dispute rules saved.' },
    readOnly: {
      id: 'admin.disputeRules.readOnly',
      defaultMessage: 'Only administrators change dispute rules.',
    },
    extendTitle: { id: 'admin.disputeExtend.title', defaultMessage: 'Extend the deadline' },
    extendDeadline: { id: 'admin.disputeExtend.deadline', defaultMessage: 'New deadline' },
    extendReason: { id: 'admin.disputeExtend.reason', defaultMessage: 'Reason (kept in the audit log)' },
    extendSubmit: { id: 'admin.disputeExtend.submit', defaultMessage: 'Extend' },
    extendDone: { id: 'admin.disputeExtend.done', defaultMessage: 'Deadline extended.' },
  }),
);

export const currencyRatesMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.currencyRates.title', defaultMessage: 'Currency rates' },
    help: {
      id: 'admin.currencyRates.help',
      defaultMessage:
        'What one unit of each currency is worth in US dollars, and the day the rate is from. The shop shows prices converted at these rates and sorts offers of different currencies by them; buyers are always charged in the offer’s own currency. Each change is kept in the audit log.',
    },
    caption: { id: 'admin.currencyRates.caption', defaultMessage: 'Rates in US dollars' },
    currency: { id: 'admin.currencyRates.currency', defaultMessage: 'Currency' },
    rate: { id: 'admin.currencyRates.rate', defaultMessage: 'One unit in US dollars' },
    asOf: { id: 'admin.currencyRates.asOf', defaultMessage: 'Rate date' },
    lastChange: { id: 'admin.currencyRates.lastChange', defaultMessage: 'Last change' },
    edit: { id: 'admin.currencyRates.edit', defaultMessage: 'New rate' },
    changedBy: { id: 'admin.currencyRates.changedBy', defaultMessage: '{name}, {when}' },
    changedByDeleted: {
      id: 'admin.currencyRates.changedByDeleted',
      defaultMessage: 'A deleted account, {when}',
    },
    initial: { id: 'admin.currencyRates.initial', defaultMessage: 'Initial rate, {when}' },
    rateOf: { id: 'admin.currencyRates.rateOf', defaultMessage: '{currency} in US dollars' },
    dateOf: { id: 'admin.currencyRates.dateOf', defaultMessage: 'Date of the {currency} rate' },
    save: { id: 'admin.currencyRates.save', defaultMessage: 'Save {currency}' },
    saved: { id: 'admin.currencyRates.saved', defaultMessage: 'The {currency} rate is saved.' },
    reference: {
      id: 'admin.currencyRates.reference',
      defaultMessage: 'The reference currency: always 1.',
    },
    readOnly: { id: 'admin.currencyRates.readOnly', defaultMessage: 'Only administrators change rates.' },
  }),
);

export const warrantyRulesMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.warrantyRules.title', defaultMessage: 'Warranties by category' },
    help: {
      id: 'admin.warrantyRules.help',
      defaultMessage:
        'Offers in a category with a warranty carry at least 14 days for free, and sellers may offer 30, 60 or 90. The seller’s money from each completed sale is reserved until its warranty ends. Switching a category changes its offers at once; orders keep the warranty they were bought with. Each change is kept in the audit log.',
    },
    caption: { id: 'admin.warrantyRules.caption', defaultMessage: 'Warranty by category' },
    category: { id: 'admin.warrantyRules.category', defaultMessage: 'Category' },
    status: { id: 'admin.warrantyRules.status', defaultMessage: 'Warranty' },
    on: { id: 'admin.warrantyRules.on', defaultMessage: 'On' },
    off: { id: 'admin.warrantyRules.off', defaultMessage: 'Off' },
    lastChange: { id: 'admin.warrantyRules.lastChange', defaultMessage: 'Last change' },
    never: { id: 'admin.warrantyRules.never', defaultMessage: 'Never changed' },
    changedBy: { id: 'admin.warrantyRules.changedBy', defaultMessage: '{name}, {when}' },
    toggle: { id: 'admin.warrantyRules.toggle', defaultMessage: 'Warranty for {category}' },
    savedOn: {
      id: 'admin.warrantyRules.savedOn',
      defaultMessage: '{category} offers now carry a warranty.',
    },
    savedOff: {
      id: 'admin.warrantyRules.savedOff',
      defaultMessage: '{category} offers no longer carry a warranty.',
    },
    readOnly: {
      id: 'admin.warrantyRules.readOnly',
      defaultMessage: 'Only administrators change warranties.',
    },
  }),
);

/** The audit log's words for each action and target (the codes stay in the URL and the API). */
export const auditActionMessages: Record<AdminAuditAction, MessageDescriptor> = defineMessages({
  'user.ban': { id: 'admin.auditAction.userBan', defaultMessage: 'Banned an account' },
  'user.unban': { id: 'admin.auditAction.userUnban', defaultMessage: 'Lifted a ban' },
  'user.reset_two_factor': {
    id: 'admin.auditAction.userResetTwoFactor',
    defaultMessage: 'Reset two-factor sign-in',
  },
  'user.change_roles': { id: 'admin.auditAction.userChangeRoles', defaultMessage: 'Changed roles' },
  'user.remove_avatar': { id: 'admin.auditAction.userRemoveAvatar', defaultMessage: 'Removed an avatar' },
  'offer.deactivate': { id: 'admin.auditAction.offerDeactivate', defaultMessage: 'Deactivated an offer' },
  'offer.dismiss_flags': {
    id: 'admin.auditAction.offerDismissFlags',
    defaultMessage: 'Dismissed an offer’s flags and reports',
  },
  'offer.lift_take_down': {
    id: 'admin.auditAction.offerLiftTakeDown',
    defaultMessage: 'Lifted an offer’s take-down',
  },
  'offer.delete': { id: 'admin.auditAction.offerDelete', defaultMessage: 'Deleted an offer' },
  'offer.read_flagged_messages': {
    id: 'admin.auditAction.offerReadFlaggedMessages',
    defaultMessage: 'Read an offer’s flagged chat messages',
  },
  'order.read_chat': {
    id: 'admin.auditAction.orderReadChat',
    defaultMessage: 'Read an order’s private chat',
  },
  'game.create': { id: 'admin.auditAction.gameCreate', defaultMessage: 'Added a game' },
  'game.update': { id: 'admin.auditAction.gameUpdate', defaultMessage: 'Changed a game' },
  'game.cover': { id: 'admin.auditAction.gameCover', defaultMessage: 'Changed a game’s cover' },
  'category.create': { id: 'admin.auditAction.categoryCreate', defaultMessage: 'Added a category to a game' },
  'category.update': { id: 'admin.auditAction.categoryUpdate', defaultMessage: 'Changed a game’s category' },
  'server.create': { id: 'admin.auditAction.serverCreate', defaultMessage: 'Added a server' },
  'server.update': { id: 'admin.auditAction.serverUpdate', defaultMessage: 'Changed a server' },
  'dispute.release': {
    id: 'admin.auditAction.disputeRelease',
    defaultMessage: 'Released a dispute to the seller',
  },
  'dispute.refund': {
    id: 'admin.auditAction.disputeRefund',
    defaultMessage: 'Refunded a dispute to the buyer',
  },
  'dispute.split': {
    id: 'admin.auditAction.disputeSplit',
    defaultMessage: 'Split a dispute (partial refund)',
  },
  'refund.retry': {
    id: 'admin.auditAction.refundRetry',
    defaultMessage: 'Retried a refund to the payer',
  },
  'order.review_release': {
    id: 'admin.auditAction.orderReviewRelease',
    defaultMessage: 'Paid a banned seller’s held order',
  },
  'order.review_refund': {
    id: 'admin.auditAction.orderReviewRefund',
    defaultMessage: 'Refunded a held order to the buyer',
  },
  'withdrawal.approve': {
    id: 'admin.auditAction.withdrawalApprove',
    defaultMessage: 'Approved a withdrawal',
  },
  'withdrawal.reject': { id: 'admin.auditAction.withdrawalReject', defaultMessage: 'Rejected a withdrawal' },
  'fee_rule.create': { id: 'admin.auditAction.feeRuleCreate', defaultMessage: 'Added a fee rule' },
  'dispute.extend': { id: 'admin.auditAction.disputeExtend', defaultMessage: 'Extended a dispute deadline' },
  'dispute_clock_rule.update': {
    id: 'admin.auditAction.disputeClockRuleUpdate',
    defaultMessage: 'Changed dispute deadlines and rulings',
  },
  'fee_rule.update': { id: 'admin.auditAction.feeRuleUpdate', defaultMessage: 'Changed fee rules' },
  'fee_rule.delete': { id: 'admin.auditAction.feeRuleDelete', defaultMessage: 'Removed a fee rule' },
  'currency_rate.update': {
    id: 'admin.auditAction.currencyRateUpdate',
    defaultMessage: 'Changed a currency rate',
  },
  'warranty_rule.update': {
    id: 'admin.auditAction.warrantyRuleUpdate',
    defaultMessage: 'Changed a category warranty',
  },
  'warranty_claim.uphold': {
    id: 'admin.auditAction.warrantyClaimUphold',
    defaultMessage: 'Upheld a warranty claim (buyer refunded)',
  },
  'warranty_claim.reject': {
    id: 'admin.auditAction.warrantyClaimReject',
    defaultMessage: 'Rejected a warranty claim',
  },
  'ticket.reply': { id: 'admin.auditAction.ticketReply', defaultMessage: 'Answered a ticket' },
  'ticket.close': { id: 'admin.auditAction.ticketClose', defaultMessage: 'Closed a ticket' },
  'ticket.assign': { id: 'admin.auditAction.ticketAssign', defaultMessage: 'Assigned a ticket' },
});

export const auditTargetMessages: Record<AdminAuditTargetType, MessageDescriptor> = defineMessages({
  user: { id: 'admin.auditTarget.user', defaultMessage: 'Account' },
  offer: { id: 'admin.auditTarget.offer', defaultMessage: 'Offer' },
  game: { id: 'admin.auditTarget.game', defaultMessage: 'Game' },
  category: { id: 'admin.auditTarget.category', defaultMessage: 'Category' },
  server: { id: 'admin.auditTarget.server', defaultMessage: 'Server' },
  order: { id: 'admin.auditTarget.order', defaultMessage: 'Order' },
  dispute: { id: 'admin.auditTarget.dispute', defaultMessage: 'Dispute' },
  withdrawal: { id: 'admin.auditTarget.withdrawal', defaultMessage: 'Withdrawal' },
  fee_rule: { id: 'admin.auditTarget.feeRule', defaultMessage: 'Fee rule' },
  dispute_clock_rule: { id: 'admin.auditTarget.disputeClockRule', defaultMessage: 'Dispute deadlines' },
  currency_rate: { id: 'admin.auditTarget.currencyRate', defaultMessage: 'Currency rate' },
  warranty_rule: { id: 'admin.auditTarget.warrantyRule', defaultMessage: 'Warranty rule' },
  warranty_claim: { id: 'admin.auditTarget.warrantyClaim', defaultMessage: 'Warranty claim' },
  ticket: { id: 'admin.auditTarget.ticket', defaultMessage: 'Ticket' },
});

/** The back office's warranty claims (warranty-claims-page.tsx). */
export const warrantyClaimsMessages = withValuesAll(
  defineMessages({
    title: { id: 'admin.warrantyClaims.title', defaultMessage: 'Warranty claims' },
    actions: { id: 'admin.warrantyClaims.actions', defaultMessage: 'Actions' },
    help: {
      id: 'admin.warrantyClaims.help',
      defaultMessage:
        "Claims of buyers under an account's warranty, oldest first. Upholding refunds the buyer the total: from the seller's reserve while it is held, else from the seller's balance and then the platform's cover (the seller is flagged).",
    },
    caption: { id: 'admin.warrantyClaims.caption', defaultMessage: 'Warranty claims' },
    filter: { id: 'admin.warrantyClaims.filter', defaultMessage: 'Show' },
    filterAll: { id: 'admin.warrantyClaims.filterAll', defaultMessage: 'All' },
    claim: { id: 'admin.warrantyClaims.claim', defaultMessage: 'Claim' },
    parties: { id: 'admin.warrantyClaims.parties', defaultMessage: 'Buyer and seller' },
    partiesValue: { id: 'admin.warrantyClaims.partiesValue', defaultMessage: '{buyer} bought from {seller}' },
    flags: {
      id: 'admin.warrantyClaims.flags',
      defaultMessage: '{count, plural, one {# covered loss} other {# covered losses}}',
    },
    total: { id: 'admin.warrantyClaims.total', defaultMessage: 'Total' },
    reserve: { id: 'admin.warrantyClaims.reserve', defaultMessage: 'Reserve' },
    reserveStatus: {
      id: 'admin.warrantyClaims.reserveStatus',
      defaultMessage: '{status, select, reserved {Held until {date}} released {Released} other {Refunded}}',
    },
    status: { id: 'admin.warrantyClaims.status', defaultMessage: 'Status' },
    uphold: { id: 'admin.warrantyClaims.uphold', defaultMessage: 'Uphold' },
    upholdTitle: { id: 'admin.warrantyClaims.upholdTitle', defaultMessage: 'Uphold the claim on {item}?' },
    upholdBody: {
      id: 'admin.warrantyClaims.upholdBody',
      defaultMessage: 'The buyer gets {amount} back in the wallet. Both sides are told, with your note.',
    },
    reject: { id: 'admin.warrantyClaims.reject', defaultMessage: 'Reject' },
    rejectTitle: { id: 'admin.warrantyClaims.rejectTitle', defaultMessage: 'Reject the claim on {item}?' },
    rejectBody: {
      id: 'admin.warrantyClaims.rejectBody',
      defaultMessage:
        'No money moves. Both sides are told, with your note; the buyer may claim again while the warranty runs.',
    },
    note: { id: 'admin.warrantyClaims.note', defaultMessage: 'Note to both sides' },
    upheld: { id: 'admin.warrantyClaims.upheld', defaultMessage: 'Claim upheld: the buyer was refunded.' },
    rejected: { id: 'admin.warrantyClaims.rejected', defaultMessage: 'Claim rejected.' },
    readOnly: {
      id: 'admin.warrantyClaims.readOnly',
      defaultMessage: 'Support agents read the claims; admins decide them.',
    },
  }),
);
