import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type * as PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake is CommonJS exporting one instance; its font files ship with the package.
const require = createRequire(import.meta.url);
const ROBOTO_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

let loaded: typeof PdfMake | null = null;

/** pdfmake on first use: it costs about 27 MB, which a server that prints nothing need not hold. */
function pdfmakeReady(): typeof PdfMake {
  if (loaded) return loaded;
  const pdfmake = require('pdfmake') as typeof PdfMake;
  pdfmake.addFonts({
    Roboto: {
      normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
      bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
      italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
      bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Documents are built from our own data: no downloads, and only the bundled fonts are read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(ROBOTO_DIR + sep));
  loaded = pdfmake;
  return pdfmake;
}

/** Renders a pdfmake document (font Roboto, which has å, ä and ö) to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmakeReady()
    .createPdf({ ...doc, defaultStyle: { font: 'Roboto', ...doc.defaultStyle } })
    .getBuffer();
}
