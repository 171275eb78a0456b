import type { IStompSocket } from '@stomp/stompjs';

export type Behaviour = 'refuse' | 'error' | 'accept';

/**
 * The far end of the network for the status machine: a socket that refuses, answers CONNECT with
 * ERROR, or accepts, speaking just enough STOMP. The real server is exercised in apps/api
 * (src/realtime/notification-socket.test.ts).
 */
export class ScriptedSocket implements IStompSocket {
  onclose: ((ev?: unknown) => unknown) | null = null;
  onerror: ((ev: unknown) => unknown) | null = null;
  onmessage: ((ev: unknown) => unknown) | null = null;
  onopen: ((ev?: unknown) => unknown) | null = null;
  binaryType = 'arraybuffer';
  readyState = 0;
  readonly sent: string[] = [];

  constructor(
    readonly url: string,
    readonly behaviour: Behaviour,
  ) {
    void Promise.resolve().then(() => {
      if (behaviour === 'refuse') this.#closed();
      else {
        this.readyState = 1;
        this.onopen?.();
      }
    });
  }

  send(data: string): void {
    this.sent.push(data);
    if (data.startsWith('DISCONNECT\n')) {
      const receipt = /\nreceipt:([^\n]+)\n/.exec(data)?.[1];
      if (receipt) this.deliver(`RECEIPT\nreceipt-id:${receipt}\n\n\0`);
      void Promise.resolve().then(() => this.#closed());
      return;
    }
    if (!data.startsWith('CONNECT\n')) return;
    if (this.behaviour === 'error') {
      this.deliver('ERROR\nmessage:Invalid or expired token\n\n\0');
      void Promise.resolve().then(() => this.#closed());
    } else {
      this.deliver('CONNECTED\nversion:1.2\nheart-beat:0,0\nsession:s1\n\n\0');
    }
  }

  deliver(frame: string): void {
    this.onmessage?.({ data: frame });
  }

  /** The server goes away. */
  drop(): void {
    this.#closed();
  }

  close(): void {
    void Promise.resolve().then(() => this.#closed());
  }

  #closed(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
}
