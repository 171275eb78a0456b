export * from './ticket.schemas';
export * from './ticket-errors';
