import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('configuration from the environment', () => {
  it('needs nothing: PGlite in <repo>/.data, port 8080, ALTCHA', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data') });
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.secureCookies).toBe(false);
    expect(config.humanCheck.provider).toBe('altcha');
    expect(config.oauth).toEqual({});
    expect(config.dist.web).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('finds the repository root from the file, not the working directory', () => {
    expect(path.join(REPO_ROOT, 'apps/api/src/config')).toBe(import.meta.dirname);
  });

  it('switches to a PostgreSQL server with DATABASE_URL and to secure cookies on https', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lootmarket',
      PUBLIC_ORIGIN: 'https://lootmarket.example/',
      PORT: '3000',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/lootmarket',
    });
    expect(config.publicOrigin).toBe('https://lootmarket.example');
    expect(config.secureCookies).toBe(true);
    expect(config.port).toBe(3000);
  });

  it('offers an OAuth provider only with both client id and secret', () => {
    const config = loadConfig({
      OAUTH_GITHUB_CLIENT_ID: 'id',
      OAUTH_GITHUB_CLIENT_SECRET: 'secret',
      OAUTH_GOOGLE_CLIENT_ID: 'id-only',
    });
    expect(Object.keys(config.oauth)).toEqual(['github']);
    expect(config.oauth.github?.tokenUrl).toBe('https://github.com/login/oauth/access_token');
  });

  it('refuses a provider switch without its keys, and malformed values', () => {
    expect(() => loadConfig({ HUMAN_CHECK_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ HUMAN_CHECK_PROVIDER: 'captcha-of-the-month' })).toThrow(
      /HUMAN_CHECK_PROVIDER/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    const turnstile = loadConfig({
      HUMAN_CHECK_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET: 'secret',
    });
    expect(turnstile.humanCheck.turnstile).toEqual({
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });
});
