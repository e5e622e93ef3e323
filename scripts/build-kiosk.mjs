import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildRendererIfNeeded } from './build-if-needed.mjs';

export const KIOSK_OUT = 'dist/electron';

/**
 * Loaded at run time from node_modules, never bundled: Electron itself, native modules (rebuilt for
 * Electron and unpacked from the archive), and packages that read their own files (fonts, assets).
 */
export const API_EXTERNAL = [
  'electron',
  'better-sqlite3',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'pdfmake',
  'swagger-ui-dist',
];

// CommonJS has no import.meta: the API finds resources/ and packages relative to its own file.
const importMetaUrl = {
  define: { 'import.meta.url': '__bundleFileUrl' },
  banner: { js: "const __bundleFileUrl = require('node:url').pathToFileURL(__filename).href;" },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
};

/** Bundles main, preload and the embedded API into `outdir` (main.cjs, preload.cjs, api-process.cjs). */
export async function bundleKiosk(outdir = KIOSK_OUT) {
  await Promise.all([
    build({
      ...common,
      ...importMetaUrl,
      entryPoints: ['electron/main.ts'],
      outfile: `${outdir}/main.cjs`,
      external: ['electron'],
    }),
    // A sandboxed preload may require only 'electron' and a few built-ins: no banner here.
    build({
      ...common,
      entryPoints: ['electron/preload.ts'],
      outfile: `${outdir}/preload.cjs`,
      external: ['electron'],
    }),
    build({
      ...common,
      ...importMetaUrl,
      entryPoints: ['electron/api-process.ts'],
      outfile: `${outdir}/api-process.cjs`,
      external: API_EXTERNAL,
    }),
  ]);
}

/** The renderer (vite, when its sources changed) and the kiosk bundles. */
export async function buildKiosk() {
  buildRendererIfNeeded();
  await bundleKiosk();
  console.log(`Kiosken är byggd i ${KIOSK_OUT}/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildKiosk();
