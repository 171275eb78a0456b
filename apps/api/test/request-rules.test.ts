import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkAuthenticationPlacement } from '../src/plugins/app/authentication';
import {
  bearer,
  createTestContext,
  type RegisteredUser,
  snapshotDatabase,
  type TestContext,
  testConfig,
} from './support/app';
import { createTestDatabase, databaseKinds } from './support/databases';
import { registerWithRoles } from './support/staff';

/**
 * Rules every operation keeps, generated from the OpenAPI document the server publishes: a route
 * added tomorrow is in the document (test/openapi.test.ts makes sure), so it is covered here without
 * anyone listing it.
 */

const kinds = await databaseKinds();

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  jsonBody: JsonSchema | null;
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      secured: (operation.security ?? []).some((requirement) => Object.keys(requirement ?? {}).length > 0),
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

const alternatives = (schema: JsonSchema): JsonSchema[] => [
  schema,
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
];
const takesString = (schema: JsonSchema) =>
  alternatives(schema).some((option) =>
    Array.isArray(option.type) ? option.type.includes('string') : option.type === 'string',
  );

/** A value the schema of a path parameter accepts, so that only the field under test is wrong. */
function validParameter(schema: JsonSchema): string {
  const [first] = schema.enum ?? [];
  if (typeof first === 'string') return first;
  if (schema.format === 'uuid') return crypto.randomUUID();
  return 'abc';
}

/** Every place in a JSON body schema that takes a string, as a path (`purchase.0.category`). */
function stringSlots(schema: JsonSchema, path: string[] = [], depth = 0): string[][] {
  if (depth > 4) return [];
  const slots: string[][] = [];
  for (const option of alternatives(schema)) {
    if (takesString(option) && path.length > 0 && option === schema) slots.push(path);
    for (const [key, property] of Object.entries(option.properties ?? {}))
      slots.push(...stringSlots(property, [...path, key], depth + 1));
    if (option.items) slots.push(...stringSlots(option.items, [...path, '0'], depth + 1));
  }
  return slots.filter(
    (slot, index) => slots.findIndex((other) => other.join('.') === slot.join('.')) === index,
  );
}

/** `{ a: { '0': { b: value } } }` → `{ a: [{ b: value }] }` along `path`. */
function bodyWith(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return /^\d+$/.test(head) ? [inner] : { [head]: inner };
}

function urlOf(operation: Operation, overrides: Record<string, string> = {}, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name in overrides) return overrides[name] as string;
    const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
    return encodeURIComponent(parameter ? validParameter(parameter.schema) : 'abc');
  });
  return query ? `${path}?${query}` : path;
}

/** Text no field may take, with the field code it is refused with. */
const UNSAFE_VALUES = [
  { label: 'NUL', value: 'gold\u0000bars', code: 'controlCharacter', inUrl: true },
  {
    label: 'a right-to-left override',
    value: 'invoice\u202Egpj.exe',
    code: 'invisibleCharacter',
    inUrl: true,
  },
  { label: 'a zero width space', value: 'disc\u200Bord', code: 'invisibleCharacter', inUrl: true },
  // A lone surrogate has no UTF-8 form, so it only reaches the server inside JSON (as "\ud800").
  { label: 'a lone surrogate', value: 'half \ud800 pair', code: 'malformedText', inUrl: false },
] as const;

