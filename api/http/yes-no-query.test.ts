import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

type Schema = { type?: string; enum?: unknown[]; default?: unknown };
type Parameter = { name: string; in: string; schema?: Schema };
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let env: TestEnv;
let document: Document;
beforeAll(async () => {
  env = await createTestEnv();
  document = (await env.request('GET', '/openapi.json')).body as Document;
});
afterAll(() => env.close());

const queryParameters = () =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: `${method} ${path} ${p.name}`, schema: p.schema ?? {} })),
    ),
  );

describe('yes/no query parameters', () => {
  it('are published as booleans, with a boolean default where they have one', () => {
    const yesNo = queryParameters().filter((p) => p.schema.type === 'boolean');
    expect(yesNo.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'get /warnings is_resolved',
        'get /dashboard/warnings only_active',
        'get /qr-scans include_views',
        'delete /sites/{id} force',
      ]),
    );
    for (const { name, schema } of yesNo)
      if ('default' in schema) expect(typeof schema.default, name).toBe('boolean');
    const textYesNo = queryParameters().filter((p) => p.schema.enum?.includes('true'));
    expect(textYesNo.map((p) => p.name)).toEqual([]);
  });

  it('still take true/false and 1/0, and refuse anything else in Swedish', async () => {
    const customer = await env.customer();
    const site = await env.site(customer);
    const token = await env.tokenFor((await env.user('site_admin', [site])).id);
    for (const value of ['true', 'false', '1', '0']) {
      const answer = await env.request('GET', `/warnings?is_resolved=${value}`, { token, site });
      expect(answer.status, value).toBe(200);
    }
    const refused = await env.request('GET', '/dashboard/warnings?only_active=ja', { token, site });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'only_active', message: 'Värdet måste vara true eller false' }],
    });
    expect((await env.request('GET', '/dashboard/warnings', { token, site })).status).toBe(200);
  });
});
