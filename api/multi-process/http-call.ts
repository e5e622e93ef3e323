import { request, type IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json: () => unknown;
  requestId: string;
};

/**
 * One request on a connection of its own, so a balancer (or node:cluster, which hands out
 * connections, not requests) sends each request to the next process.
 */
export function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const requestId = randomUUID();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...options.headers,
    connection: 'close',
    'x-request-id': requestId,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((answered, failed) => {
    const outgoing = request(`${base}${path}`, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        answered({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body,
          json: () => JSON.parse(body.toString()) as unknown,
          requestId,
        });
      });
    });
    outgoing.on('error', failed);
    outgoing.end(payload);
  });
}
