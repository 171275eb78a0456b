import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyContextConfig, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredOutcome, type RouteAccess } from '../src/http/access';
import {
  defaultParams,
  type MatrixRequest,
  operationRequests,
  type RequestContext,
  type RequestExample,
  stateRules,
} from './authorization-matrix.requests';
import { bearer, createTestContext, snapshotDatabase } from './support/app';
import { AuthorizationWorld, type MatrixCaller } from './support/authorization-world';
import { databaseKinds } from './support/databases';
import { multipartBody } from './support/multipart';

/**
 * The authorization matrix (no route's access left to chance): every operation of the OpenAPI document,
 * called as a guest, the owner of the resource in its path, its counterpart, another user, another seller,
 * support and admin, held to the access declared beside the route (`config: { access }`, src/http/access.ts).
 * Refused calls get exactly the declared status and change nothing in the database; allowed calls get the
 * route's answer. Requests are valid (test/authorization-matrix.requests.ts), so authorization, not
 * validation, decides.
 */

const kinds = await databaseKinds();

const ALL_CALLERS: readonly MatrixCaller[] = [
  'guest',
  'owner',
  'counterpart',
  'otherUser',
  'otherSeller',
  'support',
  'admin',
];
const REQUESTS_FILE = 'apps/api/test/authorization-matrix.requests.ts';
const DECLARATION_HELP =
  "one of 'public' | 'signedIn' | 'staff' | 'admin', or per caller, e.g. { owner: 'allow', counterpart: 'allow', others: 404 } " +
  '(callers: owner, counterpart, otherUser, otherSeller, support, admin; `others` for the callers not named); ' +
  'see apps/api/README.md, "Who may call a route", and apps/api/src/http/access.ts';

interface Operation {
  /** `METHOD /path`, as the OpenAPI document names it. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  requiredQuery: string[];
  hasBody: boolean;
  config: FastifyContextConfig | undefined;
}

interface RouteEntry {
  key: string;
  url: string;
  documented: boolean;
  config: FastifyContextConfig;
}

/** fastify's `/a/:b` is OpenAPI's `/a/{b}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The document's operations and the registered routes, read once from an app on PGlite. */
async function readCatalogue(): Promise<{ operations: Operation[]; routes: RouteEntry[] }> {
  const ctx = await createTestContext('pglite');
  try {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    // HEAD routes are fastify's own copies of GET routes (same handler, same config).
    const routes = ctx.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => ({
        key: `${route.method} ${toOpenApiPath(route.url)}`,
        url: route.url,
        documented: route.documented,
        config: route.config,
      }));
    const byKey = new Map(routes.map((route) => [route.key, route]));
    const operations: Operation[] = [];
    for (const [openApiPath, item] of Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    )) {
      for (const [method, raw] of Object.entries(item)) {
        const operation = raw as {
          parameters?: Array<{ in: string; name: string; required?: boolean }>;
          requestBody?: { required?: boolean };
        };
        const key = `${method.toUpperCase()} ${openApiPath}`;
        const parameters = operation.parameters ?? [];
        operations.push({
          key,
          method: method.toUpperCase() as Operation['method'],
          path: openApiPath,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
          hasBody: operation.requestBody !== undefined,
          config: byKey.get(key)?.config,
        });
      }
    }
    return { operations, routes };
  } finally {
    await ctx.close();
  }
}

const catalogue = await readCatalogue();

/** The source files of the server, to point at the file that registers a route. */
const sources = (() => {
  const root = path.join(import.meta.dirname, '..', 'src');
  const files: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        files.push({
          file: path.relative(path.join(root, '..', '..', '..'), full),
          text: readFileSync(full, 'utf8'),
        });
    }
  };
  walk(root);
  return files;
})();

/** The file that registers `url` (a literal, or a template whose last segment is interpolated). */
function whereDefined(url: string): string {
  const literal = sources.find(({ text }) => text.includes(`'${url}'`) || text.includes(`\`${url}\``));
  if (literal) return literal.file;
  const stem = url.slice(0, url.lastIndexOf('/') + 1);
  const template = sources.find(({ text }) => text.includes(`\`${stem}\${`));
  return template?.file ?? 'the file that registers it (search apps/api/src for its path)';
}

function missingDeclaration(route: { key: string; url: string }): string {
  return `${route.key} declares no access. Add \`config: { access: … }\` as the last of its route options in ${whereDefined(route.url)}: ${DECLARATION_HELP}.`;
}

