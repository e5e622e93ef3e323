import { createCanvas, loadImage } from '@napi-rs/canvas';
import zx from '@zxing/library';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Gray = { data: Uint8ClampedArray; width: number; height: number };
export type Box = { x: number; y: number; width: number; height: number };

/** A PDF read back the way a viewer would: page sizes, page texts and pages drawn as pixels. */
export async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = Array.from({ length: doc.numPages }, (_, i) => i + 1);

  async function size(pageNo: number) {
    const [, , width, height] = (await doc.getPage(pageNo)).view;
    return { width: width!, height: height! };
  }

  async function text(pageNo: number): Promise<string> {
    const content = await (await doc.getPage(pageNo)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('')
      .replace(/\s+/g, ' ');
  }

  /** The page drawn in grey levels at `scale` pixels per point. */
  async function draw(pageNo: number, scale: number): Promise<Gray> {
    const page = await doc.getPage(pageNo);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport })
      .promise;
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const data = new Uint8ClampedArray(canvas.width * canvas.height);
    for (let i = 0; i < data.length; i += 1)
      data[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
    return { data, width: canvas.width, height: canvas.height };
  }

  /**
   * The QR code text in each box (in points) of a page, or null. zxing misreads some codes at
   * some sizes (vector-drawn ones too), so each box is tried at a few scales, as a scanner held
   * at a few distances would.
   */
  async function codesIn(pageNo: number, boxes: readonly Box[]): Promise<(string | null)[]> {
    const found: (string | null)[] = boxes.map(() => null);
    for (const scale of [1.5, 1.25, 2, 1.75, 1, 2.5, 3, 2.25, 3.5]) {
      if (found.every((text) => text !== null)) break;
      const image = await draw(pageNo, scale);
      boxes.forEach((box, i) => {
        found[i] ??= decodeQr(image, {
          x: box.x * scale,
          y: box.y * scale,
          width: box.width * scale,
          height: box.height * scale,
        });
      });
    }
    return found;
  }

  return { pageCount: doc.numPages, pages, size, text, draw, codesIn, close: () => doc.destroy() };
}

/** The text of the QR code inside the box (in pixels) of a drawn page, or null. */
export function decodeQr(image: Gray, box: Box): string | null {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.min(image.width - left, Math.ceil(box.width));
  const height = Math.min(image.height - top, Math.ceil(box.height));
  const source = new zx.RGBLuminanceSource(image.data, image.width, image.height);
  const cropped = source.crop(left, top, width, height);
  const hints = new Map<zx.DecodeHintType, unknown>([[zx.DecodeHintType.TRY_HARDER, true]]);
  // Two ways of telling dark from light: each reads some codes the other misses.
  for (const binarizer of [zx.HybridBinarizer, zx.GlobalHistogramBinarizer]) {
    try {
      const bitmap = new zx.BinaryBitmap(new binarizer(cropped));
      return new zx.QRCodeReader().decode(bitmap, hints).getText();
    } catch {
      // Not read this way; try the next.
    }
  }
  return null;
}

/** The text of the QR code in a PNG data URL, or null; tried at a few sizes like codesIn. */
export async function decodePngDataUrl(dataUrl: string): Promise<string | null> {
  const picture = await loadImage(
    Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'),
  );
  for (const size of [180, 220, 150, 260, picture.width]) {
    const canvas = createCanvas(size, size);
    const context = canvas.getContext('2d');
    context.drawImage(picture, 0, 0, size, size);
    const rgba = context.getImageData(0, 0, size, size).data;
    const data = new Uint8ClampedArray(size * size);
    for (let i = 0; i < data.length; i += 1) data[i] = rgba[i * 4]!;
    const text = decodeQr(
      { data, width: size, height: size },
      { x: 0, y: 0, width: size, height: size },
    );
    if (text) return text;
  }
  return null;
}
