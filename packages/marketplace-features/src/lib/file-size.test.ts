import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const en = createIntl({ locale: 'en', messages: {} });

describe('formatFileSize', () => {
  it('never says 0 for a small file, and picks the unit by size', () => {
    expect(formatFileSize(en, 0)).toBe('0 byte');
    expect(formatFileSize(en, 300)).toBe('300 byte');
    expect(formatFileSize(en, 3500)).toBe('3.4 kB');
    expect(formatFileSize(en, 200 * 1024)).toBe('200 kB');
    expect(formatFileSize(en, 5 * 1024 * 1024)).toBe('5 MB');
  });

  it('writes numbers and units the reader’s way', () => {
    const de = createIntl({ locale: 'de', messages: {} });
    expect(formatFileSize(de, 3500)).toBe('3,4 kB');
  });
});
