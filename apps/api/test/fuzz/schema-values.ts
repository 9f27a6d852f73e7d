import fc from 'fast-check';
import { HIGH_SCHOOL_YEARS, REGIONS } from '@lavagna/contracts';
import { addDays, atRome, romeDay } from '@lavagna/domain';
import { Known, type PoolKind } from './pools.js';

export type JsonSchema = Record<string, unknown>;

/** Where a value goes: its field name and the operation's path, for the hints below. */
export interface Place {
  name: string;
  path: string;
  /** The test clock's now: the fuzz never moves it, so instants can be made up front. */
  now: Date;
}

const known = (kind: PoolKind) => fc.nat({ max: 1_000 }).map((pick) => new Known(kind, pick));

/** Which kind of id a field or path parameter names. */
export const idKind = (name: string, path: string): PoolKind | null => {
  if (name === 'value' || name === 'token') return 'link';
  if (name === 'eventId' || name === 'eventIds' || path.startsWith('/api/calendar/events/')) return 'lesson';
  if (name === 'orderID' || path.startsWith('/api/dev/paypal/')) return 'providerOrder';
  if (path.startsWith('/api/admin/payments/')) return 'order';
  if (path.startsWith('/api/admin/audit/')) return 'any';
  if (/^(id|userId|studentId|teacherId)$/.test(name)) return 'user';
  return null;
};

/**
 * A lesson-like range: mostly one the demo teacher's hours allow (a weekday from tomorrow, 09:00
 * to 21:00, 60-120 minutes on the half hour), sometimes today, past the horizon, off the grid.
 */
const range = (now: Date) =>
  fc
    .record({
      day: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 85 }) }, fc.constantFrom(-1, 0, 95, 400)),
      start: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 18, max: 38 }) }, fc.integer({ min: 0, max: 47 })).map((half) => half * 30),
      minutes: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(60, 90, 120) }, fc.constantFrom(30, 150, 0, -60)),
      skew: fc.oneof({ weight: 8, arbitrary: fc.constant(0) }, fc.constantFrom(15, -7)),
    })
    .map(({ day, start, minutes, skew }) => {
      const begin = new Date(atRome(addDays(romeDay(now), day), start).getTime() + skew * 60_000);
      return [begin.toISOString(), new Date(begin.getTime() + minutes * 60_000).toISOString()] as const;
    });

const validResidence = fc.constantFrom(...Object.entries(REGIONS).map(([region, provinces]) => ({ region, province: provinces[0]! })));
const validSchool = fc.oneof(
  fc.record({ schoolType: fc.constant('Scuola Superiore'), institute: fc.constantFrom('liceo Tasso', 'ITIS Fermi'), examYear: fc.constantFrom(...HIGH_SCHOOL_YEARS) }),
  fc.record({ schoolType: fc.constant('Università'), institute: fc.constantFrom('Politecnico', 'Sapienza'), examYear: fc.constantFrom('Analisi 1', 'Fisica 2') }),
);
const names = fc.constantFrom('anna', 'MARCO', "D'Angelo", 'Zoë', 'José María', '李', '🌟ROSSI', '𝒜lfredo', 'Ñandú', 'O\u0301scar');
const jsonText = (value: fc.Arbitrary<unknown>) => value.map((v) => JSON.stringify(v));

/**
 * Values JSON Schema cannot tell (refinements, meanings): known ids and codes, whole ranges, a
 * province of its region, react-admin's JSON-in-a-query. Mixed with the schema's own values.
 */
