/**
 * A streaming STOMP 1.2 frame parser and serializer, written to the letter of the specification
 * (https://stomp.github.io/stomp-specification-1.2.html). Pure: bytes or text in, frames or errors out.
 *
 * The parser works on UTF-8 bytes, not on JavaScript strings, because `content-length` counts octets
 * and a body announced by it may hold NUL.
 */

export const CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'ACK',
  'NACK',
  'DISCONNECT',
] as const;
export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];
export type ServerCommand = (typeof SERVER_COMMANDS)[number];
export type StompCommand = ClientCommand | ServerCommand;

/** One header line, in the order it came. Repeated names are kept; the first one is the one that counts. */
export type StompHeader = readonly [name: string, value: string];

export interface StompFrame {
  command: StompCommand;
  headers: readonly StompHeader[];
  body: string;
}

export interface StompLimits {
  /** Whole frame: command, headers, blank line, body and NUL. */
  maxFrameBytes: number;
  maxHeaders: number;
  /** One header line (or the command line), without its EOL. */
  maxHeaderLineBytes: number;
  maxBodyBytes: number;
}

export const DEFAULT_STOMP_LIMITS: Readonly<StompLimits> = {
  maxFrameBytes: 64 * 1024,
  maxHeaders: 32,
  maxHeaderLineBytes: 4 * 1024,
  maxBodyBytes: 60 * 1024,
};

export type StompCodecErrorCode =
  | 'unknown-command'
  | 'malformed-header'
  | 'invalid-escape'
  | 'invalid-content-length'
  | 'missing-nul'
  | 'invalid-eol'
  | 'invalid-utf8'
  | 'frame-too-large'
  | 'too-many-headers'
  | 'header-line-too-long'
  | 'body-too-large';

export interface StompCodecError {
  code: StompCodecErrorCode;
  message: string;
}

export type StompParseEvent = { type: 'frame'; frame: StompFrame } | { type: 'heartbeat' };

export interface StompParseResult {
  events: StompParseEvent[];
  /** Set once the stream is broken; the parser then refuses every further chunk with the same error. */
  error: StompCodecError | null;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COLON = 0x3a;

const ALL_COMMANDS: ReadonlySet<string> = new Set<string>([...CLIENT_COMMANDS, ...SERVER_COMMANDS]);

/** CONNECT and CONNECTED are never escaped, so that STOMP 1.0 peers can read them. */
function isUnescapedCommand(command: string): boolean {
  return command === 'CONNECT' || command === 'CONNECTED';
}

const utf8 = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF in a body: the parser must not alter what the peer sent.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

type Phase = 'between' | 'command' | 'headers' | 'body';

export interface StompParserOptions {
  limits?: Partial<StompLimits>;
  /** Commands this side accepts (a server accepts the client commands). Defaults to all of them. */
  commands?: readonly StompCommand[];
}

export class StompParser {
  readonly limits: StompLimits;
  readonly #commands: ReadonlySet<string>;
  #buf = new Uint8Array(1024);
  #len = 0;
  #pos = 0;
  /** Where the LF/NUL search of the current line or body resumes, so fragments are not rescanned. */
  #scan = 0;
  #phase: Phase = 'between';
  #frameStart = 0;
  #command: StompCommand | null = null;
  #headers: StompHeader[] = [];
  #contentLength: number | null = null;
  #bodyStart = 0;
  #error: StompCodecError | null = null;

  constructor(options: StompParserOptions = {}) {
    this.limits = { ...DEFAULT_STOMP_LIMITS, ...options.limits };
    this.#commands = options.commands ? new Set<string>(options.commands) : ALL_COMMANDS;
  }

  /** Bytes held for a frame not yet complete. */
  get bufferedBytes(): number {
    return this.#len - this.#frameStart;
  }

