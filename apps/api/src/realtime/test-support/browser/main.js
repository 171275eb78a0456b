// Plain JS: apps/api is type-checked without the DOM library.
import { NOTIFICATIONS_EVENT, NotificationSocket } from '@lootmarket/realtime';

/** A page that opens the notification socket as the web app does and records what it sees. */
const params = new URLSearchParams(location.search);
const probe = { statuses: [], events: [], debug: [], violations: [] };
window.probe = probe;

window.addEventListener(NOTIFICATIONS_EVENT, (event) => probe.events.push(event.detail));
// Anything the page's Content-Security-Policy refused (a Worker, a connection).
document.addEventListener('securitypolicyviolation', (event) =>
  probe.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
);

const heartbeatMs = Number(params.get('heartbeat') ?? '') || undefined;
const socket = new NotificationSocket({
  apiBase: params.get('api') ?? '',
  token: params.get('token') ?? '',
  userId: params.get('user') ?? '',
  ...(heartbeatMs ? { heartbeatMs } : {}),
  onStatus: (status) => probe.statuses.push(status),
  debug: (message) => probe.debug.push(message),
});
void socket.connect();
