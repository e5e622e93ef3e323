import { expect } from 'vitest';
import type { TestEnv } from './harness.ts';

type Row = Record<string, any>;

/** Who uploads, where to, and the list: a file as the browser's form sends it. */
export type ListUpload = {
  token: string;
  site: string;
  kind: 'medicines' | 'stock' | 'staff' | 'catalogue';
  name: string;
  content: string | Buffer;
};

/**
 * Uploads a list and maps its columns as the server proposed, as a person who accepts the
 * proposal does; answers the upload, the first page of the preview and a caller for the rest.
 */
export async function uploadAndMap(env: TestEnv, upload: ListUpload) {
  const call = (method: string, path: string, body?: unknown) =>
    env.request(method, path, { token: upload.token, site: upload.site, body });
  const form = new FormData();
  const bytes = typeof upload.content === 'string' ? Buffer.from(upload.content) : upload.content;
  form.append('file', new File([new Uint8Array(bytes)], upload.name));
  const started = await call('POST', `/imports?kind=${upload.kind}`, form);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const body = started.body as Row;
  const preview = await call('PUT', `/imports/${String(body.id)}/mapping`, {
    mapping: body.proposed_mapping,
  });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  return { id: String(body.id), started: body, preview: preview.body as Row, call };
}
