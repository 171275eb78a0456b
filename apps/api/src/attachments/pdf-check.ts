import { inflateSync } from 'node:zlib';

/**
 * Whether a PDF handed in as proof (a ticket attachment, dispute evidence) is a plain document: it
 * parses completely, and nothing in it acts rather than shows. Refused:
 * - scripts and actions: /JavaScript, /JS, /Launch, /URI, /GoToR, /GoToE, /GoTo3DView, /SubmitForm,
 *   /ImportData, /ResetForm, /Hide, /SetOCGState, /Rendition, /Sound, /Movie, /RichMedia(Execute),
 *   /3D, additional actions (/AA) and an /OpenAction that is an action (a destination is fine);
 * - embedded files (/EmbeddedFile, /EmbeddedFiles, /EF, /FileAttachment) and XFA forms (/XFA);
 * - encrypted documents (/Encrypt): what they hold cannot be read, so it cannot be checked.
 * Names are compared after decoding their `#xx` escapes (`/J#61vaScript` is /JavaScript) and without
 * regard to case; the same words as string values (`/S (JavaScript)`, `<4A53>`) count too. Every
 * object is read, including those inside compressed object streams (/ObjStm, inflated here with
 * node:zlib, with PNG predictors undone) and those added by incremental updates; every compressed
 * stream must inflate. Whatever cannot be parsed or decoded — an unknown keyword, an unbalanced
 * dictionary, an unterminated string, a stream without its end, an LZW or encrypted (Crypt) stream,
 * a bad name escape, a decoded size past the budget (a compression bomb) — refuses the file: only
 * what was read completely passes.
 */
export function isPlainPdf(data: Buffer): boolean {
  try {
    return checkPdf(data);
  } catch (error) {
    if (error instanceof PdfRefusal) return false;
    throw error;
  }
}

class PdfRefusal extends Error {}

function refuse(reason: string): never {
  throw new PdfRefusal(reason);
}

const FORBIDDEN_NAMES = new Set(
  [
    'JavaScript',
    'JS',
    'Launch',
    'URI',
    'GoToR',
    'GoToE',
    'GoTo3DView',
    'SubmitForm',
    'ImportData',
    'ResetForm',
    'Hide',
    'SetOCGState',
    'Rendition',
    'Sound',
    'Movie',
    'RichMedia',
    'RichMediaExecute',
    '3D',
    'AA',
    'EmbeddedFile',
    'EmbeddedFiles',
    'EF',
    'FileAttachment',
    'XFA',
    'Encrypt',
  ].map((name) => name.toLowerCase()),
);

/** Keys, not action names: as string values they are ordinary text (a title "AA"). */
const SHORT_KEYS = new Set(['aa', 'ef', 'js', '3d']);

