import { describe, expect, it } from 'vitest';
import { cleanFileName } from './attachments';

describe('file names of attachments', () => {
  it.each([
    ['a plain name', 'receipt.pdf', 'application/pdf', 'receipt.pdf'],
    ['a path', '../../etc/receipt.pdf', 'application/pdf', 'receipt.pdf'],
    ['a Windows path', 'C:\\Users\\me\\scan.png', 'image/png', 'scan.png'],
    ['a right-to-left override hiding .exe', 'invoice\u202Efdp.exe', 'application/pdf', 'invoicefdp.exe.pdf'],
    ['isolates and marks', 'a\u2067b\u2069\u200F.png', 'image/png', 'ab.png'],
    ['zero-width characters', 'pay\u200Bpal\u200D\uFEFF.jpg', 'image/jpeg', 'paypal.jpg'],
    ['NUL and controls', 'scan\u0000\u001b[31m.pdf', 'application/pdf', 'scan[31m.pdf'],
    ['a lone surrogate', 'photo\ud800.webp', 'image/webp', 'photo.webp'],
    ['an extension that is not the content', 'setup.exe', 'application/pdf', 'setup.exe.pdf'],
    ['another spelling of the right extension', 'Scan.JPEG', 'image/jpeg', 'Scan.JPEG'],
    ['nothing left', '\u202E\u200B', 'image/jpeg', 'image.jpg'],
    ['no name at all', undefined, 'application/pdf', 'document.pdf'],
  ] as const)('cleans %s', (_label, name, contentType, expected) => {
    expect(cleanFileName(name, contentType)).toBe(expected);
  });
});
