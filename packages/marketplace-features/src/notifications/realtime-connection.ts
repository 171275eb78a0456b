import { NOTIFICATION_SOUND_STORAGE_KEY } from '@lootmarket/contract';
import {
  applyNotificationPayload,
  type ConnectionStatus,
  INITIAL_NOTIFICATIONS_STATE,
  NotificationSocket,
  type NotificationsEventDetail,
  type NotificationsState,
} from '@lootmarket/realtime';

export interface RealtimeSnapshot {
  status: ConnectionStatus;
  notifications: NotificationsState;
}

type Listener = () => void;
/** Receives the raw bodies of the user's `/socket/{userId}/chat` destination. */
export type ChatBodyListener = (body: string) => void;

/**
 * One notification socket per page, shared by everything that needs it (the header bell, the chat):
 * the first user opens it, the last one to leave closes it. The unread state lives here too, so a
 * bell that mounts after the `{ total }` snapshot still shows the count.
 */
class RealtimeConnection {
  #socket: NotificationSocket | null = null;
  #key: string | null = null;
  #refs = 0;
  #closeTimer: ReturnType<typeof setTimeout> | null = null;
  #snapshot: RealtimeSnapshot = { status: 'disconnected', notifications: INITIAL_NOTIFICATIONS_STATE };
  readonly #listeners = new Set<Listener>();
  readonly #chatListeners = new Set<ChatBodyListener>();
  /** The socket's chat subscription, held while anyone listens to chat. */
  #releaseChat: (() => void) | null = null;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): RealtimeSnapshot => this.#snapshot;

  /** Holds the socket for `token` + `userId` open until the returned release is called. */
  acquire(apiBase: string, token: string, userId: string): () => void {
    const key = `${apiBase}|${userId}|${token}`;
    if (this.#closeTimer) clearTimeout(this.#closeTimer);
    this.#closeTimer = null;
    if (this.#key !== key) {
      this.#close();
      this.#key = key;
      this.#set({ status: 'disconnected', notifications: INITIAL_NOTIFICATIONS_STATE });
      const socket = new NotificationSocket({
        apiBase,
        token,
        userId,
        onStatus: (status) => {
          if (this.#socket === socket) this.#set({ ...this.#snapshot, status });
        },
        onMessage: (detail) => {
          if (this.#socket === socket) this.#receive(detail);
        },
      });
      this.#socket = socket;
      this.#syncChatSubscription();
      void socket.connect();
    }
    this.#refs += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#refs -= 1;
      // A remount (route change, React's strict double effect) takes the socket over instead of reopening it.
      if (this.#refs === 0) this.#closeTimer = setTimeout(() => this.#close(), 1_000);
    };
  }

  /** The user's "Reconnect" after 'Max reconnection attempts reached.': a fresh round of attempts. */
  reconnect(): void {
    void this.#socket?.reconnect();
  }

  /** JSON to an application destination; false when not connected (callers fall back to REST). */
  send(destination: string, body: unknown): boolean {
    return this.#socket?.send(destination, body) ?? false;
  }

  /**
   * The chat pushes of the signed-in user (`/socket/{userId}/chat`), on the page's one socket; the
   * subscription is made while at least one listener is registered and survives reconnections.
   */
  onChat(listener: ChatBodyListener): () => void {
    this.#chatListeners.add(listener);
    this.#syncChatSubscription();
    return () => {
      this.#chatListeners.delete(listener);
      this.#syncChatSubscription();
    };
  }

  #syncChatSubscription(): void {
    const socket = this.#socket;
    if (socket && this.#chatListeners.size > 0 && !this.#releaseChat) {
      this.#releaseChat = socket.subscribe(socket.chatDestination(), (body) => {
        if (this.#socket !== socket) return;
        for (const listener of this.#chatListeners) listener(body);
      });
    } else if ((!socket || this.#chatListeners.size === 0) && this.#releaseChat) {
      this.#releaseChat();
      this.#releaseChat = null;
    }
  }

  /** After a mark-read call: the count the server answered (the socket's `{ total }` follows too). */
  setTotal(total: number): void {
    this.#set({ ...this.#snapshot, notifications: { ...this.#snapshot.notifications, total } });
  }

  #receive(detail: NotificationsEventDetail): void {
    const notifications = applyNotificationPayload(this.#snapshot.notifications, detail.payload);
    this.#set({ ...this.#snapshot, notifications });
    if ((detail.payload.items?.length ?? 0) > 0) playNotificationSound();
  }

  #close(): void {
    const socket = this.#socket;
    this.#releaseChat = null;
    this.#socket = null;
    this.#key = null;
    this.#refs = 0;
    if (socket) void socket.disconnect();
    this.#set({ status: 'disconnected', notifications: INITIAL_NOTIFICATIONS_STATE });
  }

  #set(snapshot: RealtimeSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}

export const realtimeConnection = new RealtimeConnection();

/** Spec §3: the sound plays only when localStorage holds the string 'true'. */
export function notificationSoundEnabled(): boolean {
  try {
    return window.localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setNotificationSoundEnabled(enabled: boolean): void {
  try {
    window.localStorage.setItem(NOTIFICATION_SOUND_STORAGE_KEY, enabled ? 'true' : 'false');
  } catch {
    // Private mode without storage: the toggle simply does not persist.
  }
}

let audio: AudioContext | null = null;

/** A short two-tone chime made with Web Audio: no sound file to download or license. */
export function playNotificationSound(): boolean {
  if (!notificationSoundEnabled() || typeof AudioContext === 'undefined') return false;
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
    return true;
  } catch {
    return false;
  }
}
