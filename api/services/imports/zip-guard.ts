import yauzl from 'yauzl';
import { invalid } from '../../errors.ts';

/** An .xlsx unpacked may be this large; a real sheet of 20,000 rows is a few megabytes. */
export const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const MAX_ENTRIES = 2_000;

const TOO_BIG = 'Filen blir för stor uppackad för att vara ett kalkylark. Ingenting lästes in.';
const BROKEN = 'Filen är inte en giltig .xlsx-fil. Spara den på nytt som Excel-arbetsbok (.xlsx).';

/**
 * Unpacks every entry of the zip once, counting bytes, before the spreadsheet reader sees it: a
 * zip bomb (a tiny file that unpacks to gigabytes, or lies about its sizes) is refused on the
 * way, never held in memory. yauzl stops an entry that unpacks to more than it declares.
 */
export function guardZip(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    let total = 0;
    let entries = 0;
    const fail = (message: string) => reject(invalid(message, undefined, 'IMPORT_FILE_REFUSED'));
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return fail(BROKEN);
      zip.on('error', () => fail(BROKEN));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > MAX_ENTRIES || total + entry.uncompressedSize > MAX_UNPACKED_BYTES) {
          zip.close();
          return fail(TOO_BIG);
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(BROKEN);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > MAX_UNPACKED_BYTES) {
              stream.destroy();
              zip.close();
              fail(TOO_BIG);
            }
          });
          stream.on('error', () => fail(BROKEN));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}
