import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './login-page';

describe('safeReturnTo', () => {
  it.each([
    ['/profile/dashboard/', '/profile/dashboard/'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    [null, '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
