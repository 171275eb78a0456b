import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app';

/** fastify's `/a/:b` is OpenAPI's `/a/{b}`. */
function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is valid OpenAPI 3.1 and lists every route the server registered', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document));

    const documented = new Set<string>();
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const registered = ctx.app.registeredRoutes
      .filter((route) => route.documented && route.method !== 'HEAD')
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`);
    expect(registered.length).toBeGreaterThanOrEqual(25);
    for (const route of registered) expect(documented, `${route} is not in the document`).toContain(route);

    // Spot checks that the schemas, not just the paths, came through.
    for (const route of ['POST /api/v1/auth/register', 'GET /api/v1/client', 'GET /api/auth/readToken']) {
      expect(documented).toContain(route);
    }
    const register = document.paths['/api/v1/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'repeatPassword', 'humanCheck']),
    );
    expect(register.responses).toHaveProperty('409');
    expect(document.paths['/api/v1/client'].get.security).toEqual([{ bearer: [] }]);
    // The wallet's breakdown and its transaction rows are in the document, the old fields kept.
    const schemaOf = (path: string) =>
      document.paths[path].get.responses['200'].content['application/json'].schema.properties;
    const wallet = schemaOf('/api/v1/wallets').wallets.items.properties;
    expect(Object.keys(wallet)).toEqual(
      expect.arrayContaining([
        'balance',
        'available',
        'inEscrow',
        'outgoing',
        'upcoming',
        'total',
        'lastActivity',
      ]),
    );
    const row = schemaOf('/api/v1/wallets/{currency}/transactions').transactions.items.properties;
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'transferId', 'resolvedAt', 'amount']));
    expect(row.action.enum).toContain('payment_refund');
    // The currency rates: public read, the staff's read and change.
    const rate = schemaOf('/api/v1/currency-rates').rates.items.properties;
    expect(Object.keys(rate)).toEqual(['currency', 'usdValue', 'asOf', 'updatedAt']);
    expect(document.paths['/api/v1/currency-rates'].get.security).toBeUndefined();
    const adminRate = schemaOf('/api/v1/admin/currency-rates').rates.items.properties;
    expect(Object.keys(adminRate)).toEqual(expect.arrayContaining(['usdValue', 'asOf', 'updatedBy']));
    const put = document.paths['/api/v1/admin/currency-rates'].put;
    expect(Object.keys(put.requestBody.content['application/json'].schema.properties)).toEqual([
      'currency',
      'usdValue',
      'asOf',
    ]);
    expect(put.security).toEqual([{ bearer: [] }]);
    expect(put.responses).toHaveProperty('400');
  });
});