/** Markup a browser would render if it ever sniffed the bytes as HTML, and server-side script tags. */
const MARKUP = /<script|<html|<iframe|<svg|<\?php/i;
const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n\s%]/;
const EOF_MARKER = Buffer.from('%%EOF', 'latin1');
/** Decoded bytes allowed for one file's streams (images aside) in all: past it, a compression bomb. */
const DECODE_BUDGET = 48 * 1024 * 1024;
/** Decoding these is not needed to check a document: they hold pixels, and they are the last filter. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

export function checkPdf(data: Buffer): boolean {
  if (data.length < 64) return false;
  const head = data.subarray(0, 16).toString('latin1');
  if (!HEADER.test(head)) return false;
  const eof = data.lastIndexOf(EOF_MARKER);
  if (eof < 0 || data.length - (eof + EOF_MARKER.length) > 2) return false;
  const text = data.toString('latin1');
  if (!text.includes('startxref')) return false;
  if (MARKUP.test(text)) return false;
  // A second PDF header or a ZIP local file header inside: two documents in one file.
  if (text.indexOf('%PDF-', 1) >= 0 || data.includes(Buffer.from('PK\x03\x04', 'latin1'))) return false;

  const budget = { left: DECODE_BUDGET };
  const parser = new PdfParser(data);
  const objects = parser.parseFile();
  const byNumber = new Map<number, PdfValue>();
  const values: PdfValue[] = [];
  const keep = (number: number | null, value: PdfValue) => {
    values.push(value);
    if (number !== null) byNumber.set(number, value);
  };
  for (const object of objects) {
    keep(object.number, object.value);
    if (!object.stream || object.value.kind !== 'dict') continue;
    // Pixels are never read as objects: an image's dictionary is checked, its data is not inflated.
    if (nameOf(object.value, 'Subtype') === 'Image') continue;
    const packed = nameOf(object.value, 'Type') === 'ObjStm';
    // Every other stream must decode completely, within the budget.
    const decoded = decodeStream(object.value, object.stream, budget, packed);
    if (!packed) continue;
    // Objects packed into an object stream: parsed and checked like the others.
    if (decoded === null) refuse('object stream with an image filter');
    for (const [number, value] of parseObjectStream(object.value, decoded)) keep(number, value);
  }
  for (const value of values) checkValue(value, byNumber);
  return true;
}

// --- values -----------------------------------------------------------------------------------------

type PdfValue =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; value: Buffer }
  | { kind: 'keyword'; value: string }
  | { kind: 'ref'; number: number }
  | { kind: 'array'; items: PdfValue[] }
  | PdfDict;
interface PdfDict {
  kind: 'dict';
  entries: Array<[string, PdfValue]>;
}
interface PdfObject {
  number: number | null;
  value: PdfValue;
  /** The raw bytes of the object's stream, when it has one. */
  stream: Buffer | null;
}

function entry(dict: PdfValue, key: string): PdfValue | undefined {
  if (dict.kind !== 'dict') return undefined;
  return dict.entries.find(([name]) => name === key)?.[1];
}

function nameOf(dict: PdfValue, key: string): string | undefined {
  const value = entry(dict, key);
  return value?.kind === 'name' ? value.value : undefined;
}

/** Every name and string, keys included, at any depth; and what /OpenAction points at. */
function checkValue(value: PdfValue, byNumber: ReadonlyMap<number, PdfValue>): void {
  const pending: PdfValue[] = [value];
  for (let next = pending.pop(); next; next = pending.pop()) {
    switch (next.kind) {
      case 'name':
        if (FORBIDDEN_NAMES.has(next.value.toLowerCase())) refuse(`/${next.value}`);
        break;
      case 'string': {
        // A string where a reader expects an action's name: `/S (JavaScript)`, `/S <4C61756E6368>`.
        const text = next.value.toString('latin1').trim().replace(/^\//, '').toLowerCase();
        if (FORBIDDEN_NAMES.has(text) && !SHORT_KEYS.has(text)) refuse(`(${text})`);
        break;
      }
      case 'array':
        pending.push(...next.items);
        break;
      case 'dict':
        for (const [key, item] of next.entries) {
          if (FORBIDDEN_NAMES.has(key.toLowerCase())) refuse(`/${key}`);
          if (key.toLowerCase() === 'openaction') {
            // A destination ([page /Fit]), or a GoTo to one, only opens the document at a place;
            // any other action (or a chain of them) does things.
            const target = item.kind === 'ref' ? byNumber.get(item.number) : item;
            if (target === undefined || (target.kind === 'dict' && !isPlainGoTo(target)))
              refuse('/OpenAction with an action');
          }
          pending.push(item);
        }
        break;
      default:
        break;
    }
  }
}

function isPlainGoTo(action: PdfDict): boolean {
  return (
    nameOf(action, 'S') === 'GoTo' &&
    action.entries.every(([key]) => key === 'S' || key === 'D' || key === 'Type')
  );
}

// --- lexer and parser ------------------------------------------------------------------------------

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const KEYWORDS = new Set([
  'obj',
  'endobj',
  'stream',
  'endstream',
  'R',
  'xref',
  'trailer',
  'startxref',
  'true',
  'false',
  'null',
  'f',
  'n',
]);
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const MAX_DEPTH = 64;

type Token =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'name'; value: string }
  | { kind: 'string'; value: Buffer }
  | { kind: 'keyword'; value: string }
  | { kind: 'open'; value: '<<' | '[' }
  | { kind: 'close'; value: '>>' | ']' };

