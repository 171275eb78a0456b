import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_COMMANDS,
  escapeHeader,
  getHeader,
  SERVER_COMMANDS,
  type StompCommand,
  type StompFrame,
  type StompLimits,
  type StompParseEvent,
  StompParser,
  serializeFrame,
  unescapeHeader,
  utf8ByteLength,
} from './codec';

const enc = new TextEncoder();

function parseAll(input: string | Uint8Array, limits?: Partial<StompLimits>) {
  const parser = new StompParser(limits ? { limits } : {});
  return parser.push(input);
}

function framesOf(events: StompParseEvent[]): StompFrame[] {
  return events.flatMap((e) => (e.type === 'frame' ? [e.frame] : []));
}

function onlyFrame(input: string | Uint8Array, limits?: Partial<StompLimits>): StompFrame {
  const result = parseAll(input, limits);
  expect(result.error).toBeNull();
  const frames = framesOf(result.events);
  expect(frames).toHaveLength(1);
  return frames[0] as StompFrame;
}

function errorOf(input: string | Uint8Array, limits?: Partial<StompLimits>) {
  return parseAll(input, limits).error?.code;
}

describe('StompParser: frames', () => {
  it('parses a frame with LF line ends', () => {
    const frame = onlyFrame('SEND\ndestination:/app/chat.send\ncontent-type:application/json\n\n{"a":1}\0');
    expect(frame).toEqual({
      command: 'SEND',
      headers: [
        ['destination', '/app/chat.send'],
        ['content-type', 'application/json'],
      ],
      body: '{"a":1}',
    });
  });

  it('parses a frame with CRLF line ends and keeps CRs inside the body', () => {
    const frame = onlyFrame('SUBSCRIBE\r\nid:0\r\ndestination:/socket/u/notifications\r\n\r\n\0');
    expect(frame.headers).toEqual([
      ['id', '0'],
      ['destination', '/socket/u/notifications'],
    ]);
    expect(onlyFrame('SEND\r\ndestination:/a\r\n\r\nline1\r\nline2\0').body).toBe('line1\r\nline2');
  });

  it('accepts every STOMP command and refuses other spellings (commands are case-sensitive)', () => {
    for (const command of [...CLIENT_COMMANDS, ...SERVER_COMMANDS]) {
      expect(onlyFrame(`${command}\n\n\0`).command).toBe(command);
    }
    expect(errorOf('connect\n\n\0')).toBe('unknown-command');
    expect(errorOf('Send\n\n\0')).toBe('unknown-command');
    expect(errorOf('CONNECT \n\n\0')).toBe('unknown-command');
    expect(errorOf(' CONNECT\n\n\0')).toBe('unknown-command');
  });

  it('accepts only the commands it is told to (a server refuses server frames)', () => {
    const parser = new StompParser({ commands: CLIENT_COMMANDS });
    expect(parser.push('MESSAGE\n\n\0').error?.code).toBe('unknown-command');
  });

  it('reports EOLs between frames as heart-beats', () => {
    const { events, error } = parseAll('\n\r\nSEND\ndestination:/a\n\nx\0\n\n\r\nDISCONNECT\n\n\0\n');
    expect(error).toBeNull();
    expect(events.map((e) => (e.type === 'frame' ? e.frame.command : 'beat'))).toEqual([
      'beat',
      'beat',
      'SEND',
      'beat',
      'beat',
      'beat',
      'DISCONNECT',
      'beat',
    ]);
  });

  it('refuses a CR that is not part of an EOL', () => {
    expect(errorOf('\rSEND\n\n\0')).toBe('invalid-eol');
    expect(errorOf('SEND\ndestination:/a\rb\n\n\0')).toBe('malformed-header');
  });

  it('never trims header names or values', () => {
    const frame = onlyFrame('SEND\n key : value \n\n\0');
    expect(frame.headers).toEqual([[' key ', ' value ']]);
  });

  it('keeps repeated headers in order and lets the first one win', () => {
    const frame = onlyFrame('MESSAGE\nfoo:World\nfoo:Hello\n\n\0');
    expect(frame.headers).toEqual([
      ['foo', 'World'],
      ['foo', 'Hello'],
    ]);
    expect(getHeader(frame, 'foo')).toBe('World');
    expect(getHeader(frame, 'bar')).toBeUndefined();
  });

  it('allows empty header values', () => {
    expect(onlyFrame('SEND\nreceipt:\n\n\0').headers).toEqual([['receipt', '']]);
  });

  it('refuses header lines without a name or a colon', () => {
    expect(errorOf('SEND\n:value\n\n\0')).toBe('malformed-header');
    expect(errorOf('SEND\nnocolon\n\n\0')).toBe('malformed-header');
  });
});

