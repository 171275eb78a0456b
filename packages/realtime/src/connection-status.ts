/**
 * The notification socket's states of spec §4. The client moves through them as it gathers what it
 * needs to connect (a token and a user id) and as the connection lives and dies.
 */
export const CONNECTION_STATUSES = [
  'waitingForData',
  'loadingUserData',
  'awaitingAuthentication',
  'awaitingUserData',
  'connected',
  'connectionFailed',
  'reconnecting',
  'maxReconnectAttemptsReached',
  'disconnected',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * English wording of each status. 'Connection failed.' and 'Max reconnection attempts reached.' are
 * the spec's own words; apps show the translated message ids of @lootmarket/i18n instead.
 */
export const CONNECTION_STATUS_TEXT: Readonly<Record<ConnectionStatus, string>> = {
  waitingForData: 'Waiting for data…',
  loadingUserData: 'Loading user data…',
  awaitingAuthentication: 'Awaiting authentication…',
  awaitingUserData: 'Awaiting user data…',
  connected: 'Connected.',
  connectionFailed: 'Connection failed.',
  reconnecting: 'Reconnecting…',
  maxReconnectAttemptsReached: 'Max reconnection attempts reached.',
  disconnected: 'Disconnected.',
};

/** What the socket needs before it may connect (spec §6: both a token and a user id). */
export interface ConnectionPrerequisites {
  /** The session token is still being read (GET /api/auth/readToken). */
  tokenLoading: boolean;
  token: string | null;
  /** The user is still being fetched (GET /api/v1/client). */
  userLoading: boolean;
  userId: string | null;
}

/**
 * The status to show while the prerequisites are incomplete, or null when the socket may connect.
 */
export function statusBeforeConnect(p: ConnectionPrerequisites): ConnectionStatus | null {
  if (p.tokenLoading) return 'waitingForData';
  if (!p.token) return 'awaitingAuthentication';
  if (p.userLoading) return 'loadingUserData';
  if (!p.userId) return 'awaitingUserData';
  return null;
}
