import { parseGs1 } from '../../../shared/gs1.ts';
import { parseMedvaktCode } from '../../../shared/qr-code.ts';

/** Whether a scanned text is a whole code the scan screen reads: ours, or a pack's GS1 code. */
export const isWholeCode = (text: string): boolean =>
  parseMedvaktCode(text) !== null || parseGs1(text).ok;
