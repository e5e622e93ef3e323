import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Text that compresses; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a `.br` (brotli, best quality) and a `.gz` (gzip -9) copy beside every compressible file
 * of the build, when smaller, so the server sends them as they are instead of compressing each
 * request (api/http/static-renderer.ts).
 */
function precompress(): Plugin {
  return {
    name: 'medvakt-precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const bytes = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          for (const [suffix, packed] of [
            ['.br', br],
            ['.gz', gz],
          ] as const) {
            // A copy left from an earlier build would be sent in place of the new file.
            if (packed.length < bytes.length) await writeFile(`${path}${suffix}`, packed);
            else await rm(`${path}${suffix}`, { force: true });
          }
        }),
      );
    },
  };
}

/** Mantine's generated class names, as its components' code and its style sheets spell them. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * Fails the build when the code uses a Mantine class that no built style sheet defines: a
 * component whose styles renderer/app/mantine-styles.ts does not import yet.
 */
function mantineStylesComplete(): Plugin {
  return {
    name: 'medvakt-mantine-styles',
    apply: 'build',
    writeBundle(_options, bundle) {
      const files = Object.values(bundle);
      const defined = new Set(
        files.flatMap((f) =>
          f.type === 'asset' && f.fileName.endsWith('.css')
            ? (f.source.toString().match(MANTINE_CLASS) ?? [])
            : [],
        ),
      );
      const missing = new Set(
        files.flatMap((f) =>
          f.type === 'chunk'
            ? (f.code.match(MANTINE_CLASS) ?? []).filter((c) => !defined.has(c))
            : [],
        ),
      );
      if (missing.size === 0) return;
      const stylesDir = join(
        dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
        'styles',
      );
      const wanted = readdirSync(stylesDir)
        .filter((name) => !name.endsWith('.layer.css'))
        .filter((name) =>
          (readFileSync(join(stylesDir, name), 'utf8').match(MANTINE_CLASS) ?? []).some((c) =>
            missing.has(c),
          ),
        );
      this.error(
        `Mantine-klasser utan stilar (${[...missing].join(', ')}): importera ` +
          `${wanted.map((name) => `@mantine/core/styles/${name}`).join(', ')} i ` +
          'renderer/app/mantine-styles.ts.',
      );
    },
  };
}

export default defineConfig({
  root: 'renderer',
  // Absolute asset paths, so deep client routes (/scan/a/b) load their scripts.
  base: '/',
  plugins: [react(), mantineStylesComplete(), precompress()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