class PdfParser {
  #position = 0;
  #peeked: Token[] = [];

  constructor(private readonly data: Buffer) {}

  /** Every top-level object of the file, with its stream; the xref tables and trailers are read too. */
  parseFile(): PdfObject[] {
    const objects: PdfObject[] = [];
    for (;;) {
      const token = this.#next();
      if (!token) return objects;
      if (token.kind === 'number' && this.#isObjectStart()) {
        this.#next(); // generation
        this.#next(); // obj
        const value = this.#value(this.#required(), 0);
        let stream: Buffer | null = null;
        let after = this.#required();
        if (after.kind === 'keyword' && after.value === 'stream') {
          if (value.kind !== 'dict') refuse('stream without a dictionary');
          stream = this.#streamData(value);
          after = this.#required();
        }
        if (after.kind !== 'keyword' || after.value !== 'endobj') refuse('object without endobj');
        objects.push({ number: token.value, value, stream });
        continue;
      }
      if (token.kind === 'keyword' && token.value === 'trailer') {
        objects.push({ number: null, value: this.#value(this.#required(), 0), stream: null });
        continue;
      }
      if (token.kind === 'keyword' && ['xref', 'startxref', 'f', 'n'].includes(token.value)) continue;
      if (token.kind === 'number') continue; // xref entries and startxref's offset
      refuse(`unexpected ${token.kind} at the top level`);
    }
  }

  /** Values one after another (the objects of an object stream). */
  parseValues(): PdfValue[] {
    const values: PdfValue[] = [];
    for (let token = this.#next(); token; token = this.#next()) values.push(this.#value(token, 0));
    return values;
  }

  #isObjectStart(): boolean {
    const generation = this.#peek(0);
    const keyword = this.#peek(1);
    return generation?.kind === 'number' && keyword?.kind === 'keyword' && keyword.value === 'obj';
  }

  #required(): Token {
    return this.#next() ?? refuse('unexpected end of file');
  }

  #value(token: Token, depth: number): PdfValue {
    if (depth > MAX_DEPTH) refuse('nested too deeply');
    switch (token.kind) {
      case 'number': {
        // `12 0 R`: an indirect reference.
        const generation = this.#peek(0);
        const r = this.#peek(1);
        if (generation?.kind === 'number' && r?.kind === 'keyword' && r.value === 'R') {
          this.#next();
          this.#next();
          return { kind: 'ref', number: token.value };
        }
        return { kind: 'number', value: token.value };
      }
      case 'name':
      case 'string':
        return token;
      case 'keyword':
        if (['true', 'false', 'null'].includes(token.value)) return token;
        return refuse(`keyword ${token.value} inside an object`);
      case 'open': {
        if (token.value === '[') {
          const items: PdfValue[] = [];
          for (
            let next = this.#required();
            !(next.kind === 'close' && next.value === ']');
            next = this.#required()
          ) {
            if (next.kind === 'close') refuse('unbalanced array');
            items.push(this.#value(next, depth + 1));
          }
          return { kind: 'array', items };
        }
        const entries: Array<[string, PdfValue]> = [];
        for (
          let key = this.#required();
          !(key.kind === 'close' && key.value === '>>');
          key = this.#required()
        ) {
          if (key.kind !== 'name') refuse('dictionary key is not a name');
          const item = this.#required();
          if (item.kind === 'close') refuse('dictionary key without a value');
          entries.push([key.value, this.#value(item, depth + 1)]);
        }
        return { kind: 'dict', entries };
      }
      default:
        return refuse(`unexpected ${token.value}`);
    }
  }

  /** The bytes between `stream` and `endstream`: by a direct /Length when it fits, else up to `endstream`. */
  #streamData(dict: PdfDict): Buffer {
    if (this.#peeked.length > 0) refuse('stream keyword misread');
    let start = this.#position;
    if (this.data[start] === 0x0d) start += 1;
    if (this.data[start] === 0x0a) start += 1;
    const length = entry(dict, 'Length');
    if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0) {
      const end = start + length.value;
      let after = end;
      while (after < this.data.length && WHITESPACE.has(this.data[after] as number)) after += 1;
      if (end <= this.data.length && this.data.toString('latin1', after, after + 9) === 'endstream') {
        this.#position = after + 9;
        return this.data.subarray(start, end);
      }
    }
    const found = this.data.indexOf('endstream', start, 'latin1');
    if (found < 0) refuse('stream without endstream');
    let end = found;
    if (this.data[end - 1] === 0x0a) end -= 1;
    if (this.data[end - 1] === 0x0d) end -= 1;
    this.#position = found + 9;
    return this.data.subarray(start, Math.max(start, end));
  }

  #peek(offset: number): Token | undefined {
    while (this.#peeked.length <= offset) {
      const token = this.#lex();
      if (!token) return undefined;
      this.#peeked.push(token);
    }
    return this.#peeked[offset];
  }

  #next(): Token | undefined {
    return this.#peeked.shift() ?? this.#lex();
  }

