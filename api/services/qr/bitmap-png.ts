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
 * A square black-and-white PNG with one bit per pixel; `isDark(x, y)` says which pixels are
 * black. A PDF embeds such a file as it is, so a page of them costs almost nothing to draw.
 */
export function monochromePng(size: number, isDark: (x: number, y: number) => boolean): Buffer {
  const rowBytes = Math.ceil(size / 8);
  // Each row starts with filter type 0; a set bit is white in a grey-scale image.
  const raw = Buffer.alloc((rowBytes + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (rowBytes + 1) + 1;
    for (let x = 0; x < size; x += 1) {
      if (!isDark(x, y)) raw[row + (x >> 3)] = (raw[row + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
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