describe.each(kinds)('every operation of the OpenAPI document on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let operations: Operation[];
  let admin: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name, {
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_ACCOUNT_WRITE_MAX: '100000',
    });
    operations = operationsOf((await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json());
    admin = await registerWithRoles(ctx.app, ctx.database, 'rules', ['user', 'support', 'admin']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const send = (operation: Operation, url: string, token: string | null, payload?: unknown) =>
    ctx.app.inject({
      method: operation.method as 'GET',
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.runIf(available)(
    'answers a guest 401 on every secured operation before looking at the input',
    async () => {
      const secured = operations.filter((operation) => operation.secured);
      expect(secured.length).toBeGreaterThan(60);
      const before = await snapshotDatabase(ctx.database);
      const wrong: string[] = [];
      for (const operation of secured) {
        // Every part wrong: path parameters, a query string and a body no schema accepts.
        const overrides = Object.fromEntries(
          operation.parameters.filter((item) => item.in === 'path').map((item) => [item.name, 'not%00valid']),
        );
        const url = urlOf(operation, overrides, 'page=-1&limit=abc&unknown=%00');
        const body = ['GET', 'HEAD', 'DELETE'].includes(operation.method)
          ? undefined
          : { unexpected: '\u0000', quantity: 'many', reason: 1 };
        for (const token of [null, 'not-a-real-session-token-at-all']) {
          const response = await send(operation, url, token, body);
          if (response.statusCode !== 401 || response.json().error?.code !== 'UNAUTHENTICATED')
            wrong.push(
              `${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)(
    'refuses NUL, invisible characters and lone surrogates in every string of every body, query and path, with the field code',
    async () => {
      const before = await snapshotDatabase(ctx.database);
      const wrong: string[] = [];
      const expectRefused = (response: LightMyRequestResponse, field: string, code: string, what: string) => {
        const fields = response.statusCode === 400 ? response.json().error?.fields : undefined;
        if (fields?.[field] !== code)
          wrong.push(`${what}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      };
      let probes = 0;
      for (const operation of operations) {
        const token = operation.secured ? admin.token : null;
        for (const unsafe of UNSAFE_VALUES) {
          if (operation.jsonBody) {
            for (const slot of stringSlots(operation.jsonBody)) {
              const response = await send(operation, urlOf(operation), token, bodyWith(slot, unsafe.value));
              expectRefused(
                response,
                slot.join('.'),
                unsafe.code,
                `${operation.method} ${operation.path} body ${slot.join('.')} (${unsafe.label})`,
              );
              probes += 1;
            }
          }
          if (!unsafe.inUrl) continue;
          for (const parameter of operation.parameters) {
            if (!takesString(parameter.schema)) continue;
            const encoded = encodeURIComponent(unsafe.value);
            const what = `${operation.method} ${operation.path} ${parameter.in} ${parameter.name} (${unsafe.label})`;
            if (parameter.in === 'query') {
              const response = await send(
                operation,
                urlOf(operation, {}, `${parameter.name}=${encoded}`),
                token,
              );
              expectRefused(response, parameter.name, unsafe.code, what);
              probes += 1;
            } else if (parameter.in === 'path') {
              const response = await send(operation, urlOf(operation, { [parameter.name]: encoded }), token);
              expectRefused(response, parameter.name, unsafe.code, what);
              probes += 1;
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(probes).toBeGreaterThan(400);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );
});

describe('where a route authenticates', () => {
  const guard = async () => {};
  const route = (extra: Record<string, unknown>) =>
    ({ method: 'POST', url: '/api/v1/things', handler: async () => ({}), ...extra }) as never;

  it('is checked when the route is added: too late, missing or undocumented guards stop the server', async () => {
    const testDb = await createTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
    try {
      const security = { security: [{ bearer: [] }] };
      expect(() =>
        checkAuthenticationPlacement(route({ preHandler: app.requireUser, schema: security })),
      ).toThrow(/POST \/api\/v1\/things: authenticate in onRequest .* not in preHandler/);
      expect(() =>
        checkAuthenticationPlacement(route({ preValidation: [app.requireRole('admin')], schema: security })),
      ).toThrow(/not in preValidation/);
      expect(() => checkAuthenticationPlacement(route({ onRequest: guard, schema: security }))).toThrow(
        /documents bearer security but has no onRequest/,
      );
      expect(() => checkAuthenticationPlacement(route({ onRequest: app.requireUser }))).toThrow(
        /has no security: bearerSecurity/,
      );
      // Accepted: the guard on request (moved after the route's other request hooks), or no guard at all.
      const accepted = route({ onRequest: [app.requireUser, guard], schema: security }) as {
        onRequest: unknown[];
      };
      checkAuthenticationPlacement(accepted as never);
      expect(accepted.onRequest).toEqual([guard, app.requireUser]);
      expect(() => checkAuthenticationPlacement(route({ schema: { security: [{}] } }))).not.toThrow();
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
