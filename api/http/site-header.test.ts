import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

type Parameter = { $ref?: string; name?: string; in?: string };
type Document = {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  components: { parameters: Record<string, Parameter> };
};

let env: TestEnv;
let document: Document;
beforeAll(async () => {
  env = await createTestEnv();
  document = (await env.request('GET', '/openapi.json')).body as Document;
});
afterAll(() => env.close());

const declaresSiteHeader = (parameters: Parameter[] = []) =>
  parameters.some((p) => {
    const parameter = p.$ref ? document.components.parameters[p.$ref.split('/').pop()!] : p;
    return parameter?.in === 'header' && parameter.name === 'X-Site-Id';
  });

describe('X-Site-Id in the published contract', () => {
  it('is declared on exactly the operations whose handler reads it', async () => {
    const customer = await env.customer();
    const user = await env.user('site_admin', [await env.site(customer), await env.site(customer)]);
    const token = await env.tokenFor(user.id);
    const undeclared: string[] = [];
    const declaredButUnread: string[] = [];
    let reading = 0;
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const address = path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        // A malformed site id is refused by the code that reads the header, before anything else.
        const answer = await env.request(method.toUpperCase(), address, {
          token,
          site: 'ingen-enhet',
        });
        const reads = answer.status === 400 && answer.body.code === 'INVALID_SITE_HEADER';
        const declared = declaresSiteHeader(operation.parameters);
        if (reads) reading += 1;
        if (reads && !declared) undeclared.push(`${method} ${path}`);
        if (!reads && declared) declaredButUnread.push(`${method} ${path} (${answer.status})`);
      }
    expect(undeclared).toEqual([]);
    expect(declaredButUnread).toEqual([]);
    expect(reading).toBeGreaterThan(150);
  });

  it('is one shared, optional header parameter that says when it is needed', () => {
    const { SiteId } = document.components.parameters;
    expect(SiteId).toMatchObject({ name: 'X-Site-Id', in: 'header', required: false });
    expect(JSON.stringify(SiteId)).toContain('NO_SITE');
  });
});
