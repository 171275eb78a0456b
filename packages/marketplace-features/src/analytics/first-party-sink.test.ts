import { PAGE_VIEW_PATH_MAX, pageViewSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { pagePath, pageViewPayload } from './first-party-sink';

describe('page view payload', () => {
  it('keeps the path only: no query, no fragment', () => {
    expect(pagePath('/market?q=secret&token=abc')).toBe('/market');
    expect(pagePath('/help#contact')).toBe('/help');
    expect(pagePath('/offers/1?x=1#y')).toBe('/offers/1');
    expect(pagePath('/')).toBe('/');
  });

  it('drops what is not a path of this site, or too long for the server', () => {
    expect(pagePath(null)).toBeNull();
    expect(pagePath('')).toBeNull();
    expect(pagePath('https://evil.example/x')).toBeNull();
    expect(pagePath('//evil.example/x')).toBeNull();
    expect(pagePath(`/${'a'.repeat(PAGE_VIEW_PATH_MAX)}`)).toBeNull();
  });

  it('posts path, referrer path and language, which the server accepts; never the title', () => {
    const payload = pageViewPayload({
      path: '/market?q=me@example.com',
      title: 'Market for me@example.com',
      locale: 'pt-BR',
      referrer: '/search?q=secret#top',
    });
    expect(payload).toEqual({ path: '/market', referrer: '/search', locale: 'pt-BR' });
    expect(pageViewSchema.safeParse(payload).success).toBe(true);
    expect(pageViewPayload({ path: '/', title: '', locale: '', referrer: null })).toEqual({
      path: '/',
      referrer: null,
      locale: 'en',
    });
  });
});