describe('StompParser: header escaping', () => {
  it('decodes \\r \\n \\c \\\\ in names and values', () => {
    const frame = onlyFrame('MESSAGE\na\\cb:c\\nd\\re\\\\f\\c\n\n\0');
    expect(frame.headers).toEqual([['a:b', 'c\nd\re\\f:']]);
  });

  it('treats an undefined escape as a fatal error', () => {
    expect(errorOf('SEND\ndestination:/a\\tb\n\n\0')).toBe('invalid-escape');
    expect(errorOf('SEND\ndestination:/a\\\n\n\0')).toBe('invalid-escape');
    expect(errorOf('SEND\nde\\xst:/a\n\n\0')).toBe('invalid-escape');
  });

  it('refuses a raw colon in a value of an escaped frame', () => {
    expect(errorOf('SEND\ndestination:/a:b\n\n\0')).toBe('malformed-header');
  });

  it('does not unescape CONNECT and CONNECTED headers, and splits them at the first colon', () => {
    const connect = onlyFrame('CONNECT\nAuthorization:Bearer a\\nb\nhost:example.org:61613\n\n\0');
    expect(connect.headers).toEqual([
      ['Authorization', 'Bearer a\\nb'],
      ['host', 'example.org:61613'],
    ]);
    const connected = onlyFrame('CONNECTED\nserver:x\\cy\n\n\0');
    expect(connected.headers).toEqual([['server', 'x\\cy']]);
  });

  it('escapes and unescapes symmetrically', () => {
    expect(escapeHeader('a:b\nc\rd\\')).toBe('a\\cb\\nc\\rd\\\\');
    expect(unescapeHeader(escapeHeader('a:b\nc\rd\\'))).toBe('a:b\nc\rd\\');
    expect(unescapeHeader('\\q')).toBeNull();
  });
});

describe('StompParser: bodies', () => {
  it('reads a content-length body that holds NUL octets', () => {
    const frame = onlyFrame('SEND\ndestination:/a\ncontent-length:5\n\na\0b\0c\0');
    expect(frame.body).toBe('a\0b\0c');
  });

  it('counts content-length in UTF-8 octets', () => {
    const body = 'é€😀';
    const frame = onlyFrame(`SEND\ncontent-length:${enc.encode(body).length}\n\n${body}\0`);
    expect(frame.body).toBe(body);
  });

  it('uses the first content-length when it is repeated', () => {
    expect(onlyFrame('SEND\ncontent-length:2\ncontent-length:7\n\nab\0').body).toBe('ab');
  });

  it('requires NUL right after a content-length body', () => {
    expect(errorOf('SEND\ncontent-length:2\n\nabc\0')).toBe('missing-nul');
  });

  it('refuses content-length values that are not a plain octet count', () => {
    for (const value of ['abc', '-1', ' 2', '2 ', '+2', '1e3', '', '0x10']) {
      expect(errorOf(`SEND\ncontent-length:${value}\n\nab\0`), value).toBe('invalid-content-length');
    }
  });

  it('ends a body without content-length at the first NUL, and keeps a leading BOM', () => {
    const { events } = parseAll('SEND\n\n\uFEFFab\0\0');
    // The second NUL is not an EOL: it starts no valid frame.
    expect(framesOf(events)[0]?.body).toBe('\uFEFFab');
  });

  it('refuses bodies that are not UTF-8', () => {
    const bytes = new Uint8Array([...enc.encode('SEND\n\n'), 0xff, 0xfe, 0]);
    expect(errorOf(bytes)).toBe('invalid-utf8');
  });
});

