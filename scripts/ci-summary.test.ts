import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The end of a CI log as a person reads it: where the time went, what failed, and the last line.
const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'medvakt-ci-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const vitestReport = join(dir, 'unit.json');
writeFileSync(
  vitestReport,
  JSON.stringify({
    numTotalTests: 3,
    numPassedTests: 2,
    numFailedTests: 1,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [
      {
        name: join(ROOT, 'api/a.test.ts'),
        status: 'failed',
        assertionResults: [{ status: 'failed', fullName: 'a refusal is Swedish' }],
      },
    ],
  }),
);

function summarise(lines: string[], runSeconds?: number) {
  const status = join(dir, 'status');
  writeFileSync(status, lines.map((line) => line.split(' | ').join('\t')).join('\n') + '\n');
  const args = ['.ci/count.mjs', status, ...(runSeconds ? [String(runSeconds)] : [])];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return { out: run.stdout.trimEnd().split('\n'), code: run.status };
}

describe('the CI summary', () => {
  it("prints each step's and suite's seconds, the whole run's, the failed test, and the sum last", () => {
    const { out, code } = summarise(
      ['step | npm-ci | 0 |  | 114', `suite | unit | 1 | ${vitestReport} | 210`],
      1234,
    );
    expect(out).toContain('  npm-ci          114 s ok');
    expect(out).toContain('  unit            210 s 2 passed, 1 failed, 0 skipped');
    expect(out).toContain('      failed: api/a.test.ts › a refusal is Swedish');
    expect(out.at(-2)).toBe('  whole run      1234 s');
    expect(out.at(-1)).toBe('2 passed, 1 failed');
    expect(code).toBe(1);
  });

  it('counts a failed gate and a suite without results as failures, with or without seconds', () => {
    const { out, code } = summarise(['step | lint | 1', 'suite | e2e | 0 | /nowhere.json | 5']);
    expect(out).toContain('  lint                  FAILED (exit 1), counted as 1 failed');
    expect(out.at(-1)).toBe('0 passed, 2 failed');
    expect(code).toBe(1);
  });
});
