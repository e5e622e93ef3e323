import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** Whether Prometheus's `promtool` is on the PATH (Debian's `prometheus` package). */
export function hasPromtool(): boolean {
  return spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** What `promtool check metrics` finds in a scrape, one finding a line; none when it passes. */
export function promtoolFindings(scrape: string): string[] {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: scrape, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool kunde inte köras: ${run.error.message}`);
  const findings = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.trim());
  if (run.status !== 0 && findings.length === 0)
    throw new Error(`promtool avslutades med kod ${String(run.status)} utan att säga varför`);
  return findings;
}

/**
 * A test that `promtool check metrics` passes what `scrape` answers. Without promtool (Debian's
 * `prometheus` package) only CI fails it: .ci/run installs it.
 */
export function itPassesPromtool(name: string, scrape: () => Promise<string>): void {
  it.skipIf(!hasPromtool() && !process.env.CI)(name, async () => {
    expect(promtoolFindings(await scrape())).toEqual([]);
  });
}