describe('StompParser: limits', () => {
  const limits: StompLimits = {
    maxFrameBytes: 200,
    maxHeaders: 3,
    maxHeaderLineBytes: 40,
    maxBodyBytes: 100,
  };

  it('accepts a frame right at each limit', () => {
    const line = `h:${'x'.repeat(38)}`;
    expect(line).toHaveLength(40);
    expect(onlyFrame(`SEND\n${line}\n\n\0`, limits).headers).toHaveLength(1);
    expect(onlyFrame('SEND\na:1\nb:2\nc:3\n\n\0', limits).headers).toHaveLength(3);
    expect(onlyFrame(`SEND\n\n${'b'.repeat(100)}\0`, limits).body).toHaveLength(100);
    expect(onlyFrame(`SEND\ncontent-length:100\n\n${'b'.repeat(100)}\0`, limits).body).toHaveLength(100);
  });

  it('refuses a header line over the limit, even before its EOL arrives', () => {
    expect(errorOf(`SEND\nh:${'x'.repeat(39)}\n\n\0`, limits)).toBe('header-line-too-long');
    expect(errorOf(`SEND\nh:${'x'.repeat(60)}`, limits)).toBe('header-line-too-long');
    expect(errorOf('X'.repeat(60), limits)).toBe('header-line-too-long');
  });

  it('refuses too many headers', () => {
    expect(errorOf('SEND\na:1\nb:2\nc:3\nd:4\n\n\0', limits)).toBe('too-many-headers');
  });

  it('refuses a body over the limit, announced or streamed', () => {
    expect(errorOf('SEND\ncontent-length:101\n\n', limits)).toBe('body-too-large');
    expect(errorOf(`SEND\n\n${'b'.repeat(101)}`, limits)).toBe('body-too-large');
    expect(errorOf(`SEND\n\n${'b'.repeat(101)}\0`, limits)).toBe('body-too-large');
  });

  it('refuses a frame over the limit', () => {
    const headers = Array.from({ length: 3 }, (_, i) => `h${i}:${'v'.repeat(36)}`).join('\n');
    expect(errorOf(`SEND\n${headers}\n\n${'b'.repeat(90)}\0`, limits)).toBe('frame-too-large');
    expect(errorOf(`SEND\n${headers}\ncontent-length:90\n\n`, { ...limits, maxHeaders: 4 })).toBe(
      'frame-too-large',
    );
  });

  it('stays broken after an error and holds no bytes', () => {
    const parser = new StompParser({ limits });
    expect(parser.push('SEND\ndestination:/a\\t\n\n\0').error?.code).toBe('invalid-escape');
    expect(parser.push('SEND\n\n\0')).toEqual({
      events: [],
      error: expect.objectContaining({ code: 'invalid-escape' }),
    });
    expect(parser.bufferedBytes).toBe(0);
  });

  it('releases the buffer of a large frame once it is parsed', () => {
    const parser = new StompParser();
    const result = parser.push(`SEND\n\n${'z'.repeat(50_000)}`);
    expect(result.error).toBeNull();
    expect(parser.bufferedBytes).toBeGreaterThan(50_000);
    expect(framesOf(parser.push('\0').events)).toHaveLength(1);
    expect(parser.bufferedBytes).toBe(0);
  });
});

describe('StompParser: fragmented input', () => {
  const stream = enc.encode(
    [
      '\n',
      'CONNECT\r\naccept-version:1.2\r\nhost:lootmarket\r\nAuthorization:Bearer t:k\r\n\r\n\0',
      '\r\n\n',
      'SUBSCRIBE\nid:sub-0\ndestination:/socket/ü/notifications\nack:client\n\n\0',
      'SEND\ndestination:/app/chat\\c.send\ncontent-type:application/json\ncontent-length:16\n\n{"t":"h\0é😀"}\0',
      'SEND\ndestination:/app/x\n\nplain body with\nlines\0\n',
      'DISCONNECT\nreceipt:77\n\n\0',
    ].join(''),
  );
  const whole = new StompParser().push(stream);

  it('parses the reference stream whole', () => {
    expect(whole.error).toBeNull();
    expect(framesOf(whole.events).map((f) => f.command)).toEqual([
      'CONNECT',
      'SUBSCRIBE',
      'SEND',
      'SEND',
      'DISCONNECT',
    ]);
    expect(framesOf(whole.events)[2]?.body).toBe('{"t":"h\0é😀"}');
  });

  it('gives the same events when split in two at every byte boundary', () => {
    for (let i = 0; i <= stream.length; i += 1) {
      const parser = new StompParser();
      const a = parser.push(stream.subarray(0, i));
      const b = parser.push(stream.subarray(i));
      expect(a.error ?? b.error, `split at ${i}`).toBeNull();
      expect([...a.events, ...b.events], `split at ${i}`).toEqual(whole.events);
    }
  });

  it('gives the same events when fed one byte at a time', () => {
    const parser = new StompParser();
    const events: StompParseEvent[] = [];
    for (let i = 0; i < stream.length; i += 1) {
      const result = parser.push(stream.subarray(i, i + 1));
      expect(result.error).toBeNull();
      events.push(...result.events);
    }
    expect(events).toEqual(whole.events);
    expect(parser.bufferedBytes).toBe(0);
  });
});