/** What the operation's calls need that neither its entry in the requests table nor the defaults give. */
function missingRequest(operation: Operation): string | null {
  if (operationRequests[operation.key]) return null;
  const needs: string[] = [];
  if (operation.hasBody) needs.push('a request body');
  if (operation.requiredQuery.length > 0)
    needs.push(`the query parameters ${operation.requiredQuery.join(', ')}`);
  const unknown = operation.pathParams.filter((name) => !defaultParams[name]);
  if (unknown.length > 0) needs.push(`values for the path parameters ${unknown.join(', ')}`);
  if (needs.length === 0) return null;
  return `${operation.key} needs ${needs.join(' and ')}: add an entry '${operation.key}': ({ world, fresh }) => ({ … }) to operationRequests in ${REQUESTS_FILE} (a valid request, so that authorization decides).`;
}

/** What is wrong with the declarations of these routes (`documented`: the document's operations). */
function declarationProblems(routes: readonly RouteEntry[], documented: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.config.access) problems.push(missingDeclaration(route));
    if (!route.documented && !route.config.undocumented?.trim()) {
      problems.push(
        `${route.key} is not in the OpenAPI document (schema.hide): say why in its route options, \`config: { access, undocumented: '<why>' }\`, in ${whereDefined(route.url)}.`,
      );
    }
    if (route.documented && !documented.has(route.key))
      problems.push(`${route.key} is registered but not in the document.`);
  }
  return problems;
}

describe('access declarations', () => {
  const documented = new Set(catalogue.operations.map((operation) => operation.key));

  it('every route declares who may call it, and every route outside the OpenAPI document says why', () => {
    const problems = declarationProblems(catalogue.routes, documented);
    for (const key of [...Object.keys(operationRequests), ...Object.keys(stateRules)]) {
      if (!documented.has(key))
        problems.push(`${REQUESTS_FILE} has an entry for ${key}, which is no operation of the document.`);
    }
    expect(problems).toEqual([]);
  });

  it('says what to add, and where, for a route without a declaration or without the request it needs', () => {
    const undeclared = {
      key: 'GET /api/v1/offers/mine',
      url: '/api/v1/offers/mine',
      documented: true,
      config: {},
    };
    const hidden = {
      key: 'GET /admin',
      url: '/admin',
      documented: false,
      config: { access: 'public' as const },
    };
    expect(declarationProblems([undeclared, hidden], documented)).toEqual([
      expect.stringContaining(
        'GET /api/v1/offers/mine declares no access. Add `config: { access: … }` as the last of its route options in apps/api/src/offers/offers.routes.ts',
      ),
      expect.stringContaining(
        "say why in its route options, `config: { access, undocumented: '<why>' }`, in apps/api/src/web/static-apps.ts",
      ),
    ]);
    const needsMore = {
      key: 'POST /api/v1/offers/{offerId}/boost',
      method: 'POST' as const,
      path: '/api/v1/offers/{offerId}/boost',
      pathParams: ['offerId', 'boostId'],
      requiredQuery: [],
      hasBody: true,
      config: { access: 'signedIn' as const },
    };
    expect(missingRequest(needsMore)).toBe(
      `POST /api/v1/offers/{offerId}/boost needs a request body and values for the path parameters boostId: add an entry 'POST /api/v1/offers/{offerId}/boost': ({ world, fresh }) => ({ … }) to operationRequests in ${REQUESTS_FILE} (a valid request, so that authorization decides).`,
    );
  });
});

/** Where a request goes: the document's path with the world's values in it. */
function urlOf(operation: Operation, world: AuthorizationWorld, request: MatrixRequest): string {
  return operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = request.params?.[name] ?? defaultParams[name]?.(world);
    if (value === undefined) {
      throw new Error(
        `${operation.key}: no value for the path parameter ${name}: add params to its entry in ${REQUESTS_FILE}.`,
      );
    }
    return encodeURIComponent(value);
  });
}

