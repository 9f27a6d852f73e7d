import fc from 'fast-check';
import { extraKey, isPlain, oddHeaders, poisoned, poisons, Raw, rawBodies, stringPaths, rawQueries, rawSegments, oddSegments, strangeCookies, weirdValue } from './malformed.js';
import { schemaValue, withRanges, type JsonSchema } from './schema-values.js';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzz drives it. */
export interface FuzzOperation {
  id: string;
  method: string;
  /** OpenAPI form: /api/users/{id} */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
  /** Only a signed-in caller gets past its session guard. */
  sessionRequired: boolean;
  /** Only these roles get past its role guard (null: any). */
  roles: string[] | null;
}

type Document = {
  paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: object[]; 'x-roles'?: string[] }>>;
};

/** Every operation of the document, in its order. */
export const operationsOf = (document: unknown): FuzzOperation[] =>
  Object.entries((document as Document).paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema ?? null,
      sessionRequired: (op.security ?? []).length > 0 && (op.security ?? []).every((s) => Object.keys(s).length > 0),
      roles: op['x-roles'] ?? null,
    })),
  );

export type DraftBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string };

/** A request before the known values it names are looked up: what the seed decides. */
export interface Draft {
  /** Which mutation made it ('valid' when none), for the report. */
  variant: string;
  params: Record<string, unknown>;
  query: [string, unknown][] | Raw;
  body: DraftBody;
  /** Sent instead of a session by the anonymous caller. */
  cookie?: string;
  headers?: Record<string, string>;
  /** Another method than the operation's: what Express and Nest answer to a verb nobody registered. */
  method?: string;
  /** The JSON body compressed this way before it is sent. */
  compress?: 'gzip' | 'deflate' | 'br' | null;
}

/** Paths to the fields of a JSON value, one level of nesting deep: ['school'], ['school', 'institute']. */
const fieldPaths = (value: unknown): string[][] => {
  if (!isPlain(value) || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [[key], ...fieldPaths(inner).filter((p) => p.length === 1).map((p) => [key, ...p])]);
};

const replaced = (value: unknown, path: string[], by: unknown): unknown => {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string, ...string[]];
  return { ...(value as Record<string, unknown>), [head]: replaced((value as Record<string, unknown>)[head], rest, by) };
};

const withoutKey = (value: unknown, key: string | undefined): unknown => {
  if (!key || !value || typeof value !== 'object') return value;
  const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
};

