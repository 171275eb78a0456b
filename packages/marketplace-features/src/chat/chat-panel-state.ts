import type { ChatMessage } from '@lootmarket/contract';
import type { ConnectionStatus } from '@lootmarket/realtime';
import type { ChatPanelConnectionState } from '@lootmarket/ui';

/** The chat's view of the socket: live, on its way, or not coming (the spec's statuses folded). */
export function connectionState(status: ConnectionStatus): ChatPanelConnectionState {
  if (status === 'connected') return 'connected';
  if (status === 'connectionFailed' || status === 'maxReconnectAttemptsReached' || status === 'disconnected')
    return 'offline';
  return 'connecting';
}

/** The first of the counterpart's last `unread` messages (the unread line goes before it), if any. */
export function firstUnread(history: readonly ChatMessage[], userId: string, unread: number): string | null {
  let remaining = unread;
  let first: string | null = null;
  for (let index = history.length - 1; index >= 0 && remaining > 0; index -= 1) {
    const message = history[index];
    if (!message || message.senderId === userId) continue;
    first = message.id;
    remaining -= 1;
  }
  return first;
}
