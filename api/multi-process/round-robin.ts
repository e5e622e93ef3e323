import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobin = { url: string; close: () => Promise<void> };

/** One address in front of several servers, handing each request to the next, as a balancer does. */
export async function roundRobin(backends: readonly number[]): Promise<RoundRobin> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const port = backends[next++ % backends.length];
    const forwarded = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
