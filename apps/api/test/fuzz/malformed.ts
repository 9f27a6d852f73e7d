import fc from 'fast-check';

/** Pre-encoded text sent exactly as it is (a path segment, a query string): no encoding added. */
export class Raw {
  constructor(readonly text: string) {}
}

/** `{"__proto__": ...}` as JSON.parse makes it: an own key, not the object's prototype. */
const ownKey = (key: string, value: unknown): Record<string, unknown> =>
  Object.defineProperty({}, key, { value, enumerable: true, configurable: true, writable: true });

const deep = (depth: number, asArray: boolean): unknown => {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** What a careless or hostile client sends where a field belongs. */
const WEIRD: unknown[] = [
  null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, 5e-324, 1e21,
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '\uFEFF', '\u200B', '\u202Eevil',
  '👩‍🔬', '𝒜𝒷𝒸', '🌟ROSSI', 'e\u0301', 'Ω≈ç√∫', "' OR 1=1 --", '%00', '../../etc/passwd', '<script>alert(1)</script>',
  '\r\n\t', 'NaN', 'Infinity', '1e400', '-0', '0x10', '__proto__', 'constructor', 'null', 'true', '[]', '{}',
  '2026-02-30T10:00:00Z', '2026-03-29T02:30:00+01:00', '+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00Z', '2026-03-20',
  '00000000-0000-4000-8000-000000000000', 'LV-AAAA-BBBB',
  [], {}, [[]], [null], { '': '' }, ownKey('__proto__', { identity: 'teacher' }), { constructor: { prototype: { x: 1 } } },
];

/** Any UTF-16 code unit: lone surrogates included, which no well-formed generator makes. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 8 });

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WEIRD) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: codeUnits },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 60_000, 120_000).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(40, 200, 600), fc.boolean()).map(([d, a]) => deep(d, a)) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5_000 }, () => 'a')) },
);

/** Keys a client should not send: prototype names, server-owned fields, odd text. */
export const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'isPaid', 'price', 'role', 'identity', 'userId', 'teacherId', 'k'.repeat(300), '', 'chiave\u0000', 'ключ');

/** Bodies that are not JSON, or not the JSON the route takes: [content type, text]. */
export const rawBodies: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/problem+json'),
    fc.constantFrom('{', '{"a":}', 'nul', '"stringa"', '42', '[', '\uFEFF{}', '{"a":1}x', '{"a":1,"a":2}', '{"email":"\\ud800"}', '{"name":"\\u0000"}', '[]', 'null', '{}', '[' .repeat(3_000) + ']'.repeat(3_000), `{"pw":"${'y'.repeat(110_000)}"}`),
  ),
  fc.tuple(
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/octet-stream', 'json', ''),
    fc.constantFrom('email=a%40b.it&pw=Quaderno-a-righe-7', '{"email":"a@b.it"}', '<a/>', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', '\u0000\u0001\u0002'),
  ),
);

/** A path parameter as nobody should send it: encoded as is. */
export const rawSegments = fc.constantFrom(
  '%00', 'a%00', '..%2F..%2Fetc%2Fpasswd', '..', '.', '%2e%2e', '%E0%A4%A', '%zz', '%', '%C0%AF', '%ED%A0%80', '%F0%9F%8C%9F', '%20',
  'x'.repeat(5_000), 'x'.repeat(20_000), '00000000-0000-4000-8000-000000000000%0A', '%7B%7D',
).map((text) => new Raw(text));

