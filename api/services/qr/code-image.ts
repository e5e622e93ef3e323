import QRCode from 'qrcode';
import { monochromePng } from './bitmap-png.ts';

/**
 * Medium error correction survives a scuffed or slightly bent label; four modules of quiet zone
 * is what the QR standard asks for, so a code cut out along the guides still scans.
 */
const ERROR_CORRECTION = 'M';
const QUIET_ZONE = 4;
const OPTIONS = { errorCorrectionLevel: ERROR_CORRECTION, margin: QUIET_ZONE } as const;

/** The code as an SVG document (black modules on a white square). */
export const codeSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { ...OPTIONS, type: 'svg' });

/** The code as a PNG data URL, large enough to print at about 4 cm. */
export const codePng = (text: string): Promise<string> =>
  QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png', width: 400 });

/**
 * Pixels per module on sheets. With one, viewers and printer drivers that smooth scaled images
 * blur every module edge; with four, only a thin rim is soft and the code stays crisp.
 */
const PIXELS_PER_MODULE = 4;

/** The code as a 1-bit PNG (quiet zone included), for PDF sheets. */
export function codeModulesPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const { size, data } = modules;
  return monochromePng(size + 2 * QUIET_ZONE, PIXELS_PER_MODULE, (x, y) => {
    const column = x - QUIET_ZONE;
    const row = y - QUIET_ZONE;
    return (
      column >= 0 && row >= 0 && column < size && row < size && data[row * size + column] === 1
    );
  });
}
