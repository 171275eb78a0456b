// Every table of the database, for drizzle's relational `schema` option (db/database.ts) and nothing else.
// Each table lives in the schema file of the domain that owns it (`<domain>/<domain>.schema.ts`, listed in
// that folder's README): code of a domain imports its own schema file, never this barrel, and reaches
// another domain's tables through that domain's service (.dependency-cruiser.cjs checks it).
export * from '../account/account.schema';
export * from '../admin/admin.schema';
export * from '../analytics/analytics.schema';
export * from '../auth/auth.schema';
export * from '../catalog/catalog.schema';
export * from '../chat/chat.schema';
export * from '../dispute-clock/dispute-clock.schema';
export * from '../fees/fees.schema';
export * from '../human-check/human-check.schema';
export * from '../idempotency/idempotency.schema';
export * from '../jobs/jobs.schema';
export * from '../ledger/ledger.schema';
export * from '../mail/mail.schema';
export * from '../notifications/notifications.schema';
export * from '../offers/offers.schema';
export * from '../orders/orders.schema';
export * from '../payments/payments.schema';
export * from '../rates/rates.schema';
export * from '../tickets/tickets.schema';
export * from '../warranty/warranty.schema';
export * from '../withdrawals/withdrawals.schema';
