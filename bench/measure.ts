import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

export type Load = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** A fixed-duration load run with `connections` parallel keep-alive connections. */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Load> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Median time of `rounds` sequential requests, after a few warm-up rounds. */
export async function medianMs(
  url: string,
  headers: Record<string, string>,
  rounds: number,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} svarade ${res.status}`);
    await res.arrayBuffer();
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** Gzipped size in KB of every script the login page loads in Chromium. */
export async function loginPageScriptsKb(baseUrl: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await page
      .getByLabel(/e-post/i)
      .first()
      .waitFor();
    const sizes = await Promise.all(scripts);
    return sizes.reduce((a, b) => a + b, 0) / 1024;
  } finally {
    await browser.close();
  }
}
