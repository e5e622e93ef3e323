import { describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, Answer | Ref>;
};
type Ref = { $ref: string };
type Answer = { content?: Record<string, { schema?: Schema | Ref }> };
type Schema = { properties?: Record<string, unknown>; required?: string[] };

const document = (await (await createApi().request('/openapi.json')).json()) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Answer> };
  info: { contact?: { name?: string } };
  tags?: { name: string; description?: string }[];
};

/** Follows a '#/components/…' reference to what it names. */
function resolved<T>(value: T | Ref): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value;
  const [, , kind, name] = value.$ref.split('/');
  const components: Record<string, Record<string, unknown>> = document.components;
  return components[kind ?? '']?.[name ?? ''] as T;
}
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
);

describe('the published API contract', () => {
  it('names every operation once, in camelCase, with a summary and a tag', () => {
    expect(operations.length).toBeGreaterThan(150);
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(operation.summary?.trim(), name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
    }
  });

  it('defines every tag it uses, each with a description, and names a contact', () => {
    const defined = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    const used = new Set(operations.flatMap((o) => o.operation.tags ?? []));
    for (const tag of used) expect(defined.get(tag)?.trim(), tag).toBeTruthy();
    expect([...defined.keys()].filter((tag) => !used.has(tag))).toEqual([]);
    expect(document.info.contact?.name).toBeTruthy();
  });

  it('keeps the names clients are generated with', () => {
    const idOf = (name: string) => operations.find((o) => o.name === name)?.operation.operationId;
    expect(idOf('get /inventory/items')).toBe('listInventoryItems');
    expect(idOf('post /kassation/initiate')).toBe('initiateKassation');
    expect(idOf('get /stock-takes/{id}/report.pdf')).toBe('downloadStockTakeReportPdf');
    expect(idOf('post /indragningar/notices/{id}/follow-ups/{siteId}/confirm')).toBe(
      'confirmRecallFollowUp',
    );
  });

  it('describes every JSON error answer in the shared error shape', () => {
    let errorAnswers = 0;
    for (const { name, operation } of operations)
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = resolved<Answer>(answer).content?.['application/json']?.schema;
        const json = schema && resolved<Schema>(schema);
        if (!json || !(status === 'default' || Number(status) >= 400)) continue;
        errorAnswers += 1;
        expect(json.required, `${name} ${status}`).toEqual(
          expect.arrayContaining(['detail', 'code']),
        );
      }
    expect(errorAnswers).toBeGreaterThan(operations.length * 3);
  });

  it('shows an example body for the main calls', () => {
    const exampleOf = (name: string) =>
      operations.find((o) => o.name === name)?.operation.requestBody?.content['application/json']
        ?.example;
    for (const name of [
      'post /auth/login',
      'post /inventory/items',
      'post /kassation/initiate',
      'post /qr-codes/scan',
      'post /transfers',
      'post /narcotics/counts',
      'post /indragningar/notices/{id}/follow-ups/{siteId}/confirm',
    ])
      expect(exampleOf(name), name).toBeTruthy();
  });
});
