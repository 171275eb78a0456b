/**
 * The web app's page of an order (/order/{orderId}/): what notifications link to, where a payment
 * returns, and what an open order page matches pushed notifications against — one function for the
 * server and the client.
 */
export const orderPath = (orderId: string): string => `/order/${orderId}/`;
