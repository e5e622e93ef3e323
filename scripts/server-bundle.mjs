import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

// The server's entry points as one file each: `npm run build:server` ships them, and the tests
// start processes from them (a bundle starts in a third of the CPU time the TypeScript loader takes).

/** What dist/server/ holds: the server and the two commands beside it. */
export const SERVER_ENTRIES = {
  server: 'api/server.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
};

/**
 * Bundles `entryPoints` into `outdir` as `<name>.mjs`, the packages left to node_modules. Each
 * file is written whole under another name and renamed into place, so a process starting from a
 * bundle another run is writing never reads half of one.
 */
export async function bundleServer({
  outdir,
  entryPoints = SERVER_ENTRIES,
  define,
  banner,
  splitting = false,
}) {
  const result = await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    splitting,
    chunkNames: '[name]-[hash]',
    target: 'node20',
    packages: 'external',
    define,
    banner: banner ? { js: banner } : undefined,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}
