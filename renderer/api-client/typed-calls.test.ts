import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Compiles calls through the typed client with the project's compiler options, the way
 * `npm run typecheck` does, and reads which lines TypeScript refuses.
 */
const FIXTURE = resolve(dirname(import.meta.filename), 'typed-calls.fixture.ts');

function refusedLines(source: string): number[] {
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile('tsconfig.json', (path) => ts.sys.readFile(path)).config,
    ts.sys,
    resolve('.'),
  );
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => (resolve(path) === FIXTURE ? source : readFile(path));
  host.fileExists = (path) => resolve(path) === FIXTURE || ts.sys.fileExists(path);
  const program = ts.createProgram([FIXTURE], { ...config.options, noEmit: true }, host);
  const file = program.getSourceFile(FIXTURE);
  const lines = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === file && d.start !== undefined)
    .map((d) => ts.getLineAndCharacterOfPosition(file!, d.start!).line + 1);
  return [...new Set(lines)].sort((a, b) => a - b);
}

const linesMarked = (source: string, marker: string) =>
  source
    .split('\n')
    .flatMap((line, i) => (line.includes(marker) ? [i + 1] : []))
    .sort((a, b) => a - b);

const calls = `import { api, download } from './client.ts';

export async function calls(id: string) {
  const list = await api.GET('/inventory/items', { params: { query: { page: 1, size: 20 } } });
  const total: number = list.total;
  await api.PUT('/inventory/items/{id}', { params: { path: { id } }, body: { quantity: 3 } });
  await api.POST('/warnings/bulk-acknowledge', { body: { ids: [id] } });
  await download('/stock-takes/{id}/report.pdf', { params: { path: { id } } });
  await api.GET('/inventory/itemz'); // refused: no such path
  await api.GET('/inventory/items', { params: { query: { pages: 1 } } }); // refused: no such filter
  await api.POST('/warnings/bulk-acknowledge', { body: { id } }); // refused: ids is missing
  await api.PUT('/inventory/items/{id}', { body: { quantity: 3 } }); // refused: no id
  await api.DELETE('/inventory/items'); // refused: the path has no DELETE
  const named: string = list.items[0]?.medicine_nam ?? ''; // refused: no such field
  return [total, named];
}
`;

describe('the typed API client', () => {
  it('lets right calls through and refuses a path, parameter or field the API lacks', () => {
    expect(readFileSync('tsconfig.json', 'utf8')).toContain('"strict": true');
    expect(refusedLines(calls)).toEqual(linesMarked(calls, '// refused:'));
  }, 60_000);
});