describe('serializeFrame', () => {
  it('escapes headers and adds content-length to a non-empty body', () => {
    const text = serializeFrame({
      command: 'MESSAGE',
      headers: [
        ['destination', '/socket/u:1/notifications'],
        ['x\ny', 'a\\b\rc'],
      ],
      body: 'é',
    });
    expect(text).toBe(
      'MESSAGE\ndestination:/socket/u\\c1/notifications\nx\\ny:a\\\\b\\rc\ncontent-length:2\n\né\0',
    );
  });

  it('writes CONNECTED headers unescaped and refuses what cannot be written so', () => {
    expect(serializeFrame({ command: 'CONNECTED', headers: [['server', 'a:b\\c']], body: '' })).toBe(
      'CONNECTED\nserver:a:b\\c\n\n\0',
    );
    expect(() => serializeFrame({ command: 'CONNECTED', headers: [['server', 'a\nb']], body: '' })).toThrow(
      TypeError,
    );
    expect(() => serializeFrame({ command: 'CONNECT', headers: [['a:b', 'c']], body: '' })).toThrow(
      TypeError,
    );
  });

  it('refuses a content-length that does not match the body, and unknown commands', () => {
    expect(() => serializeFrame({ command: 'SEND', headers: [['content-length', '3']], body: 'ab' })).toThrow(
      TypeError,
    );
    expect(() => serializeFrame({ command: 'PING' as StompCommand, headers: [], body: '' })).toThrow(
      TypeError,
    );
    expect(() => serializeFrame({ command: 'SEND', headers: [['', 'x']], body: '' })).toThrow(TypeError);
  });

  it('counts UTF-8 octets like TextEncoder does', () => {
    for (const s of ['', 'abc', 'é', '€', '😀', 'a😀b€', '\uD800x', '\uDC00']) {
      expect(utf8ByteLength(s), JSON.stringify(s)).toBe(enc.encode(s).length);
    }
  });
});

describe('serialize → parse round trip (property)', () => {
  const commands = fc.constantFrom<StompCommand>(...CLIENT_COMMANDS, ...SERVER_COMMANDS);
  const anyText = fc.string({ unit: 'binary', maxLength: 40 });
  const escapedHeader = fc.tuple(
    anyText.filter((s) => s !== ''),
    anyText,
  );
  const unescapedHeader = fc.tuple(
    anyText.filter((s) => s !== '' && !/[\r\n:]/.test(s)),
    anyText.filter((s) => !/[\r\n]/.test(s)),
  );
  const frames = commands.chain((command) =>
    fc.record({
      command: fc.constant(command),
      headers: fc
        .array(command === 'CONNECT' || command === 'CONNECTED' ? unescapedHeader : escapedHeader, {
          maxLength: 8,
        })
        .map((headers) => headers.filter(([name]) => name !== 'content-length')),
      body: fc.string({ unit: 'binary', maxLength: 200 }),
    }),
  );

  it('parses what it serializes, whatever the chunking', () => {
    fc.assert(
      fc.property(
        fc.array(frames, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (input, cuts) => {
          const bytes = enc.encode(input.map(serializeFrame).join(''));
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const parser = new StompParser({
            limits: { maxHeaders: 16, maxBodyBytes: 4096, maxFrameBytes: 8192 },
          });
          const events: StompParseEvent[] = [];
          let from = 0;
          for (const point of [...points, bytes.length]) {
            const result = parser.push(bytes.subarray(from, point));
            expect(result.error).toBeNull();
            events.push(...result.events);
            from = point;
          }
          const expected = input.map((f) => ({
            ...f,
            headers:
              f.body === ''
                ? f.headers
                : [...f.headers, ['content-length', String(enc.encode(f.body).length)]],
          }));
          expect(framesOf(events)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
