import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Standard JSON Schema (what Nest's own `schema` option may hold when it is not zod). */
type StandardJsonSchema = { '~standard': { jsonSchema: { input: (options: { target: string }) => unknown } } };

const isZod = (schema: object): schema is z.ZodType => '_zod' in schema;
const hasJsonSchema = (schema: object): schema is StandardJsonSchema =>
  typeof (schema as Partial<StandardJsonSchema>)['~standard']?.jsonSchema?.input === 'function';

/**
 * What a client may send, as JSON Schema 2020-12 (OpenAPI 3.1's own dialect): the input side of
 * a contract, before its transforms. Checks that JSON Schema cannot say (refinements, custom
 * checks) are left out; the server still applies them and answers 400.
 */
export const inputJsonSchema = (schema: object): JsonSchema => {
  let converted: JsonSchema;
  if (isZod(schema)) converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  else if (hasJsonSchema(schema)) converted = schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) as JsonSchema;
  else return {};
  const { $schema: _dialect, ...rest } = converted;
  if ('$defs' in rest) throw new Error('API document: a contract with shared definitions ($defs) needs a component name');
  return rest;
};

/** `{type: 'object', properties}`: one entry per field, with whether it is required. */
export const objectFields = (schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] | null => {
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return null;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, field]) => ({ name, schema: field, required: required.has(name) }));
};
