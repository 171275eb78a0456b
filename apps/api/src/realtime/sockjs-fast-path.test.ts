import { describe, expect, it } from 'vitest';
import { rawWebSocketOf, sockjsWebSocketFrame, webSocketTextFrame } from './sockjs-fast-path';

/** Reads back one unmasked frame as RFC 6455 §5.2 lays it out. */
function decode(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; text: string } {
  const short = (frame[1] ?? 0) & 0x7f;
  const [length, offset] =
    short === 126
      ? [frame.readUInt16BE(2), 4]
      : short === 127
        ? [frame.readUInt32BE(2) * 0x1_0000_0000 + frame.readUInt32BE(6), 10]
        : [short, 2];
  expect(frame.length).toBe(offset + length);
  return {
    fin: ((frame[0] ?? 0) & 0x80) !== 0,
    opcode: (frame[0] ?? 0) & 0x0f,
    masked: ((frame[1] ?? 0) & 0x80) !== 0,
    text: frame.subarray(offset).toString('utf8'),
  };
}

describe('the WebSocket fast path', () => {
  it.each([0, 1, 125, 126, 0xffff, 0x1_0000, 200_000])(
    'frames %i bytes in the shortest length form',
    (size) => {
      const text = 'x'.repeat(size);
      const frame = webSocketTextFrame(text);
      expect(decode(frame)).toEqual({ fin: true, opcode: 1, masked: false, text });
      expect(frame.length - size).toBe(size <= 125 ? 2 : size <= 0xffff ? 4 : 10);
    },
  );

  it('counts UTF-8 bytes, not characters, and quotes like sockjs', () => {
    const stomp = 'MESSAGE\ndestination:/socket/a/notifications\n\n{"text":"Zażółć 日本 \u2028 \u0000"}\0';
    const { text } = decode(sockjsWebSocketFrame(stomp));
    expect(text.startsWith('a["MESSAGE\\ndestination:')).toBe(true);
    // sockjs writes U+2028 and control characters as \u escapes; the array parses back to the frame.
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text.slice(1))).toEqual([stomp]);
  });

  it('is not taken for anything but an open sockjs WebSocket session without extensions', () => {
    const open = () => ({
      protocol: 'websocket',
      _session: {
        readyState: 1,
        send_buffer: [] as string[],
        recv: {
          ws: {
            readyState: 1,
            _stream: { writable: true, destroyed: false },
            _driver: { _extensions: { _sessions: [] } },
          },
        },
      },
    });
    expect(rawWebSocketOf(open())).toEqual({ writable: true, destroyed: false });
    const variants: Array<(c: ReturnType<typeof open>) => void> = [
      (c) => {
        c.protocol = 'xhr-streaming';
      },
      (c) => {
        c._session.readyState = 2;
      },
      (c) => {
        c._session.send_buffer.push('queued');
      },
      (c) => {
        c._session.recv.ws.readyState = 2;
      },
      (c) => {
        (c._session.recv.ws._driver._extensions._sessions as unknown[]).push({});
      },
      (c) => {
        c._session.recv.ws._stream.destroyed = true;
      },
    ];
    for (const change of variants) {
      const conn = open();
      change(conn);
      expect(rawWebSocketOf(conn)).toBeNull();
    }
    expect(rawWebSocketOf({})).toBeNull();
  });
});
