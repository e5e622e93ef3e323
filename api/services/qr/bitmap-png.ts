import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(typed) >>> 0, 4);
  return Buffer.concat([frame.subarray(0, 4), typed, frame.subarray(4)]);
}

/**
 * A square black-and-white PNG with one bit per pixel, drawn from a grid of `cells` × `cells`
 * where `isDark(column, row)` says which cells are black and each cell is `scale` pixels wide.
 * A PDF embeds such a file as it is, so a page of them costs almost nothing to draw.
 */
export function monochromePng(
  cells: number,
  scale: number,
  isDark: (column: number, row: number) => boolean,
): Buffer {
  const size = cells * scale;
  const rowBytes = Math.ceil(size / 8);
  // Each row starts with filter type 0; a set bit is white in a grey-scale image.
  const raw = Buffer.alloc((rowBytes + 1) * size);
  for (let row = 0; row < cells; row += 1) {
    const first = row * scale * (rowBytes + 1);
    for (let x = 0; x < size; x += 1) {
      const at = first + 1 + (x >> 3);
      if (!isDark(Math.floor(x / scale), row)) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
    // The other pixel rows of a cell row are copies of its first.
    for (let copy = 1; copy < scale; copy += 1)
      raw.copy(raw, first + copy * (rowBytes + 1), first, first + rowBytes + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grey scale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
