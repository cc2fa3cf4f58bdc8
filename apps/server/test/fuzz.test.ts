/**
 * OpenAPI-driven fuzzing: every operation of the running server's own API document gets hostile
 * path ids, query values and bodies (null characters, lone surrogates, huge and empty strings,
 * numbers and objects where strings go, malformed ids, path traversal, SQL-ish text, broken
 * multipart, wrong content types) from a signed-in user who owns real data, and from an admin on
 * admin routes, so requests get past the 404. No answer may be a 5xx.
 *
 * Deterministic: the seed is printed; FUZZ_SEED replays a run, FUZZ_RUNS sets runs per operation.
 */
import { SLOTS_BY_PROJECT_TYPE } from '@grant-review/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../src/llm/builtin-provider.js';
import { buildPdf } from './support/documents.js';
import { createTestUser, type TTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { createOwnedData, ownedIdFor, type TOwnedData } from './support/owned-data.js';
import { startTestServer, testDb, type TTestServer } from './support/server.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 100);

interface TJsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  minLength?: number;
  maxLength?: number;
}

interface TOperation {
  method: string;
  path: string;
  query: { name: string; schema: TJsonSchema }[];
  body?: { contentType: string; schema: TJsonSchema };
}

interface TOpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: TJsonSchema }[];
        requestBody?: { content: Record<string, { schema: TJsonSchema }> };
      }
    >
  >;
}

// ─── hostile values ─────────────────────────────────────────────────────────

/** Any text with a null character somewhere in it: PostgreSQL cannot store U+0000. */
const withNullCharacter = fc
  .string({ maxLength: 20 })
  .chain((text) => fc.nat(text.length).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '../../../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      "' OR '1'='1' --",
      '"; DROP TABLE users; --',
      '%00',
      '%',
      '𝕏🚀 Zürich 日本',
      '\u202eevil',
      '\ufeff',
      'NaN',
      '-1',
      '1e309',
      '00000000-0000-0000-0000-000000000000',
      '<script>alert(1)</script>',
      '{{7*7}}',
      '__proto__',
      'constructor',
      '\r\n\r\nHTTP/1.1 200 OK',
    ),
  },
  { weight: 3, arbitrary: withNullCharacter },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((length) => 'x'.repeat(length)) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A value the schema accepts, as far as a JSON schema says (string lengths, enums, required keys). */
function validFor(schema: TJsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.string({ maxLength: 20 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'string') {
    const minLength = schema.minLength ?? 0;
    return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 60, 60)) });
  }
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'array') return fc.array(validFor(schema.items), { minLength: 1, maxLength: 3 });
  if (schema.type === 'object') {
    const properties = Object.entries(schema.properties ?? {});
    return fc.record(Object.fromEntries(properties.map(([key, property]) => [key, validFor(property)])));
  }
  return hostileValue;
}

/**
 * Mostly a valid value with one field made hostile (so the request passes validation everywhere
 * else and reaches the handler and the database), sometimes anything shaped by the schema, and
 * sometimes something else entirely.
 */
function valueFor(schema: TJsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const oneFieldHostile =
    schema?.type === 'object' && keys.length > 0
      ? fc
          .tuple(validFor(schema), fc.constantFrom(...keys), fc.oneof(hostileString, hostileValue))
          .map(([valid, key, hostile]) => ({ ...(valid as object), [key]: hostile }))
      : fc.oneof(validFor(schema), hostileString);
  const shaped =
    schema?.type === 'object'
      ? fc
          .tuple(
            fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key]) => [key, hostileValue])), {
              requiredKeys: [],
            }),
            fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
          )
          .map(([known, extra]) => ({ ...extra, ...known }))
      : validFor(schema);
  return fc.oneof(
    { weight: 4, arbitrary: oneFieldHostile },
    { weight: 1, arbitrary: shaped },
    { weight: 1, arbitrary: hostileValue },
  );
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** encodeURIComponent refuses lone surrogates; send their raw (invalid UTF-8) bytes instead. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((character) => {
        try {
          return encodeURIComponent(character);
        } catch {
          const code = character.charCodeAt(0);
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
        }
      })
      .join('');
  }
}

// ─── request bodies ─────────────────────────────────────────────────────────

const pdf = buildPdf(['Risk matrix: glass supply, two suppliers.']);

interface TBody {
  contentType?: string;
  payload: string | Buffer;
  label: string;
}

