import { describe, expect, it } from 'vitest';
import { gameHue, gameInitials } from './game-cover';

describe('gameInitials', () => {
  it('takes the first letters of the first two words that count, numbers whole', () => {
    expect(gameInitials('World of Warcraft')).toBe('WW');
    expect(gameInitials('The Sims 4')).toBe('S4');
    expect(gameInitials('Dota 2')).toBe('D2');
    expect(gameInitials('Pokémon GO')).toBe('PG');
    expect(gameInitials('Diablo II: Resurrected')).toBe('DI');
    expect(gameInitials('Counter-Strike 2')).toBe('CS');
    expect(gameInitials('Grand Theft Auto V / GTA Online')).toBe('GT');
    expect(gameInitials('Adopt Me!')).toBe('AM');
    expect(gameInitials('Roblox')).toBe('R');
    expect(gameInitials('éclair')).toBe('É');
    expect(gameInitials('!!!')).toBe('?');
  });
});

describe('gameHue', () => {
  it('is a stable hue from the address, spread over the circle', () => {
    expect(gameHue('world-of-warcraft')).toBe(gameHue('world-of-warcraft'));
    const hues = new Set(['world-of-warcraft', 'wow-classic', 'fortnite', 'roblox', 'dota-2'].map(gameHue));
    expect(hues.size).toBe(5);
    for (const hue of hues) {
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
    }
  });
});
