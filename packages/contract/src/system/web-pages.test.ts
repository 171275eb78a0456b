import { describe, expect, it } from 'vitest';
import { matchWebPage, nonIndexablePathPrefixes, WEB_PAGES } from './web-pages';

describe('the web pages', () => {
  it('matches every page at its own path, with its parameters decoded', () => {
    expect(matchWebPage('/')).toMatchObject({ id: 'home', params: {} });
    expect(matchWebPage('/faq/')).toMatchObject({ id: 'faq' });
    expect(matchWebPage('/games/world-of-warcraft/gold/')).toMatchObject({
      id: 'market',
      params: { gameSlug: 'world-of-warcraft', category: 'gold' },
    });
    expect(matchWebPage('/legal/seller-terms/')).toMatchObject({
      id: 'legal',
      params: { document: 'seller-terms' },
    });
    expect(matchWebPage('/games/caf%C3%A9/')).toMatchObject({ id: 'game', params: { gameSlug: 'café' } });
  });

  it('prefers a fixed segment to a parameter, as the router ranks them', () => {
    expect(matchWebPage('/order/new/')?.id).toBe('checkout');
    expect(matchWebPage('/order/0192/')?.id).toBe('order');
    expect(matchWebPage('/profile/tickets/new/')?.id).toBe('ticketNew');
    expect(matchWebPage('/profile/products/0192/edit/')?.id).toBe('offerEdit');
  });

  it('matches nothing else: other paths, missing slashes, empty or undecodable segments', () => {
    for (const path of [
      '/nonexistent/',
      '/faq',
      '/de/faq/',
      '/games/a/b/c/',
      '/games//',
      '/offers/%E0%A4%A/',
      '',
    ]) {
      expect(matchWebPage(path), path).toBeNull();
    }
  });

  it('keeps the private pages out of search engines, and none of the public ones', () => {
    const prefixes = nonIndexablePathPrefixes();
    expect(prefixes).toEqual(['/chat/', '/login/', '/order/', '/profile/', '/register/']);
    for (const page of Object.values(WEB_PAGES).filter((candidate) => candidate.indexable)) {
      expect(
        prefixes.some((prefix) => page.path.startsWith(prefix)),
        page.path,
      ).toBe(false);
    }
  });
});
