import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUT = 'dist/renderer/index.html';
const SOURCES = ['renderer', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds the renderer when it is missing or older than its sources. */
export function buildRendererIfNeeded() {
  const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
  const sources = Math.max(...SOURCES.filter((p) => existsSync(p)).map(newestChange));
  if (built >= sources) return;
  console.log('Bygger gränssnittet (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
