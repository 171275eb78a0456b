import type { IntlShape } from 'react-intl';

/**
 * A file's size in the reader's language and units: "512 byte", "3.4 kB", "2 MB" (Intl's unit
 * names, so "Ko" in French and "КБ" in Russian). Never "0 KB" for a small file.
 */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  const [value, unit] =
    bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  });
}
