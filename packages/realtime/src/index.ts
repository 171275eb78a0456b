export {
  CONNECTION_STATUS_TEXT,
  CONNECTION_STATUSES,
  type ConnectionPrerequisites,
  type ConnectionStatus,
  statusBeforeConnect,
} from './connection-status';
export { HEARTBEAT_MS, RECONNECT_POLICY, type ReconnectPolicy, reconnectDelay } from './reconnect-policy';