function multipartBody(): fc.Arbitrary<TBody> {
  const content = fc.oneof(
    fc.constant(pdf),
    fc.constant(Buffer.from('%PDF-1.4\nnot really a pdf')),
    fc.constant(Buffer.from('PK\u0003\u0004garbage that is no zip')),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc
    .record({
      field: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: hostileString }),
      filename: fc.oneof(
        fc.constantFrom('risks.pdf', 'draft.docx', 'notes.txt', '../../escape.pdf', 'a"b.pdf', ''),
        hostileString.map((name) => `${name}.pdf`),
      ),
      content,
      cutAt: fc.option(fc.integer({ min: 0, max: 400 }), { freq: 3 }),
      secondFile: fc.boolean(),
      boundary: fc.constantFrom('fuzz-boundary', ''),
    })
    .map(({ field, filename, content: data, cutAt, secondFile, boundary }) => {
      const separator = boundary || 'fuzz-boundary';
      const part = (name: string) =>
        Buffer.concat([
          Buffer.from(
            `--${separator}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          data,
          Buffer.from('\r\n'),
        ]);
      const whole = Buffer.concat([
        part(filename),
        ...(secondFile ? [part('second.pdf')] : []),
        Buffer.from(`--${separator}--\r\n`),
      ]);
      const payload = cutAt === null ? whole : whole.subarray(0, cutAt);
      const contentType = boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
      return {
        contentType,
        payload,
        label: `multipart field=${JSON.stringify(field)} filename=${JSON.stringify(filename)} bytes=${payload.length}`,
      };
    });
}

function bodyFor(operation: TOperation): fc.Arbitrary<TBody | undefined> {
  const schema = operation.body?.schema;
  const json = valueFor(schema).map((value): TBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
    label: 'json',
  }));
  const form = valueFor(schema).map((value): TBody => {
    const entries: [string, string][] =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value).map(([key, item]) => [key, asText(item)])
        : [['value', asText(value)]];
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(entries).toString(),
      label: 'form',
    };
  });
  const raw = fc
    .record({
      contentType: fc.constantFrom(
        undefined,
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/xml',
        'application/octet-stream',
        'application/x-www-form-urlencoded',
      ),
      payload: fc.oneof(
        hostileString,
        fc.constantFrom('{', '{"__proto__": {"isAdmin": true}}', '{"constructor": {"prototype": {}}}', 'null', '[]'),
        fc.integer({ min: 1000, max: 60_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
        fc.integer({ min: 1_048_000, max: 1_100_000 }).map((length) => JSON.stringify('x'.repeat(length))),
      ),
    })
    .map(({ contentType, payload }): TBody => ({ contentType, payload, label: `raw ${contentType ?? 'no type'}` }));
  if (!operation.body) {
    // No body declared: uploads take multipart, anything else must refuse what it is sent.
    return fc.oneof(
      { weight: 3, arbitrary: multipartBody() },
      { weight: 2, arbitrary: raw },
      { weight: 1, arbitrary: json },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  const preferred = operation.body.contentType === 'application/x-www-form-urlencoded' ? form : json;
  return fc.oneof(
    { weight: 6, arbitrary: preferred },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: multipartBody() },
    { weight: 1, arbitrary: operation.body.contentType === 'application/x-www-form-urlencoded' ? json : form },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

// ─── requests ───────────────────────────────────────────────────────────────

/** `owned` stands for the id of data the caller owns, looked up when the request is sent. */
type TPathValue = { owned: true } | { value: string };

interface TFuzzRequest {
  pathValues: Record<string, TPathValue>;
  query: [string, string][];
  body: TBody | undefined;
  auth: 'caller' | 'none' | 'garbage';
}

const slots = SLOTS_BY_PROJECT_TYPE.INNOSUISSE_PROJECT.map((slot) => slot.id);

function requestFor(operation: TOperation): fc.Arbitrary<TFuzzRequest> {
  const params = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const pathValue = (name: string): fc.Arbitrary<TPathValue> =>
    name === 'slot'
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...slots).map((value) => ({ value })) },
          { weight: 1, arbitrary: hostileString.map((value) => ({ value })) },
        )
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant({ owned: true as const }) },
          { weight: 1, arbitrary: fc.uuid().map((value) => ({ value })) },
          { weight: 2, arbitrary: hostileString.map((value) => ({ value })) },
        );
  const query = fc
    .tuple(
      fc.tuple(...operation.query.map((param) => fc.option(valueFor(param.schema), { freq: 8 }))),
      fc.option(fc.tuple(hostileString, hostileString), { freq: 3 }),
    )
    .map(([values, extra]) => {
      const pairs = operation.query.flatMap((param, index): [string, string][] =>
        values[index] === null ? [] : [[param.name, asText(values[index])]],
      );
      return extra ? [...pairs, extra] : pairs;
    });
  return fc.record({
    pathValues: fc.record(Object.fromEntries(params.map((name) => [name, pathValue(name)]))),
    query,
    body: ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method) ? bodyFor(operation) : fc.constant(undefined),
    auth: fc.constantFrom('caller', 'caller', 'caller', 'caller', 'caller', 'caller', 'none', 'garbage'),
  });
}

function readOperations(spec: TOpenApi): TOperation[] {
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema }) => ({ name, schema })),
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
      };
    }),
  );
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let server: TTestServer;
  let owner: TTestUser;
  let admin: TTestUser;
  let owned: TOwnedData & { user: string };

  const refreshOwnedData = async () => {
    const [data, target] = await Promise.all([
      createOwnedData(server.ctx, createClient(server.baseUrl), owner),
      createTestUser(server.ctx),
    ]);
    owned = { ...data, user: target.user.id };
  };
  /** A fresh token each time: a route may have reset the caller's sessions (logout, password change). */
  const tokenOf = async (user: TTestUser) => {
    const row = await server.ctx.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    return server.ctx.tokens.sign({ userId: user.user.id, tokenVersion: row.token_version });
  };

  beforeAll(async () => {
    server = await startTestServer({
      env: { ALLOW_REGISTRATION: 'true', MAX_UPLOAD_MB: '1' },
      llmProvider: createBuiltinProvider({ chunkDelayMs: 0 }),
      startJobs: false,
    });
    [owner, admin] = await Promise.all([createTestUser(server.ctx), createTestUser(server.ctx, { isAdmin: true })]);
    await refreshOwnedData();
  });
  afterAll(() => server.close());

  async function send(operation: TOperation, request: TFuzzRequest): Promise<string | null> {
    const path = operation.path.replaceAll(/\{(\w+)\}/g, (_match, name: string) => {
      const value = request.pathValues[name] ?? { value: '' };
      return percentEncode('owned' in value ? (ownedIdFor(operation.path, name, owned) ?? owned.project) : value.value);
    });
    const query = request.query.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
    const url = `${server.baseUrl}${path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = {};
    const caller = operation.path.startsWith('/api/admin') ? admin : owner;
    if (request.auth === 'caller') headers.authorization = `Bearer ${await tokenOf(caller)}`;
    if (request.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
    if (request.body?.contentType) headers['content-type'] = request.body.contentType;
    const describeRequest = () =>
      `${operation.method} ${url.slice(0, 300)} auth=${request.auth} body=${request.body?.label ?? 'none'} ` +
      JSON.stringify(request.body?.payload.toString().slice(0, 300) ?? '');
    let response: Response;
    try {
      response = await fetch(url, {
        method: operation.method,
        headers,
        body: request.body?.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      return `no answer (${String(error)}) to ${describeRequest()}`;
    }
    // A stream that started is a 200; reading it to the end would only wait for the reviewer.
    const isStream = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
    const text = isStream ? '' : await response.text();
    if (isStream) await response.body?.cancel();
    if (response.status >= 500) return `${response.status} ${text.slice(0, 200)} for ${describeRequest()}`;
    const deletedSomething = operation.method === 'DELETE' && response.status < 300;
    if (deletedSomething) await refreshOwnedData();
    return null;
  }

  it('answers no request with a 5xx, on every operation', { timeout: 600_000 }, async () => {
    const spec = await createClient(server.baseUrl).get<TOpenApi>('/api/docs/json');
    const operations = readOperations(spec.body);
    expect(operations.length).toBeGreaterThanOrEqual(25);
    console.warn(
      `fuzz (${testDb}): seed ${SEED}, ${RUNS_PER_OPERATION} runs × ${operations.length} operations ` +
        '(FUZZ_SEED and FUZZ_RUNS replay or widen it)',
    );
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      // Every operation runs, so one failure does not hide the others; each has its own seed.
      const result = await fc.check(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const failure = await send(operation, request);
          if (failure) throw new Error(failure);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (result.failed) {
        const cause =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${operation.method} ${operation.path} (seed ${SEED + index}, run ${result.numRuns}): ${cause}`);
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    expect((await createClient(server.baseUrl).get('/api/health')).status).toBe(200);
  });
});