function send(
  world: AuthorizationWorld,
  operation: Operation,
  caller: MatrixCaller,
  request: MatrixRequest,
): Promise<LightMyRequestResponse> {
  const token = caller === 'guest' ? null : (request.token ?? world.callers[caller].token);
  let headers: Record<string, string> = { ...request.headers };
  let payload: string | Buffer | undefined;
  if (request.multipart) {
    const body = multipartBody(request.multipart.files, request.multipart.fields);
    headers = { ...headers, ...body.headers };
    payload = body.payload;
  } else if (request.raw) {
    headers = { ...headers, ...request.raw.headers };
    payload = request.raw.payload;
  } else if (request.body !== undefined) {
    headers = { ...headers, 'content-type': 'application/json' };
    payload = JSON.stringify(request.body);
  }
  return world.app.inject({
    method: operation.method,
    url: urlOf(operation, world, request),
    ...(request.query ? { query: request.query } : {}),
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The error code of a refusal; undefined when the answer is not our error body. */
function errorCodeOf(response: LightMyRequestResponse): unknown {
  try {
    return (response.json() as { error?: { code?: unknown } } | null)?.error?.code;
  } catch {
    return undefined;
  }
}

const excerpt = (response: LightMyRequestResponse) => response.body.slice(0, 240).replace(/\s+/g, ' ');

/**
 * Calls `operation` as each caller and compares with `access`: the refused callers first (their
 * requests built before a snapshot of the database, which must be the same after them), then the
 * allowed ones, each with its own fresh resources. Answers what did not match.
 */
async function exercise(
  world: AuthorizationWorld,
  operation: Operation,
  access: RouteAccess,
  example: RequestExample,
  callers: readonly MatrixCaller[] = ALL_CALLERS,
  label = '',
): Promise<string[]> {
  const problems: string[] = [];
  const expected = callers.map((caller) => ({ caller, outcome: declaredOutcome(access, caller) }));
  // The refused calls share their fresh resources: a refusal uses nothing up.
  const shared: unknown[] = [];
  const deniedContext = (caller: MatrixCaller): RequestContext => {
    let index = 0;
    return {
      world,
      caller,
      fresh: async <T>(make: () => Promise<T>) => {
        const slot = index++;
        if (!(slot in shared)) shared[slot] = await make();
        return shared[slot] as T;
      },
    };
  };

  const refused = [];
  for (const { caller, outcome } of expected) {
    if (outcome === 'allow') continue;
    refused.push({ caller, status: outcome, request: await example(deniedContext(caller)) });
  }
  if (refused.length > 0) {
    const before = await snapshotDatabase(world.database);
    for (const { caller, status, request } of refused) {
      const response = await send(world, operation, caller, request);
      const code = errorCodeOf(response);
      if (response.statusCode !== status || typeof code !== 'string') {
        problems.push(
          `${label}${caller}: expected ${status} (refused), got ${response.statusCode} ${excerpt(response)}`,
        );
      }
    }
    const after = await snapshotDatabase(world.database);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0)
      problems.push(`${label}the refused calls changed the tables ${changed.join(', ')}`);
  }

  for (const { caller, outcome } of expected) {
    if (outcome !== 'allow') continue;
    const request = await example({ world, caller, fresh: (make) => make() });
    const response = await send(world, operation, caller, request);
    const ok =
      request.allowedStatus !== undefined
        ? response.statusCode === request.allowedStatus
        : response.statusCode >= 200 && response.statusCode < 400;
    if (!ok) {
      const wanted = request.allowedStatus ?? "the route's answer (2xx or 3xx)";
      problems.push(
        `${label}${caller}: expected ${wanted} (allowed), got ${response.statusCode} ${excerpt(response)}`,
      );
    }
  }
  return problems;
}

describe.each(kinds)('authorization matrix on $notice', ({ name, available }) => {
  let world: AuthorizationWorld;
  const called = new Set<string>();

  beforeAll(async () => {
    if (!available) return;
    world = await AuthorizationWorld.build(name);
  }, 240_000);
  afterAll(async () => {
    await world?.close();
  });

  for (const operation of catalogue.operations) {
    it.runIf(available)(operation.key, async () => {
      const access = operation.config?.access;
      if (!access) {
        throw new Error(
          missingDeclaration({ key: operation.key, url: operation.path.replace(/\{(\w+)\}/g, ':$1') }),
        );
      }
      const missing = missingRequest(operation);
      if (missing) throw new Error(missing);
      const example = operationRequests[operation.key] ?? (() => ({}));
      const problems = await exercise(world, operation, access, example);
      for (const state of stateRules[operation.key] ?? []) {
        problems.push(
          ...(await exercise(
            world,
            operation,
            state.access,
            state.request,
            state.callers,
            `(${state.when}) `,
          )),
        );
      }
      called.add(operation.key);
      expect(problems).toEqual([]);
    });
  }

  it.runIf(available)('called every operation of the OpenAPI document', () => {
    expect([...called].sort()).toEqual(catalogue.operations.map((operation) => operation.key).sort());
    expect(called.size).toBe(catalogue.operations.length);
  });
});