  push(chunk: string | Uint8Array): StompParseResult {
    const events: StompParseEvent[] = [];
    if (this.#error) return { events, error: this.#error };
    const bytes = typeof chunk === 'string' ? utf8.encode(chunk) : chunk;
    this.#append(bytes);
    const error = this.#run(events);
    if (error) {
      this.#error = error;
      this.#buf = new Uint8Array(0);
      this.#len = 0;
      this.#pos = 0;
      this.#frameStart = 0;
    } else {
      this.#compact();
    }
    return { events, error };
  }

  #append(bytes: Uint8Array): void {
    const needed = this.#len + bytes.length;
    if (needed > this.#buf.length) {
      const grown = new Uint8Array(Math.max(needed, this.#buf.length * 2));
      grown.set(this.#buf.subarray(0, this.#len));
      this.#buf = grown;
    }
    this.#buf.set(bytes, this.#len);
    this.#len = needed;
  }

  /** Drops consumed bytes once per push (not per frame, which would be quadratic on a burst). */
  #compact(): void {
    const keepFrom = this.#phase === 'between' ? this.#pos : this.#frameStart;
    if (keepFrom === 0) return;
    const shift = keepFrom;
    if (this.#len - shift > 0) this.#buf.copyWithin(0, shift, this.#len);
    this.#len -= shift;
    this.#pos -= shift;
    this.#scan = Math.max(0, this.#scan - shift);
    this.#frameStart = Math.max(0, this.#frameStart - shift);
    this.#bodyStart = Math.max(0, this.#bodyStart - shift);
    // Give back memory a large frame needed, once it is gone.
    if (this.#buf.length > 4 * 1024 && this.#len < this.#buf.length / 4) {
      const shrunk = new Uint8Array(Math.max(1024, this.#len * 2));
      shrunk.set(this.#buf.subarray(0, this.#len));
      this.#buf = shrunk;
    }
  }

  #run(events: StompParseEvent[]): StompCodecError | null {
    const buf = this.#buf;
    const limits = this.limits;
    for (;;) {
      if (this.#phase === 'between') {
        if (this.#pos >= this.#len) return null;
        const b = buf[this.#pos];
        if (b === LF) {
          events.push({ type: 'heartbeat' });
          this.#pos += 1;
          continue;
        }
        if (b === CR) {
          if (this.#pos + 1 >= this.#len) return null;
          if (buf[this.#pos + 1] !== LF) return fail('invalid-eol', 'CR not followed by LF');
          events.push({ type: 'heartbeat' });
          this.#pos += 2;
          continue;
        }
        this.#phase = 'command';
        this.#frameStart = this.#pos;
        this.#scan = this.#pos;
        this.#command = null;
        this.#headers = [];
        this.#contentLength = null;
      }

      if (this.#phase === 'command' || this.#phase === 'headers') {
        const lineStart = this.#pos;
        const lf = buf.subarray(0, this.#len).indexOf(LF, this.#scan);
        if (lf === -1) {
          // +1 leaves room for the CR of a CRLF not yet followed by its LF.
          if (this.#len - lineStart > limits.maxHeaderLineBytes + 1)
            return fail('header-line-too-long', `header line longer than ${limits.maxHeaderLineBytes} bytes`);
          if (this.#len - this.#frameStart > limits.maxFrameBytes)
            return fail('frame-too-large', `frame larger than ${limits.maxFrameBytes} bytes`);
          this.#scan = this.#len;
          return null;
        }
        const lineEnd = lf > lineStart && buf[lf - 1] === CR ? lf - 1 : lf;
        if (lineEnd - lineStart > limits.maxHeaderLineBytes)
          return fail('header-line-too-long', `header line longer than ${limits.maxHeaderLineBytes} bytes`);
        if (lf + 1 - this.#frameStart > limits.maxFrameBytes)
          return fail('frame-too-large', `frame larger than ${limits.maxFrameBytes} bytes`);
        const line = buf.subarray(lineStart, lineEnd);
        this.#pos = lf + 1;
        this.#scan = this.#pos;

        if (this.#phase === 'command') {
          const command = decodeText(line);
          if (command === null || !this.#commands.has(command))
            return fail('unknown-command', `unknown command ${JSON.stringify(command ?? '')}`);
          this.#command = command as StompCommand;
          this.#phase = 'headers';
          continue;
        }

        if (line.length === 0) {
          const lengthHeader = this.#headers.find(([name]) => name === 'content-length');
          if (lengthHeader) {
            if (!/^[0-9]{1,15}$/.test(lengthHeader[1]))
              return fail(
                'invalid-content-length',
                `invalid content-length ${JSON.stringify(lengthHeader[1])}`,
              );
            const length = Number(lengthHeader[1]);
            if (length > limits.maxBodyBytes)
              return fail('body-too-large', `body larger than ${limits.maxBodyBytes} bytes`);
            if (this.#pos - this.#frameStart + length + 1 > limits.maxFrameBytes)
              return fail('frame-too-large', `frame larger than ${limits.maxFrameBytes} bytes`);
            this.#contentLength = length;
          }
          this.#bodyStart = this.#pos;
          this.#phase = 'body';
          continue;
        }

        if (this.#headers.length >= limits.maxHeaders)
          return fail('too-many-headers', `more than ${limits.maxHeaders} headers`);
        const header = parseHeaderLine(line, !isUnescapedCommand(this.#command ?? ''));
        if ('code' in header) return header;
        this.#headers.push(header);
        continue;
      }

      // body
      let bodyEnd: number;
      if (this.#contentLength !== null) {
        bodyEnd = this.#bodyStart + this.#contentLength;
        if (bodyEnd >= this.#len) return null;
        if (buf[bodyEnd] !== NUL)
          return fail('missing-nul', 'frame not terminated by NUL after content-length');
      } else {
        const nul = buf.subarray(0, this.#len).indexOf(NUL, this.#scan);
        if (nul === -1) {
          if (this.#len - this.#bodyStart > limits.maxBodyBytes)
            return fail('body-too-large', `body larger than ${limits.maxBodyBytes} bytes`);
          if (this.#len - this.#frameStart > limits.maxFrameBytes)
            return fail('frame-too-large', `frame larger than ${limits.maxFrameBytes} bytes`);
          this.#scan = this.#len;
          return null;
        }
        bodyEnd = nul;
        if (bodyEnd - this.#bodyStart > limits.maxBodyBytes)
          return fail('body-too-large', `body larger than ${limits.maxBodyBytes} bytes`);
        if (bodyEnd + 1 - this.#frameStart > limits.maxFrameBytes)
          return fail('frame-too-large', `frame larger than ${limits.maxFrameBytes} bytes`);
      }
      const body = decodeText(buf.subarray(this.#bodyStart, bodyEnd));
      if (body === null) return fail('invalid-utf8', 'body is not valid UTF-8');
      events.push({
        type: 'frame',
        frame: { command: this.#command as StompCommand, headers: this.#headers, body },
      });
      this.#pos = bodyEnd + 1;
      this.#phase = 'between';
      this.#frameStart = this.#pos;
      this.#headers = [];
    }
  }
}

function fail(code: StompCodecErrorCode, message: string): StompCodecError {
  return { code, message };
}

function decodeText(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

function parseHeaderLine(line: Uint8Array, escaped: boolean): StompHeader | StompCodecError {
  const colon = line.indexOf(COLON);
  if (colon <= 0) return fail('malformed-header', 'header line without a name and colon');
  // The grammar allows no CR inside a header line; a CR before LF was already taken as part of the EOL.
  if (line.indexOf(CR) !== -1) return fail('malformed-header', 'CR inside a header line');
  if (escaped && line.indexOf(COLON, colon + 1) !== -1)
    return fail('malformed-header', 'unescaped colon in a header value');
  const rawName = decodeText(line.subarray(0, colon));
  const rawValue = decodeText(line.subarray(colon + 1));
  if (rawName === null || rawValue === null) return fail('invalid-utf8', 'header is not valid UTF-8');
  if (!escaped) return [rawName, rawValue];
  const name = unescapeHeader(rawName);
  if (name === null) return fail('invalid-escape', 'undefined escape sequence in a header name');
  const value = unescapeHeader(rawValue);
  if (value === null) return fail('invalid-escape', 'undefined escape sequence in a header value');
  return [name, value];
}

/** Returns null on an escape the specification does not define, which is a fatal protocol error. */
export function unescapeHeader(text: string): string | null {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[i + 1];
    i += 1;
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else return null;
  }
  return out;
}

export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (ch) => {
    if (ch === '\\') return '\\\\';
    if (ch === '\r') return '\\r';
    if (ch === '\n') return '\\n';
    return '\\c';
  });
}

/** Octets of a string in UTF-8, without allocating. Lone surrogates count as U+FFFD (3 octets). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Serializes a frame. Headers are written in order, escaped unless the command is CONNECT or
 * CONNECTED. A non-empty body gets a content-length (added when absent) so it may carry NUL.
 * Throws TypeError for frames that cannot be written faithfully: that is a bug in the caller.
 */
export function serializeFrame(frame: StompFrame): string {
  if (!ALL_COMMANDS.has(frame.command)) throw new TypeError(`unknown STOMP command ${frame.command}`);
  const escaped = !isUnescapedCommand(frame.command);
  let out = `${frame.command}\n`;
  let hasLength = false;
  const bodyBytes = utf8ByteLength(frame.body);
  for (const [name, value] of frame.headers) {
    if (name === '') throw new TypeError('empty STOMP header name');
    if (escaped) {
      out += `${escapeHeader(name)}:${escapeHeader(value)}\n`;
    } else {
      if (/[\r\n:]/.test(name) || /[\r\n]/.test(value))
        throw new TypeError(`header ${JSON.stringify(name)} cannot be written unescaped in ${frame.command}`);
      out += `${name}:${value}\n`;
    }
    if (name === 'content-length' && !hasLength) {
      hasLength = true;
      if (!/^[0-9]+$/.test(value) || Number(value) !== bodyBytes)
        throw new TypeError(`content-length ${value} does not match a body of ${bodyBytes} bytes`);
    }
  }
  if (!hasLength && frame.body !== '') out += `content-length:${bodyBytes}\n`;
  return `${out}\n${frame.body}\0`;
}

/** The value of the first header of that name (STOMP 1.2: the first of repeated headers wins). */
export function getHeader(frame: Pick<StompFrame, 'headers'>, name: string): string | undefined {
  for (const [n, v] of frame.headers) if (n === name) return v;
  return undefined;
}

/** A heart-beat is a lone EOL between frames. */
export const HEARTBEAT = '\n';
