import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject } from '@nestjs/swagger';
import { problemSchema } from '@lavagna/contracts';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { inputJsonSchema, objectFields, type JsonSchema } from './json-schema.js';
import { routeInventory, type RouteAccess, type RouteInfo, type RouteInput } from './route-inventory.js';

/** What the document says of sessions: the routes' guards and roles key, and the cookie that carries the session. */
export interface ApiAccess extends RouteAccess {
  cookie: string;
}

type Operation = OpenAPIObject['paths'][string]['get'] & object;
type Parameter = { name: string; in: 'query' | 'path'; required: boolean; schema: JsonSchema };

const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const SESSION = 'session';
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** `/api/users/:id` -> `/api/users/{id}` */
const templated = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');
const pathNames = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!);

/** Query and path parameters: a named input is one parameter, a whole-object schema one per field. */
const parametersOf = (route: RouteInfo): Parameter[] => {
  const found: Parameter[] = [];
  const add = (input: RouteInput & { in: 'query' | 'path' }) => {
    const schema = input.schema ? inputJsonSchema(input.schema) : { type: 'string' };
    if (input.name) return void found.push({ name: input.name, in: input.in, required: input.in === 'path', schema });
    const fields = objectFields(schema);
    if (fields) for (const f of fields) found.push({ name: f.name, in: input.in, required: input.in === 'path' || f.required, schema: f.schema });
    else if (input.schema) found.push({ name: input.in, in: input.in, required: false, schema, ...{ style: 'form', explode: true } });
  };
  for (const input of route.inputs) if (input.in !== 'body') add(input as RouteInput & { in: 'query' | 'path' });
  // Path parameters no pipe describes are still parameters, plain strings.
  for (const name of pathNames(route.path)) if (!found.some((p) => p.in === 'path' && p.name === name)) found.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  const order = pathNames(route.path);
  return found.sort((a, b) => (a.in === b.in ? (a.in === 'path' ? order.indexOf(a.name) - order.indexOf(b.name) : 0) : a.in === 'path' ? -1 : 1));
};

const requestBodyOf = (route: RouteInfo): Operation['requestBody'] => {
  const body = route.inputs.filter((i) => i.in === 'body');
  if (body.length === 0) return undefined;
  const whole = body.find((i) => !i.name);
  let schema: JsonSchema;
  if (whole) schema = whole.schema ? inputJsonSchema(whole.schema) : {};
  else
    schema = {
      type: 'object',
      properties: Object.fromEntries(body.map((i) => [i.name!, i.schema ? inputJsonSchema(i.schema) : {}])),
    };
  // A pipe validates `body ?? {}`: a body is required only when an empty object is refused.
  const accepted = whole?.schema instanceof z.ZodType ? whole.schema.safeParse({}).success : true;
  return { required: !accepted, content: { 'application/json': { schema } } };
};

const operationOf = (route: RouteInfo): Operation => {
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  const validated = requestBody !== undefined || route.inputs.some((i) => i.schema);
  const responses: Operation['responses'] = {
    [route.status]: { description: 'Success' },
    ...(validated ? { 400: problem('The input was refused: `message` in Italian, `errors` per field') } : {}),
    ...(route.session === 'required' ? { 401: problem('No valid session: refresh it once, then sign in') } : {}),
    ...(route.roles ? { 403: problem(`Only for: ${route.roles.join(', ')}`) } : {}),
    ...(parameters.some((p) => p.in === 'path') ? { 404: problem('Nothing with this id that the caller may see') } : {}),
    ...(requestBody ? { 413: problem('Body over 100 kB') } : {}),
    default: problem('Any other refusal (a rule of the domain, a conflict, too many attempts) or a server error'),
  };
  return {
    operationId: route.operationId,
    tags: [route.tag],
    ...(route.path.startsWith('/api/dev/') ? { description: 'Demo mode only: 404 when the real service is configured.' } : {}),
    ...(parameters.length ? { parameters: parameters as Operation['parameters'] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: route.session === 'required' ? [{ [SESSION]: [] }] : route.session === 'optional' ? [{}, { [SESSION]: [] }] : [],
    ...(route.roles ? { 'x-roles': route.roles } : {}),
  };
};

/**
 * The OpenAPI 3.1 document of every route the app registered, built from Nest's route metadata
 * and the zod contracts its pipes validate with: what the server checks is what it documents.
 * Served at /api/docs/openapi.json; tests that drive the API from it call this directly.
 */
export const openApiDocument = (app: INestApplication, access: ApiAccess): OpenAPIObject => {
  const routes = routeInventory(app, access);
  const base = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Lavagna API')
    .setDescription(
      'Booking, payments and teaching admin of a private tutor. JSON in and out; every error is an RFC 9457 problem ' +
        'with an Italian `message`. Sessions are httpOnly cookies set by POST /api/users/check.',
    )
    .setVersion(version)
    .addCookieAuth(access.cookie, { type: 'apiKey', in: 'cookie', name: access.cookie }, SESSION)
    .build();
  const paths: OpenAPIObject['paths'] = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    (paths[templated(route.path)] ??= {})[route.method as 'get'] = operationOf(route);
  }
  return {
    ...base,
    tags: [...new Set(routes.map((r) => r.tag))].sort().map((name) => ({ name })),
    paths,
    components: { ...base.components, schemas: { Problem: inputJsonSchema(problemSchema) as never } },
  };
};
