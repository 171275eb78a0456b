import { describe, expect, it } from 'vitest';
import { validateImages } from './validate-images';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const options = { accept: ['image/jpeg', 'image/png', 'image/webp'], maxSizeBytes: 1000, room: 2 };

describe('validateImages', () => {
  it('refuses wrong types, oversized files and files past the room left, in that order', () => {
    const result = validateImages(
      [
        file('a.png', 'image/png'),
        file('b.gif', 'image/gif'),
        file('c.jpg', 'image/jpeg', 2000),
        file('d.webp', 'image/webp'),
        file('e.png', 'image/png'),
      ],
      options,
    );
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['a.png', 'd.webp']);
    expect(result.rejected.map((rejection) => [rejection.file.name, rejection.reason])).toEqual([
      ['b.gif', 'type'],
      ['c.jpg', 'size'],
      ['e.png', 'count'],
    ]);
  });

  it('accepts nothing when no room is left', () => {
    expect(validateImages([file('a.png', 'image/png')], { ...options, room: 0 }).accepted).toEqual([]);
  });
});
