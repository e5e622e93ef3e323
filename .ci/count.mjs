import { existsSync, readFileSync } from 'node:fs';

// Sums the CI run into one last line `N passed, N failed`; exits 1 unless everything passed.
// Input: a status file written by .ci/run, one line per step, tab-separated, and the run's seconds:
//   step   <name> <exit code> (empty) <seconds>         a gate (npm ci, lint, typecheck, build)
//   suite  <name> <exit code> <results.json> <seconds>  a test suite (Vitest or Playwright JSON)
// A failed gate counts as 1 failed. A suite without readable results counts as 1 failed, and so
// does a suite that exited non-zero without any failed test (crash, unhandled error, no tests).
// Skipped, todo and not-run tests are not counted as passed.

// Names of the tests that failed (and, for Playwright, passed only on a retry), so the end of a
// long CI log says which ones without scrolling back.
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = relative(file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${where} › ${t.fullName ?? t.title}`);
    if (file.status === 'failed' && failedTests.length === 0)
      names.push(`${where} (outside a test)`);
  }
  return { failedNames: names, flakyNames: [] };
}

function playwrightOutcomes(report) {
  const failedNames = [];
  const flakyNames = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} › ${[...titles.slice(1), spec.title].join(' › ')}`;
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failedNames.push(name);
        if (test.status === 'flaky') flakyNames.push(name);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return { failedNames, flakyNames };
}

function relative(path) {
  const root = `${process.cwd()}/`;
  return path.startsWith(root) ? path.slice(root.length) : path;
}

function countVitest(report) {
  const fileErrors = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + fileErrors,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    note: fileErrors > 0 ? `${fileErrors} test file(s) failed outside a test` : '',
    ...vitestFailures(report),
  };
}

function countPlaywright(report) {
  const stats = report.stats;
  const errors = (report.errors ?? []).length;
  const failed = (stats.unexpected ?? 0) + (errors > 0 && !stats.unexpected ? 1 : 0);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed,
    skipped: stats.skipped ?? 0,
    note: [
      errors > 0 ? `${errors} error(s) outside tests` : '',
      stats.flaky ? `${stats.flaky} flaky` : '',
    ]
      .filter(Boolean)
      .join(', '),
    ...playwrightOutcomes(report),
  };
}

// "  86 s" right-aligned, so the summary reads as a table of where CI's time went.
function took(seconds) {
  const value = Number(seconds);
  if (seconds === undefined || seconds === '' || !Number.isFinite(value)) return '      ';
  return `${String(Math.round(value)).padStart(4)} s`;
}

function readReport(file) {
  if (!file || !existsSync(file)) return { error: 'no results file' };
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof report.numTotalTests === 'number') return countVitest(report);
    if (report.stats && typeof report.stats.expected === 'number') return countPlaywright(report);
    return { error: 'unknown results format' };
  } catch (error) {
    return {
      error: `unreadable results: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

const statusFile = process.argv[2];
const runSeconds = Number(process.argv[3]);
const lines =
  statusFile && existsSync(statusFile) ? readFileSync(statusFile, 'utf8').split('\n') : [];
let passed = 0;
let failed = 0;
if (lines.every((line) => !line.trim())) {
  console.log('no steps recorded');
  failed += 1;
}

console.log('== CI summary ==');
for (const line of lines) {
  if (!line.trim()) continue;
  const [kind, name, codeText, file, secondsText] = line.split('\t');
  const code = Number(codeText);
  const label = `${(name ?? '?').padEnd(14)} ${took(secondsText)}`;
  if (kind === 'step') {
    if (code === 0) console.log(`  ${label} ok`);
    else {
      failed += 1;
      console.log(`  ${label} FAILED (exit ${codeText}), counted as 1 failed`);
    }
    continue;
  }
  const result = readReport(file);
  if (result.error) {
    failed += 1;
    console.log(`  ${label} FAILED: ${result.error} (exit ${codeText}), counted as 1 failed`);
    continue;
  }
  let { failed: suiteFailed } = result;
  const notes = result.note ? [result.note] : [];
  if (code !== 0 && suiteFailed === 0) {
    suiteFailed = 1;
    notes.push(`exit ${codeText} without a failed test, counted as 1 failed`);
  }
  passed += result.passed;
  failed += suiteFailed;
  const extra = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  console.log(
    `  ${label} ${result.passed} passed, ${suiteFailed} failed, ${result.skipped} skipped${extra}`,
  );
  for (const name of result.failedNames ?? []) console.log(`      failed: ${name}`);
  for (const name of result.flakyNames ?? [])
    console.log(`      flaky (passed on a retry): ${name}`);
}

if (Number.isFinite(runSeconds) && runSeconds > 0)
  console.log(`  ${'whole run'.padEnd(14)} ${took(runSeconds)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