const hinted = (schema: JsonSchema, place: Place): fc.Arbitrary<unknown> | null => {
  const { name, path, now } = place;
  if (name === 'startEnd') return fc.oneof({ weight: 3, arbitrary: range(place.now).map((r) => [r]) }, fc.array(range(place.now), { minLength: 2, maxLength: 3 }));
  if (name === 'couponCodes') return fc.array(known('coupon'), { maxLength: 2 });
  if (name === 'eventIds') return fc.oneof({ weight: 3, arbitrary: known('lesson').map((k) => [k]) }, fc.array(known('lesson'), { minLength: 2, maxLength: 3 }));
  const kind = idKind(name, path);
  if (kind && schema.type === 'string') return fc.oneof({ weight: 4, arbitrary: known(kind) }, { weight: 1, arbitrary: plain(schema, place) });
  switch (name) {
    case 'email':
      return fc.oneof(known('email'), fc.constantFrom('nuovo@esempio.it', ' MAIUSCOLE@Esempio.IT ', 'ünï@esempio.it'));
    case 'pw':
    case 'currentPw':
      return fc.oneof({ weight: 3, arbitrary: known('password') }, { weight: 1, arbitrary: plain(schema, place) });
    case 'name':
    case 'surname':
      return names;
    case 'residence':
      return validResidence;
    case 'school':
      return validSchool;
    case 'birthYear':
      return fc.integer({ min: 1980, max: now.getUTCFullYear() - 14 });
    case 'hourlyRate':
      return fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100);
    case 'amount':
      return fc.constantFrom(25, 37.5, 50, '12,30', 1000, 0.01);
    case 'linkMeet':
      return fc.constantFrom('', 'https://meet.esempio.it/abc-defg-hij');
    case 'availability':
      // Wide days, so that bookings stay possible after the fuzz has set the hours.
      return fc.array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom([540, 1260], [480, 1380], [600, 1200]) }, fc.constant([0, 0])), { minLength: 7, maxLength: 7 });
    case 'year':
      return fc.constantFrom(2025, 2026, 2027);
    case 'month':
      return fc.constantFrom('giugno', 'marzo', 'dicembre', 'Giugno', '13');
    case 'range':
      return jsonText(fc.tuple(fc.nat({ max: 30 }), fc.nat({ max: 60 })));
    case 'sort':
      return jsonText(fc.tuple(fc.constantFrom('surname', 'email', 'paidAt', 'gross', 'id', 'nessuno'), fc.constantFrom('ASC', 'DESC')));
    case 'filter':
      return jsonText(fc.record({ q: fc.constantFrom('ros', 'a', ''), studentId: known('user'), from: fc.constantFrom('2026-01-01', '2026-02-30'), to: fc.constant('2026-12-31') }, { requiredKeys: [] }));
    case 'from':
    case 'to':
      return range(now).map(([start]) => start);
  }
  return null;
};

const stringOf = (schema: JsonSchema, place: Place): fc.Arbitrary<string> => {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, 40);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') return range(place.now).map(([start]) => start);
  if (schema.format === 'uri') return fc.webUrl();
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= ((schema.maxLength as number) ?? Infinity));
  return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, max) });
};

const numberOf = (schema: JsonSchema): fc.Arbitrary<number> => {
  const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? -1_000;
  const max = (schema.maximum as number | undefined) ?? 100_000;
  if (schema.type === 'integer') return fc.integer({ min, max });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((n) => n !== schema.exclusiveMinimum);
};

/** A value the schema accepts as far as JSON Schema can say, without the hints. */
const plain = (schema: JsonSchema, place: Place): fc.Arbitrary<unknown> => {
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => schemaValue(s, place)));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, place);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      // Items are not the array: they take no hint meant for it.
      const item = { ...place, name: '' };
      if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((s) => schemaValue(s, item)));
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = (schema.minItems as number | undefined) ?? 0;
      return fc.array(schemaValue(items, item), { minLength, maxLength: Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 3, 3)) });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, schemaValue(s, { ...place, name })]));
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
};

/** A value that the schema accepts, and that often means something to the server: a known id, a bookable range. */
export const schemaValue = (schema: JsonSchema, place: Place): fc.Arbitrary<unknown> => {
  const hint = hinted(schema, place);
  return hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: plain(schema, place) }) : plain(schema, place);
};

/** Body objects with `start` and `end` (moving a lesson): one range, so that the end follows the start. */
export const withRanges = (value: fc.Arbitrary<unknown>, schema: JsonSchema, place: Place): fc.Arbitrary<unknown> => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  if (!properties.start || !properties.end) return value;
  return fc.tuple(value, range(place.now)).map(([body, [start, end]]) => (body && typeof body === 'object' ? { ...body, start, end } : body));
};
