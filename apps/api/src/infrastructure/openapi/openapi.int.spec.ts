import { signupRequestSchema, updateUserSchema } from '@lavagna/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_ACCESS } from '../../modules/sessions/index.js';
import { openApiDocument } from './openapi-document.js';

type Operation = {
  operationId: string;
  tags: string[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { type: string; properties: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
  security: Record<string, string[]>[];
  'x-roles'?: string[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> } };

/** Every route Express answers under /api, as Nest registered it: [method, path in OpenAPI form]. */
const registeredRoutes = (t: TestApp): [string, string][] => {
  const router = t.app.getHttpAdapter().getInstance().router as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  return router.stack
    .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => [m, layer.route!.path] as [string, string]) : []))
    .filter(([, path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .map(([method, path]) => [method, path.replace(/[:*](\w+)/g, '{$1}')]);
};

describe('the OpenAPI document at /api/docs', () => {
  let t: TestApp;
  let served: Document;
  beforeAll(async () => {
    t = await createTestApp();
    served = (await t.http().get('/api/docs/openapi.json').expect(200).expect('Content-Type', /json/)).body;
  });
  afterAll(() => t.close());

  it('documents every route the app answers, with its method, and nothing else', () => {
    const routes = registeredRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    const documented = Object.entries(served.paths).flatMap(([path, item]) => Object.keys(item).map((m) => [m, path]));
    expect(documented.sort()).toEqual([...routes].sort());
    expect(served.openapi).toBe('3.1.0');
    expect(new Set(documented.map(([m, p]) => served.paths[p]![m]!.operationId)).size).toBe(documented.length);
  });

  it("describes a body with the zod contract's fields: POST /api/users/create is signupRequestSchema", () => {
    const create = served.paths['/api/users/create']!.post!;
    const schema = create.requestBody!.content['application/json']!.schema;
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(signupRequestSchema(2026).shape).sort());
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'pw', 'name', 'surname', 'birthYear', 'residence', 'school', 'personalSettings']));
    expect(schema.properties.pw).toMatchObject({ type: 'string', minLength: 8 });
    expect(create.security).toEqual([]);
    expect(create.tags).toEqual(['accounts']);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400']));
    // A body that was parsed by hand inside the method is documented now that a pipe validates it.
    const update = served.paths['/api/users/{id}']!.put!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(update.properties).sort()).toEqual(Object.keys(updateUserSchema.shape).sort());
    const edit = served.paths['/api/admin/students/{id}']!.put!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(edit.properties).sort()).toEqual(['email', 'hourlyRate', 'linkMeet', 'name', 'residence', 'school', 'surname', 'tutor']);
  });

  it('lists query and path parameters, the cookie session, roles and the problem answers', () => {
    const fiscal = served.paths['/api/admin/fiscal']!.get!;
    expect(fiscal.parameters!.map((p) => [p.in, p.name])).toEqual(expect.arrayContaining([['query', 'year'], ['query', 'month']]));
    expect(fiscal.security).toEqual([{ session: [] }]);
    expect(fiscal['x-roles']).toEqual(['teacher', 'accountant']);
    expect(fiscal.tags).toEqual(['admin']);
    expect(Object.keys(fiscal.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(fiscal.responses['401']!.content!['application/problem+json']!.schema).toEqual({ $ref: '#/components/schemas/Problem' });

    const audit = served.paths['/api/admin/audit/{subject}/{id}']!.get!;
    expect(audit.parameters!.find((p) => p.name === 'subject')).toMatchObject({ in: 'path', required: true, schema: { enum: expect.arrayContaining(['student']) } });
    const move = served.paths['/api/calendar/events/{id}']!.put!;
    expect(move.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(served.paths['/api/users/newPassword/{id}']!.put!.security).toEqual([{}, { session: [] }]);
    expect(served.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'lv_access' });
    expect(served.components.schemas.Problem).toMatchObject({ type: 'object', required: expect.arrayContaining(['code', 'message']) });
  });

  it('is what openApiDocument(app) builds, for the tests that drive the API from it', () => {
    expect(JSON.parse(JSON.stringify(openApiDocument(t.app, SESSION_ACCESS)))).toEqual(served);
  });

  it('serves Swagger UI with its assets from the npm package, no network needed', async () => {
    const page = await t.http().get('/api/docs').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('swagger-ui');
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui-init.js']) {
      const res = await t.http().get(`/api/docs/${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
    }
    expect(page.text).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
