import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../test/support/files';
import { checkPdf, isPlainPdf } from './pdf-check';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');

type PdfPart = string | { dict: string; data: Buffer };

/**
 * A PDF built object by object, with a real cross-reference table: `objects[i]` is object i + 1,
 * either a plain value or a stream (its /Length is added). `updates` are later revisions appended
 * after the first %%EOF, each with its own xref section and trailer (an incremental update).
 */
function buildPdf(
  objects: readonly PdfPart[],
  {
    trailer = '/Root 1 0 R',
    updates = [] as Array<{ objects: Record<number, PdfPart>; trailer?: string }>,
    header = '%PDF-1.7',
  } = {},
): Buffer {
  const chunks: Buffer[] = [Buffer.from(`${header}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    chunks.push(buffer);
    length += buffer.length;
  };
  const writeObject = (number: number, part: PdfPart) => {
    if (typeof part === 'string') {
      push(`${number} 0 obj\n${part}\nendobj\n`);
    } else {
      push(`${number} 0 obj\n<< ${part.dict} /Length ${part.data.length} >>\nstream\n`);
      push(part.data);
      push('\nendstream\nendobj\n');
    }
  };
  const revision = (
    entries: Record<number, PdfPart>,
    size: number,
    trailerEntries: string,
    previous: number | null,
  ) => {
    const offsets: Array<[number, number]> = [];
    for (const [number, part] of Object.entries(entries)) {
      offsets.push([Number(number), length]);
      writeObject(Number(number), part);
    }
    const xref = length;
    push('xref\n');
    for (const [number, offset] of offsets)
      push(`${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`);
    push(
      `trailer\n<< /Size ${size} ${trailerEntries}${previous === null ? '' : ` /Prev ${previous}`} >>\nstartxref\n${xref}\n%%EOF\n`,
    );
    return xref;
  };
  let previous = revision(
    Object.fromEntries(objects.map((part, index) => [index + 1, part])),
    objects.length + 1,
    trailer,
    null,
  );
  for (const update of updates) {
    const size = Math.max(objects.length, ...Object.keys(update.objects).map(Number)) + 1;
    previous = revision(update.objects, size, update.trailer ?? trailer, previous);
  }
  return Buffer.concat(chunks);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R ${extra} >>`;
const contents = {
  dict: '/Filter /FlateDecode',
  data: deflateSync('BT /F1 12 Tf 20 100 Td (Receipt 1234) Tj ET'),
};
/** Catalog, pages, a page, its compressed contents, then `extra` objects (5 0 obj onwards). */
const documentWith = (pageExtra = '', extra: PdfPart[] = [], catalog = CATALOG, options = {}) =>
  buildPdf([catalog, PAGES, page(pageExtra), contents, ...extra], options);

/** An object stream packing `values` as objects `firstNumber`, `firstNumber + 1`, … */
function objectStream(
  values: readonly string[],
  firstNumber: number,
  filters = '/Filter /FlateDecode',
  encode: (data: Buffer) => Buffer = (data) => deflateSync(data),
) {
  let offset = 0;
  const offsets: string[] = [];
  const bodies: string[] = [];
  for (const [index, value] of values.entries()) {
    offsets.push(`${firstNumber + index} ${offset}`);
    bodies.push(value);
    offset += value.length + 1;
  }
  const header = `${offsets.join(' ')} `;
  const data = Buffer.from(header + bodies.join('\n'), 'latin1');
  return { dict: `/Type /ObjStm /N ${values.length} /First ${header.length} ${filters}`, data: encode(data) };
}

/** PNG "Up" predictor rows of `columns` bytes, as /DecodeParms << /Predictor 12 /Columns n >> undoes. */
function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  const padded = Buffer.concat([data, Buffer.alloc((columns - (data.length % columns)) % columns, 0x20)]);
  for (let row = 0; row * columns < padded.length; row += 1) {
    const line = Buffer.alloc(columns + 1);
    line[0] = 2;
    for (let column = 0; column < columns; column += 1) {
      const above = row > 0 ? (padded[(row - 1) * columns + column] as number) : 0;
      line[column + 1] = ((padded[row * columns + column] as number) - above) & 0xff;
    }
    rows.push(line);
  }
  return Buffer.concat(rows);
}

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let index = 0; index < data.length; index += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, index, index + 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.join('').slice(0, Math.min(5, data.length - index + 1));
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

const REFUSED: Array<[string, Buffer]> = [
  ['a JavaScript page action', pdf('/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>')],
  ['/J#61vaScript', documentWith('', ['<< /S /J#61vaScript >>'])],
  ['/J#53 (JS escaped)', documentWith('', ['<< /J#53 (app.alert\\(1\\)) >>'])],
  ['/L#61unch', documentWith('', ['<< /S /L#61unch /F (calc.exe) >>'])],
  ['a name written entirely in escapes', documentWith('', ['<< /S /#4A#61#76#61#53#63#72#69#70#74 >>'])],
  ['lower case /javascript', documentWith('', ['<< /S /javascript >>'])],
  [
    '/JavaScript in the document names',
    documentWith(
      '',
      ['<< /JavaScript << /Names [(a) 6 0 R] >> >>', JS_ACTION],
      '<< /Type /Catalog /Pages 2 0 R /Names 5 0 R >>',
    ),
  ],
  [
    'an OpenAction running a script',
    documentWith('', [], `<< /Type /Catalog /Pages 2 0 R /OpenAction ${JS_ACTION} >>`),
  ],
  [
    'an OpenAction that prints (a named action)',
    documentWith('', [], '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Named /N /Print >> >>'),
  ],
  [
    'an OpenAction chaining a second action',
    documentWith(
      '',
      [],
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 5 0 R >> >>',
    ),
  ],
  [
    'an OpenAction pointing at a missing object',
    documentWith('', [], '<< /Type /Catalog /Pages 2 0 R /OpenAction 40 0 R >>'),
  ],
  [
    'a link to a web address',
    documentWith('/Annots [5 0 R]', [
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://evil.example) >> >>',
    ]),
  ],
  [
    'a link to another file',
    documentWith('/Annots [5 0 R]', [
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F (other.pdf) /D [0 /Fit] >> >>',
    ]),
  ],
  ['a link into an embedded file', documentWith('', ['<< /S /GoToE /T << /R /C /N (x) >> >>'])],
  [
    'a form that submits',
    documentWith('', ['<< /S /SubmitForm /F << /FS /URL /F (https://evil.example) >> >>']),
  ],
  ['a form that imports data', documentWith('', ['<< /S /ImportData /F (data.fdf) >>'])],
  [
    'an XFA form',
    documentWith(
      '',
      ['<< /Fields [] /XFA 6 0 R >>', { dict: '', data: Buffer.from('<xdp:xdp/>') }],
      '<< /Type /Catalog /Pages 2 0 R /AcroForm 5 0 R >>',
    ),
  ],
  [
    'a form field with a keystroke script',
    documentWith('', ['<< /FT /Tx /T (amount) /AA << /K 6 0 R >> >>', JS_ACTION]),
  ],
  [
    'an embedded file',
    documentWith('', [
      '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
      { dict: '/Type /EmbeddedFile', data: Buffer.from('MZ') },
    ]),
  ],
  [
    'an embedded files name tree',
    documentWith(
      '',
      ['<< /EmbeddedFiles << /Names [] >> >>'],
      '<< /Type /Catalog /Pages 2 0 R /Names 5 0 R >>',
    ),
  ],
  [
    'a file attachment annotation',
    documentWith('/Annots [5 0 R]', [
      '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS (a.exe) >>',
    ]),
  ],
  ['rich media', documentWith('/Annots [5 0 R]', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>'])],
  ['a rendition action', documentWith('', ['<< /S /Rendition /OP 0 >>'])],
  ['a movie', documentWith('/Annots [5 0 R]', ['<< /Type /Annot /Subtype /Movie /Rect [0 0 9 9] >>'])],
  ['a sound', documentWith('', ['<< /S /Sound /Sound 6 0 R >>'])],
  ['a 3D annotation', documentWith('/Annots [5 0 R]', ['<< /Type /Annot /Subtype /3D /Rect [0 0 9 9] >>'])],
  ['a comment between key and value', documentWith('', ['<< /S%hidden /GoTo\n/Launch >>'])],
  [
    'a name split by a comment is two tokens, the first one counts',
    documentWith('', ['<< /S /Launch%Script\n >>']),
  ],
  ['odd whitespace between tokens', documentWith('', ['<<\r\n\t\f/S\0/JavaScript>>'])],
  ['the action name as a string', documentWith('', ['<< /S (JavaScript) >>'])],
  ['the action name as a hex string', documentWith('', ['<< /S <4C61756E6368> /F (calc.exe) >>'])],
  [
    'a script inside a compressed object stream',
    documentWith('', [objectStream(['<< /S /JavaScript >>'], 6)]),
  ],
  [
    'an OpenAction to an action packed in an object stream',
    documentWith(
      '',
      [objectStream(['<< /S /Named /N /Print >>'], 6)],
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    ),
  ],
  [
    'escaped names inside an object stream',
    documentWith('', [objectStream(['<< /S /L#61unch /F (x) >>'], 6)]),
  ],
  [
    'an object stream behind a PNG predictor',
    documentWith('', [
      objectStream(
        ['<< /S /JavaScript >>'],
        6,
        '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >>',
        (data) => deflateSync(pngUp(data, 7)),
      ),
    ]),
  ],
  [
    'an object stream in ASCII85 over Flate',
    documentWith('', [
      objectStream(['<< /S /URI /URI (x) >>'], 6, '/Filter [/ASCII85Decode /FlateDecode]', (data) =>
        ascii85(deflateSync(data)),
      ),
    ]),
  ],
  [
    'an object stream in ASCII hex',
    documentWith('', [
      objectStream(['<< /S /Launch /F (x) >>'], 6, '/Filter /ASCIIHexDecode', (data) =>
        Buffer.from(`${data.toString('hex')}>`),
      ),
    ]),
  ],
  [
    'a script added by an incremental update',
    documentWith('', [], CATALOG, {
      updates: [{ objects: { 6: '<< /S /J#61vaScript >>' } }],
    }),
  ],
  [
    'an encrypted document',
    documentWith('', ['<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'], CATALOG, {
      trailer: '/Root 1 0 R /Encrypt 5 0 R',
    }),
  ],
  [
    'an LZW stream (not read, so not passed)',
    documentWith('', [{ dict: '/Filter /LZWDecode', data: Buffer.from([0x80, 0x0b, 0x60, 0x50]) }]),
  ],
  [
    'an encrypted stream (Crypt filter)',
    documentWith('', [{ dict: '/Filter /Crypt', data: Buffer.from('x') }]),
  ],
  [
    'a stream that does not inflate',
    documentWith('', [{ dict: '/Filter /FlateDecode', data: Buffer.from('not deflate data at all') }]),
  ],
  [
    'a cut-off compressed stream',
    documentWith('', [
      { dict: '/Filter /FlateDecode', data: deflateSync(Buffer.alloc(5000, 65)).subarray(0, 20) },
    ]),
  ],
  [
    'a compression bomb',
    documentWith('', [{ dict: '/Filter /FlateDecode', data: deflateSync(Buffer.alloc(60 * 1024 * 1024)) }]),
  ],
  [
    'a stream with no end',
    Buffer.from(`${documentWith().toString('latin1').replace('endstream', 'endstrxam')}`, 'latin1'),
  ],
  ['an unterminated string', documentWith('/Title (never closed')],
  ['an unbalanced dictionary', documentWith('/Resources << /Font << >>')],
  ['an unknown keyword', documentWith('/Rotate 90 evil')],
  ['a bad name escape', documentWith('/J#G1 (x)')],
  ['an escaped NUL in a name', documentWith('/JS#00x (x)')],
  ['a name without a value', documentWith('', ['<< /Type >>'])],
  ['arrays nested past any reason', documentWith(`/Kids ${'['.repeat(5000)}${']'.repeat(5000)}`)],
  ['HTML markup', Buffer.concat([Buffer.from('<html>'), pdf()])],
  ['a second PDF inside', Buffer.concat([pdf().subarray(0, 200), pdf()])],
  ['a ZIP appended', Buffer.concat([pdf(), Buffer.from('PK\u0003\u0004 zipped payload')])],
  ['data after the end', Buffer.concat([pdf(), Buffer.from('\n<!-- trailing -->')])],
  ['text pretending to be a PDF', Buffer.from('just some text pretending to be a PDF document\n'.repeat(4))],
  ['a real Chromium PDF with a link', readFileSync(path.join(fixtures, 'chromium-link.pdf'))],
];

const ACCEPTED: Array<[string, Buffer]> = [
  ['the minimal document', pdf()],
  ['a compressed page', documentWith()],
  ['PDF 2.0', documentWith('', [], CATALOG, { header: '%PDF-2.0' })],
  [
    'an OpenAction that opens at a page',
    documentWith('', [], '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>'),
  ],
  [
    'an OpenAction going to a page',
    documentWith(
      '',
      ['<< /S /GoTo /D [3 0 R /Fit] >>'],
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
    ),
  ],
  [
    'a link within the document',
    documentWith('/Annots [5 0 R]', [
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /GoTo /D [3 0 R /Fit] >> >>',
    ]),
  ],
  [
    'plain objects in an object stream',
    documentWith('', [objectStream(['<< /Producer (Scanner) /Title (AA) >>', '[1 2 3]'], 6)]),
  ],
  [
    'an object stream behind a PNG predictor',
    documentWith('', [
      objectStream(
        ['<< /Producer (Scanner) >>'],
        6,
        '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>',
        (data) => deflateSync(pngUp(data, 5)),
      ),
    ]),
  ],
  [
    'a JPEG image (its pixels are not inflated)',
    documentWith('', [
      {
        dict: '/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode',
        data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      },
    ]),
  ],
  [
    'an incremental update that changes a title',
    documentWith('', [], CATALOG, { updates: [{ objects: { 5: '<< /Title (Receipt, corrected) >>' } }] }),
  ],
  [
    'a real Chromium PDF (fonts, images, compressed streams)',
    readFileSync(path.join(fixtures, 'chromium-receipt.pdf')),
  ],
];

describe('PDF active content', () => {
  it.each(REFUSED)('refuses %s', (_label, file) => {
    expect(isPlainPdf(file)).toBe(false);
  });

  it.each(ACCEPTED)('accepts %s', (_label, file) => {
    expect(() => checkPdf(file)).not.toThrow();
    expect(isPlainPdf(file)).toBe(true);
  });
});
