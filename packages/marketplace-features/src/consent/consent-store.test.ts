import { describe, expect, it } from 'vitest';
import { parseConsent } from './consent-store';

describe('parseConsent', () => {
  it('reads a stored choice and forces essential on', () => {
    expect(
      parseConsent('{"essential":false,"functionality":true,"statistics":false,"marketing":true}'),
    ).toEqual({
      essential: true,
      functionality: true,
      statistics: false,
      marketing: true,
    });
  });

  it.each([null, '', 'yes', '{}', '{"functionality":"true","statistics":false,"marketing":false}'])(
    '%s is no consent, so the banner shows',
    (raw) => {
      expect(parseConsent(raw)).toBeNull();
    },
  );
});