const withKey = (value: unknown, key: string, extra: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.defineProperty({ ...value }, key, { value: extra, enumerable: true, configurable: true, writable: true }) : value;

const pick = <T>(items: T[], n: number): T | undefined => items[n % Math.max(items.length, 1)];

/**
 * Requests for one operation: a quarter to a half as the schema allows (with known ids and
 * bookable ranges, so that they reach the handlers), the rest each with one thing broken - the
 * body, one field, a character in a text, a path parameter, the query, the content type, a
 * header, the cookie.
 */
export const draftsOf = (op: FuzzOperation, now: Date): fc.Arbitrary<Draft> => {
  const place = (name: string) => ({ name, path: op.path, now });
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, schemaValue(p.schema, place(p.name))]))) as fc.Arbitrary<Record<string, unknown>>;
  const queryRecord = fc.record(Object.fromEntries(op.queryParams.map((p) => [p.name, schemaValue(p.schema, place(p.name))])), {
    requiredKeys: op.queryParams.filter((p) => p.required).map((p) => p.name),
  });
  const query = queryRecord.map((q) => Object.entries(q) as [string, unknown][]);
  const body: fc.Arbitrary<unknown> = op.body ? withRanges(schemaValue(op.body, place('')), op.body, place('')) : fc.constant(undefined);
  const valid = fc.record({ params, query, body }).map(({ params, query, body }): Draft => ({
    variant: 'valid',
    params,
    query,
    body: body === undefined ? { kind: 'none' } : { kind: 'json', value: body },
  }));
  const variant = (name: string, arbitrary: fc.Arbitrary<(d: Draft) => Partial<Draft>>) =>
    fc.tuple(valid, arbitrary).map(([draft, change]) => ({ ...draft, variant: name, ...change(draft) }));
  const json = (value: unknown): DraftBody => ({ kind: 'json', value });
  const required = (op.body?.required as string[] | undefined) ?? [];

  const mutations: fc.WeightedArbitrary<Draft>[] = [
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: variant('query:valore', fc.tuple(fc.nat(), weirdValue).map(([n, w]) => (d) => ({ query: Array.isArray(d.query) ? [...d.query, [pick(op.queryParams, n)?.name ?? 'q', w]] : d.query }))) },
    { weight: 1, arbitrary: variant('query:grezza', rawQueries.map((raw) => () => ({ query: raw }))) },
    { weight: 1, arbitrary: variant('cookie', strangeCookies.map((cookie) => () => ({ cookie }))) },
    { weight: 1, arbitrary: variant('intestazioni', oddHeaders.map(([headers, compress]) => () => ({ headers, compress }))) },
    { weight: 1, arbitrary: variant('metodo', fc.constantFrom('PATCH', 'OPTIONS', 'PUT', 'DELETE', 'POST', 'GET').filter((m) => m !== op.method).map((method) => () => ({ method }))) },
  ];
  const poison = fc.tuple(fc.nat(), poisons, fc.nat());
  if (op.queryParams.length) {
    mutations.push({
      weight: 2,
      arbitrary: variant('query:veleno', poison.map(([n, p, where]) => (d) => {
        const pairs = Array.isArray(d.query) ? d.query : [];
        const texts = pairs.filter(([, v]) => typeof v === 'string');
        const name = (pick(texts, n) ?? pick(op.queryParams.map((q) => [q.name, 'x']), n)!)[0];
        const value = pairs.find(([k]) => k === name)?.[1];
        return { query: [...pairs.filter(([k]) => k !== name), [name, poisoned(typeof value === 'string' ? value : 'x', [], p, where)]] };
      })),
    });
  }
  if (op.pathParams.length) {
    const segment = (name: string, values: fc.Arbitrary<unknown>) =>
      variant(name, fc.tuple(fc.nat(), values).map(([n, v]) => (d) => ({ params: { ...d.params, [pick(op.pathParams, n)!.name]: v } })));
    mutations.push({ weight: 2, arbitrary: segment('path:grezzo', rawSegments) }, { weight: 2, arbitrary: segment('path:testo', oddSegments) });
  }
  if (op.body) {
    mutations.push(
      { weight: 1, arbitrary: variant('body:radice', weirdValue.map((w) => () => ({ body: json(w) }))) },
      { weight: 1, arbitrary: variant('body:lista', fc.constant((d: Draft) => ({ body: json([d.body.kind === 'json' ? d.body.value : {}]) }))) },
      { weight: 1, arbitrary: variant('body:manca', fc.nat().map((n) => (d: Draft) => ({ body: json(withoutKey(d.body.kind === 'json' ? d.body.value : {}, pick(required, n))) }))) },
      { weight: 1, arbitrary: variant('body:in-più', fc.tuple(extraKey, weirdValue).map(([k, w]) => (d: Draft) => ({ body: json(withKey(d.body.kind === 'json' ? d.body.value : {}, k, w)) }))) },
      {
        weight: 4,
        arbitrary: variant(
          'body:campo',
          fc.tuple(fc.nat(), weirdValue).map(([n, w]) => (d: Draft) => {
            const value = d.body.kind === 'json' ? d.body.value : {};
            const path = pick(fieldPaths(value), n);
            return { body: json(path ? replaced(value, path, w) : w) };
          }),
        ),
      },
      {
        weight: 4,
        arbitrary: variant(
          'body:veleno',
          poison.map(([n, p, where]) => (d: Draft) => {
            const value = d.body.kind === 'json' ? d.body.value : {};
            const path = pick(stringPaths(value), n);
            return { body: json(path ? poisoned(value, path, p, where) : value) };
          }),
        ),
      },
      { weight: 2, arbitrary: variant('body:grezzo', rawBodies.map(([type, text]) => () => ({ body: { kind: 'raw', type, text } as DraftBody }))) },
      { weight: 1, arbitrary: variant('body:vuoto', fc.constant(() => ({ body: { kind: 'none' } as DraftBody }))) },
    );
  } else if (op.method !== 'GET') {
    mutations.push({ weight: 1, arbitrary: variant('body:inatteso', weirdValue.map((w) => () => ({ body: json(w) }))) });
  }
  return fc.oneof(...mutations);
};
