import { chromium, type Browser, type Request } from '@playwright/test';
import type { RoleName } from '../shared/constants.ts';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../renderer/app/routes.ts';

export type Signed = { role: RoleName; label: string; token: string };

export type PageBytes = {
  kb: number;
  /** Content-Encoding of the counted responses, e.g. ['br'] or ['ingen']. */
  encodings: string[];
  /** Where the page ended up when it was not the address asked for (e.g. '/' without a session). */
  landedOn: string | null;
  /**
   * False when the page still showed a spinner or used the network after a minute; what had
   * arrived by then is counted.
   */
  settled: boolean;
};

export type RouteBytes = { path: string; byRole: (PageBytes & { label: string })[] };

export type Transfer = { login: PageBytes & { acceptEncoding: string }; routes: RouteBytes[] };

/** How long nothing may happen on the network before a page counts as shown. */
const QUIET_MS = 1_500;

function scriptOrStyle(request: Request): boolean {
  const type = request.resourceType();
  if (type === 'script' || type === 'stylesheet') return true;
  return /\.(m?js|css)$/.test(new URL(request.url()).pathname);
}

/**
 * Opens `path` in a fresh context (empty cache, signed in through the token the app keeps in
 * localStorage) and sums the encoded body bytes of every script and style sheet it loads until
 * no spinner is left and the network has been quiet for a while.
 */
async function openFresh(
  browser: Browser,
  baseUrl: string,
  path: string,
  token: string | null,
): Promise<PageBytes & { acceptEncoding: string }> {
  const context = await browser.newContext(
    token === null
      ? {}
      : {
          storageState: {
            cookies: [],
            origins: [{ origin: baseUrl, localStorage: [{ name: 'access_token', value: token }] }],
          },
        },
  );
  try {
    const page = await context.newPage();
    let bytes = 0;
    let acceptEncoding = '';
    const encodings = new Set<string>();
    const counting: Promise<void>[] = [];
    const failures: Error[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    page.on('requestfailed', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight--;
      lastActivity = Date.now();
      if (!scriptOrStyle(request)) return;
      counting.push(
        (async () => {
          const [sizes, response, sent] = await Promise.all([
            request.sizes(),
            request.response(),
            request.allHeaders(),
          ]);
          bytes += sizes.responseBodySize;
          encodings.add(response?.headers()['content-encoding'] ?? 'ingen');
          acceptEncoding = sent['accept-encoding'] ?? acceptEncoding;
        })().catch((error: unknown) => {
          failures.push(error instanceof Error ? error : new Error(String(error)));
        }),
      );
    });
    const deadline = Date.now() + 60_000;
    await page.goto(baseUrl + path, { timeout: 60_000 });
    // Playwright's networkidle (500 ms) fires too early on a busy machine: evaluating one chunk
    // can take longer than that before the next one is asked for.
    let settled = false;
    while (!settled && Date.now() < deadline) {
      await page.waitForTimeout(100);
      settled =
        inFlight <= 0 &&
        Date.now() - lastActivity >= QUIET_MS &&
        (await page.locator('.mantine-Loader-root').count()) === 0;
    }
    for (let awaited = 0; awaited < counting.length;) {
      const upTo = counting.length;
      await Promise.all(counting.slice(awaited, upTo));
      awaited = upTo;
    }
    if (failures[0]) throw failures[0];
    const landed = new URL(page.url()).pathname;
    return {
      kb: bytes / 1024,
      encodings: [...encodings].sort(),
      landedOn: landed === path ? null : landed,
      settled,
      acceptEncoding,
    };
  } finally {
    await context.close();
  }
}

/** Addresses without parameters that `role` may open: its signed-in screens and the public ones. */
function routesFor(role: RoleName): string[] {
  const plain = (path: string) => !path.includes(':') && !path.includes('*');
  return [
    ...SIGNED_IN_ROUTES.filter((r) => r.roles.includes(role)).map((r) => r.path),
    ...PUBLIC_ROUTES.map((r) => r.path),
  ].filter(plain);
}

/**
 * JS + CSS bytes as they arrive over the wire (compressed when the server compresses) for the
 * login page, and for every screen each signed-in person may open, each on a fresh load.
 */
export async function transferredBytes(baseUrl: string, people: Signed[]): Promise<Transfer> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const login = await openFresh(browser, baseUrl, '/', null);
    const jobs = people.flatMap((person) =>
      routesFor(person.role).map((path) => ({ person, path })),
    );
    const results: (RouteBytes['byRole'][number] & { path: string })[] = [];
    // Three pages at a time: bytes do not depend on timing, and L has many screens to open.
    const next = async (): Promise<void> => {
      const job = jobs.shift();
      if (!job) return;
      const page = await openFresh(browser, baseUrl, job.path, job.person.token);
      results.push({ ...page, path: job.path, label: job.person.label });
      return next();
    };
    await Promise.all([next(), next(), next()]);
    const paths = [...new Set(people.flatMap((p) => routesFor(p.role)))];
    return {
      login,
      routes: paths.map((path) => ({
        path,
        byRole: people.flatMap((p) =>
          results.filter((r) => r.path === path && r.label === p.label),
        ),
      })),
    };
  } finally {
    await browser.close();
  }
}
