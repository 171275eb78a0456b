import sharp from 'sharp';

/** A small but real PDF: header, one empty page, xref table, trailer, %%EOF (`extra` goes into the page). */
export function pdf(extra = ''): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra} >> endobj`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real PNG screenshot (320 × 200, one colour). */
export const screenshot = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/**
 * Files the evidence checks of disputes and warranty claims refuse whatever the subject (by content, or
 * for size): a label, the file, the status and code of the refusal.
 */
export function refusedEvidenceFiles(
  png: Buffer,
): Array<[string, { filename: string; contentType: string; data: Buffer }, number, string]> {
  const text = Buffer.from('This is a plain text file that only says it is a PDF.\n'.repeat(10));
  return [
    [
      'text named .pdf',
      { filename: 'x.pdf', contentType: 'application/pdf', data: text },
      415,
      'DISPUTE_EVIDENCE_UNSUPPORTED',
    ],
    [
      'script in a PNG',
      {
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]),
      },
      415,
      'DISPUTE_EVIDENCE_UNSUPPORTED',
    ],
    [
      'scripted PDF',
      {
        filename: 'x.pdf',
        contentType: 'application/pdf',
        data: pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      },
      415,
      'DISPUTE_EVIDENCE_UNSUPPORTED',
    ],
    [
      'over 5 MB',
      { filename: 'big.pdf', contentType: 'application/pdf', data: Buffer.alloc(5 * 1024 * 1024 + 1, 32) },
      413,
      'DISPUTE_EVIDENCE_TOO_LARGE',
    ],
  ];
}