  #lex(): Token | undefined {
    const { data } = this;
    for (;;) {
      while (this.#position < data.length && WHITESPACE.has(data[this.#position] as number))
        this.#position += 1;
      if (this.#position >= data.length) return undefined;
      if (data[this.#position] !== 0x25) break;
      // A comment runs to the end of the line; it separates tokens like whitespace.
      while (this.#position < data.length && data[this.#position] !== 0x0a && data[this.#position] !== 0x0d)
        this.#position += 1;
    }
    const byte = data[this.#position] as number;
    if (byte === 0x2f) return this.#name();
    if (byte === 0x28) return this.#literalString();
    if (byte === 0x3c) {
      if (data[this.#position + 1] === 0x3c) {
        this.#position += 2;
        return { kind: 'open', value: '<<' };
      }
      return this.#hexString();
    }
    if (byte === 0x3e) {
      if (data[this.#position + 1] !== 0x3e) refuse('stray >');
      this.#position += 2;
      return { kind: 'close', value: '>>' };
    }
    if (byte === 0x5b || byte === 0x5d) {
      this.#position += 1;
      return byte === 0x5b ? { kind: 'open', value: '[' } : { kind: 'close', value: ']' };
    }
    if (DELIMITERS.has(byte)) refuse(`unexpected ${String.fromCharCode(byte)}`);
    const start = this.#position;
    while (this.#position < data.length && !this.#isBoundary(data[this.#position] as number))
      this.#position += 1;
    const word = data.toString('latin1', start, this.#position);
    if (NUMBER.test(word)) return { kind: 'number', value: Number(word), text: word };
    if (KEYWORDS.has(word)) return { kind: 'keyword', value: word };
    return refuse(`unknown keyword ${word.slice(0, 20)}`);
  }

  #isBoundary(byte: number): boolean {
    return WHITESPACE.has(byte) || DELIMITERS.has(byte);
  }

  /** `/Name`, its `#xx` escapes decoded; a bad escape or an escaped NUL is not a name any reader agrees on. */
  #name(): Token {
    const { data } = this;
    this.#position += 1;
    const bytes: number[] = [];
    while (this.#position < data.length && !this.#isBoundary(data[this.#position] as number)) {
      const byte = data[this.#position] as number;
      if (byte === 0x23) {
        const hex = data.toString('latin1', this.#position + 1, this.#position + 3);
        if (!/^[0-9A-Fa-f]{2}$/.test(hex)) refuse('bad name escape');
        const decoded = Number.parseInt(hex, 16);
        if (decoded === 0) refuse('NUL in a name');
        bytes.push(decoded);
        this.#position += 3;
      } else {
        bytes.push(byte);
        this.#position += 1;
      }
    }
    return { kind: 'name', value: Buffer.from(bytes).toString('latin1') };
  }

  #literalString(): Token {
    const { data } = this;
    this.#position += 1;
    const bytes: number[] = [];
    let depth = 1;
    while (this.#position < data.length) {
      const byte = data[this.#position] as number;
      this.#position += 1;
      if (byte === 0x5c) {
        const escaped = data[this.#position];
        if (escaped === undefined) break;
        this.#position += 1;
        const simple: Record<number, number> = { 110: 0x0a, 114: 0x0d, 116: 0x09, 98: 0x08, 102: 0x0c };
        if (simple[escaped] !== undefined) bytes.push(simple[escaped] as number);
        else if (escaped >= 0x30 && escaped <= 0x37) {
          let octal = escaped - 0x30;
          for (let digits = 1; digits < 3; digits += 1) {
            const next = data[this.#position];
            if (next === undefined || next < 0x30 || next > 0x37) break;
            octal = octal * 8 + (next - 0x30);
            this.#position += 1;
          }
          bytes.push(octal & 0xff);
        } else if (escaped === 0x0d) {
          if (data[this.#position] === 0x0a) this.#position += 1;
        } else if (escaped !== 0x0a) bytes.push(escaped);
        continue;
      }
      if (byte === 0x28) depth += 1;
      if (byte === 0x29) {
        depth -= 1;
        if (depth === 0) return { kind: 'string', value: Buffer.from(bytes) };
      }
      bytes.push(byte);
    }
    return refuse('unterminated string');
  }

  #hexString(): Token {
    const end = this.data.indexOf(0x3e, this.#position + 1);
    if (end < 0) refuse('unterminated hex string');
    const digits = this.data.toString('latin1', this.#position + 1, end).replace(/[\0\t\n\f\r ]/g, '');
    if (!/^[0-9A-Fa-f]*$/.test(digits)) refuse('bad hex string');
    this.#position = end + 1;
    return { kind: 'string', value: Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex') };
  }
}

// --- streams -----------------------------------------------------------------------------------------

function filtersOf(dict: PdfDict): Array<{ name: string; parms: PdfValue | undefined }> {
  const filter = entry(dict, 'Filter');
  const parms = entry(dict, 'DecodeParms') ?? entry(dict, 'DP');
  if (filter === undefined) return [];
  if (filter.kind === 'name')
    return [{ name: filter.value, parms: parms?.kind === 'array' ? parms.items[0] : parms }];
  if (filter.kind !== 'array') refuse('bad /Filter');
  return filter.items.map((item, index) => {
    if (item.kind !== 'name') refuse('bad /Filter');
    return { name: item.value, parms: parms?.kind === 'array' ? parms.items[index] : undefined };
  });
}

/**
 * The stream's bytes with its filters undone; null when the last filter is an image codec (pixels).
 * Predictors are undone where the bytes are read (object streams); elsewhere inflating is the check.
 */
function decodeStream(
  dict: PdfDict,
  raw: Buffer,
  budget: { left: number },
  undoPredictors: boolean,
): Buffer | null {
  let data = raw;
  const filters = filtersOf(dict);
  for (const [index, { name, parms }] of filters.entries()) {
    if (IMAGE_FILTERS.has(name)) {
      if (index !== filters.length - 1) refuse('image filter before another filter');
      return null;
    }
    data = applyFilter(name, undoPredictors ? parms : undefined, data, budget);
  }
  return data;
}

function applyFilter(
  name: string,
  parms: PdfValue | undefined,
  data: Buffer,
  budget: { left: number },
): Buffer {
  let decoded: Buffer;
  switch (name) {
    case 'FlateDecode':
    case 'Fl':
      try {
        decoded = inflateSync(data, { maxOutputLength: Math.max(1, budget.left) });
      } catch (error) {
        return refuse(
          error instanceof RangeError ? 'decoded size past the budget' : 'stream does not inflate',
        );
      }
      decoded = undoPredictor(decoded, parms);
      break;
    case 'ASCIIHexDecode':
    case 'AHx': {
      const text = data.toString('latin1');
      const end = text.indexOf('>');
      const digits = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
      if (!/^[0-9A-Fa-f]*$/.test(digits)) refuse('bad ASCIIHex data');
      decoded = Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
      break;
    }
    case 'ASCII85Decode':
    case 'A85':
      decoded = ascii85(data);
      break;
    case 'RunLengthDecode':
    case 'RL':
      decoded = runLength(data);
      break;
    default:
      // LZW, Crypt (encryption) and anything unknown: not read, so not passed.
      return refuse(`filter ${name}`);
  }
  budget.left -= decoded.length;
  if (budget.left < 0) refuse('decoded size past the budget');
  return decoded;
}

function numberIn(parms: PdfValue | undefined, key: string, fallback: number): number {
  const value = parms ? entry(parms, key) : undefined;
  return value?.kind === 'number' ? value.value : fallback;
}

/** PNG predictors (10–15), as object streams may use them; TIFF's (2) is refused. */
function undoPredictor(data: Buffer, parms: PdfValue | undefined): Buffer {
  const predictor = numberIn(parms, 'Predictor', 1);
  if (predictor === 1) return data;
  if (predictor < 10 || predictor > 15) refuse(`predictor ${predictor}`);
  const colors = numberIn(parms, 'Colors', 1);
  const bits = numberIn(parms, 'BitsPerComponent', 8);
  const columns = numberIn(parms, 'Columns', 1);
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (!Number.isInteger(rowLength) || rowLength <= 0 || rowLength > 1 << 20) refuse('bad predictor columns');
  const rows = Math.floor(data.length / (rowLength + 1));
  if (rows * (rowLength + 1) !== data.length) refuse('predictor rows do not fit');
  const out = Buffer.alloc(rows * rowLength);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * (rowLength + 1)] as number;
    const source = row * (rowLength + 1) + 1;
    const target = row * rowLength;
    for (let column = 0; column < rowLength; column += 1) {
      const raw = data[source + column] as number;
      const left = column >= bytesPerPixel ? (out[target + column - bytesPerPixel] as number) : 0;
      const up = row > 0 ? (out[target - rowLength + column] as number) : 0;
      const upLeft =
        row > 0 && column >= bytesPerPixel ? (out[target - rowLength + column - bytesPerPixel] as number) : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + Math.floor((left + up) / 2);
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        value = raw + (a <= b && a <= c ? left : b <= c ? up : upLeft);
      } else return refuse('bad PNG row filter');
      out[target + column] = value & 0xff;
    }
  }
  return out;
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/[\0\t\n\f\r ]/g, '');
  const end = text.indexOf('~>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  for (const char of body) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const code = char.charCodeAt(0) - 33;
    if (code < 0 || code > 84) refuse('bad ASCII85 data');
    group.push(code);
    if (group.length === 5) {
      out.push(...ascii85Group(group, 4));
      group = [];
    }
  }
  if (group.length === 1) refuse('bad ASCII85 tail');
  if (group.length > 0) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    out.push(...ascii85Group(group, kept));
  }
  return Buffer.from(out);
}

function ascii85Group(group: readonly number[], keep: number): number[] {
  const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
  if (value > 0xffffffff) refuse('bad ASCII85 group');
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].slice(0, keep);
}

function runLength(data: Buffer): Buffer {
  const out: number[] = [];
  let index = 0;
  while (index < data.length) {
    const length = data[index] as number;
    index += 1;
    if (length === 128) return Buffer.from(out);
    if (length < 128) {
      if (index + length + 1 > data.length) refuse('bad run-length data');
      out.push(...data.subarray(index, index + length + 1));
      index += length + 1;
    } else {
      if (index >= data.length) refuse('bad run-length data');
      for (let repeat = 0; repeat < 257 - length; repeat += 1) out.push(data[index] as number);
      index += 1;
    }
  }
  return Buffer.from(out);
}

/** An object stream: `/N` pairs of object number and offset, then the objects from `/First`. */
function parseObjectStream(dict: PdfDict, decoded: Buffer): Array<[number, PdfValue]> {
  const count = numberIn(dict, 'N', -1);
  const first = numberIn(dict, 'First', -1);
  if (
    !Number.isInteger(count) ||
    count < 0 ||
    !Number.isInteger(first) ||
    first < 0 ||
    first > decoded.length
  )
    refuse('bad object stream header');
  const header = new PdfParser(decoded.subarray(0, first)).parseValues();
  if (header.length !== count * 2) refuse('bad object stream offsets');
  const numbers = header.map((value) =>
    value.kind === 'number' ? value.value : refuse('bad object stream offsets'),
  );
  const values = new PdfParser(decoded.subarray(first)).parseValues();
  if (values.length !== count) refuse('object stream holds other than the objects it lists');
  return values.map((value, index) => [numbers[index * 2] as number, value]);
}