/** A path parameter that is text, encoded by the client as it should: unknown ids, other scripts, lone surrogates. */
export const oddSegments = fc.oneof(
  fc.constantFrom('00000000-0000-4000-8000-000000000000', 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF', 'nope', ' ', 'é', '👩‍🔬', '𝒜', '\uD800', 'NUL\u0000', '../x', '-1', '0', 'null', '__proto__', 'constructor', 'student'),
  fc.uuid(),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  codeUnits.filter((s) => s.length > 0),
);

/** A whole query string a client could send by mistake or on purpose. */
export const rawQueries = fc.constantFrom(
  '%zz=1', '=&&=', '&&&', 'a=%E0%A4%A', '%00=%00', `${'q'.repeat(3_000)}=1`, '__proto__=1', 'constructor[prototype][x]=1', 'toString=1&hasOwnProperty=x',
  'year=2026&year=2027', 'year[]=2026', 'year[a]=1', 'range=[0,1e309]', 'range=[-1,5]', 'range=[5,1]', 'sort=["__proto__","ASC"]', 'filter={"q":', 'filter={"id":[1,2]}',
  'filter={"from":"2026-02-30"}', 'from=2026-03-20T00:00:00Z&to=2026-03-19T00:00:00Z', 'studentId=%00', 'teacherId=', 'month=giugno&month=luglio', 'a=b=c',
).map((text) => new Raw(text));

/** Session cookies that are not ours: garbage, a token signed by nobody, a cookie that does not decode. */
export const strangeCookies = fc.constantFrom(
  'lv_access=abc',
  'lv_access=eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6InRlYWNoZXIifQ.',
  'lv_access=%E0%A4%A; lv_refresh=%',
  `lv_refresh=${'r'.repeat(300)}`,
  'lv_access=; lv_refresh=',
  'lv_access=j%3A%7B%22sub%22%3A1%7D',
);

/**
 * Headers a client may add: a body compressed (for real or only said so), an encoding nobody
 * knows, another site's Origin or fetch metadata, odd Accept and Range. [headers, compress the body with].
 */
export const oddHeaders: fc.Arbitrary<[Record<string, string>, 'gzip' | 'deflate' | 'br' | null]> = fc.constantFrom<[Record<string, string>, 'gzip' | 'deflate' | 'br' | null]>(
  [{ 'Content-Encoding': 'gzip' }, 'gzip'],
  [{ 'Content-Encoding': 'deflate' }, 'deflate'],
  [{ 'Content-Encoding': 'br' }, 'br'],
  [{ 'Content-Encoding': 'gzip' }, null],
  [{ 'Content-Encoding': 'br' }, null],
  [{ 'Content-Encoding': 'x-zz' }, null],
  [{ 'Content-Encoding': 'gzip, gzip' }, 'gzip'],
  [{ Origin: 'null' }, null],
  [{ Origin: 'https://attacker.example' }, null],
  [{ 'Sec-Fetch-Site': 'cross-site' }, null],
  [{ Accept: 'text/html' }, null],
  [{ 'Accept-Encoding': 'gzip, br' }, null],
  [{ Range: 'bytes=0-1' }, null],
  [{ 'X-Forwarded-For': '%00, ../, 999.1.1.1' }, null],
  [{ 'If-None-Match': '*' }, null],
);

/**
 * Characters slipped into an otherwise valid string: what no store can hold (NUL, lone
 * surrogates), what changes length when cased (İ, ß, ﬃ), LIKE's wildcards, quotes, marks.
 */
export const poisons = fc.constantFrom(
  '\u0000', '\uD800', '\uDC00', '\uDBFF\uDBFF', '👩‍🔬', '𝒜', '\u202E', '\u200B', '\uFEFF', '\u0301', '\r\n', '\t',
  "'", '"', '\\', '%', '_', '\u00A0', 'İ', 'ß', 'ﬃ', '\u0000\u0000',
);

/** A JSON object or array: not a placeholder (Known), whose fields are the harness's own. */
export const isPlain = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) || (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);

/** Every string in a JSON value, by path: ['school', 'institute'], ['eventIds', '0']. */
export const stringPaths = (value: unknown, at: string[] = []): string[][] => {
  if (typeof value === 'string') return [at];
  if (!isPlain(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...at, key]));
};

/** The value with `poison` put into the string at `path`: before, inside or after its text. */
export const poisoned = (value: unknown, path: string[], poison: string, where: number): unknown => {
  if (path.length === 0) {
    const text = value as string;
    const cut = [0, Math.floor(text.length / 2), text.length][where % 3]!;
    return text.slice(0, cut) + poison + text.slice(cut);
  }
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = poisoned((value as Record<string, unknown>)[head], rest, poison, where);
  return copy;
};
