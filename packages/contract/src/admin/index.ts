export * from './audit.schemas';
export * from './catalog.schemas';
export * from './dashboard.schemas';
export * from './dispute-chat.schemas';
export * from './moderation.schemas';
export * from './orders.schemas';
export * from './outbox.schemas';
export * from './users.schemas';
