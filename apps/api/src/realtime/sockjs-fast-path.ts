import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { SharedFrame } from './stomp/session';

const require = createRequire(import.meta.url);
/**
 * sockjs's own quoting of a message inside its `a[...]` frame: JSON.stringify, then \u escapes for
 * the characters some browsers mangle. Taken from the package so the fast path writes exactly what
 * `conn.write` would.
 */
const { quote } = require('sockjs/lib/utils') as { quote(text: string): string };

/** The parts of sockjs 0.3 and faye-websocket 0.11 the fast path reads; all checked before use. */
interface SockjsConnectionInternals {
  protocol?: string;
  _session?: {
    readyState?: number;
    send_buffer?: unknown[];
    recv?: { ws?: FayeWebSocketInternals } | null;
  };
}
interface FayeWebSocketInternals {
  readyState?: number;
  _stream?: Socket;
  _driver?: { _extensions?: { _sessions?: unknown[] } };
}

const OPEN = 1;

/**
 * The TCP socket under a SockJS connection on the WebSocket transport, when a frame written to it
 * directly is exactly what sockjs and faye would write: session and WebSocket open, nothing queued
 * in sockjs, no WebSocket extension negotiated (so frames are plain, unmasked, uncompressed). Null
 * otherwise (the streaming and polling transports, a closing socket): use `conn.write`.
 */
export function rawWebSocketOf(conn: unknown): Socket | null {
  const internals = conn as SockjsConnectionInternals;
  if (internals.protocol !== 'websocket') return null;
  const session = internals._session;
  if (session?.readyState !== OPEN || session.send_buffer?.length !== 0) return null;
  const ws = session.recv?.ws;
  if (ws?.readyState !== OPEN) return null;
  if (ws._driver?._extensions?._sessions?.length !== 0) return null;
  const stream = ws._stream;
  return stream?.writable && !stream.destroyed ? stream : null;
}

/** One unfragmented, unmasked WebSocket text frame (RFC 6455 §5.2) carrying `text`. */
export function webSocketTextFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  const header = length <= 125 ? 2 : length <= 0xffff ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (length <= 125) {
    frame[1] = length;
  } else if (length <= 0xffff) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 0x1_0000_0000), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, header, 'utf8');
  return frame;
}

/** A STOMP frame as SockJS sends it over a WebSocket: `a["<quoted frame>"]` in one text frame. */
export function sockjsWebSocketFrame(stompFrame: string): Buffer {
  return webSocketTextFrame(`a[${quote(stompFrame)}]`);
}

export interface FanoutCounters {
  /** Shared frames written straight to a WebSocket's TCP socket. */
  directWrites: number;
  /** Shared frames that went through `conn.write` (other transports, closing sockets). */
  sockjsWrites: number;
}

/**
 * Writes a frame shared by a fan-out: on the WebSocket transport one encoded Buffer for every
 * recipient (no per-recipient quoting, UTF-8 encoding, framing or sockjs timer), else `conn.write`.
 */
export function writeShared(
  conn: { write(text: string): unknown },
  frame: SharedFrame,
  counters: FanoutCounters,
): void {
  const socket = rawWebSocketOf(conn);
  if (socket) {
    counters.directWrites += 1;
    socket.write(frame.encoded('sockjs-websocket', sockjsWebSocketFrame));
    return;
  }
  counters.sockjsWrites += 1;
  conn.write(frame.text);
}
