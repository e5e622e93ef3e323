import { MAX_PRINT_BYTES, type PrintOptions } from '../../shared/kiosk.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { platform, PrintTooLargeError, type Platform, type PrintOutcome } from './platform.ts';

export type { PrintOutcome } from './platform.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Prints a PDF file through the platform: silently in the kiosk, via the print dialog elsewhere. */
export async function printPdfFile(
  pdf: Blob,
  options?: PrintOptions,
  target: Platform = platform(),
): Promise<PrintOutcome> {
  const result: unknown = await target.printPdf(new Uint8Array(await pdf.arrayBuffer()), options);
  if (target.kind === 'browser') return { via: 'dialog' };
  const printer: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'printer') : null;
  return { via: 'kiosk', printer: typeof printer === 'string' && printer ? printer : null };
}

/** Prints the screen as it shows now: silently in the kiosk, via the print dialog elsewhere. */
export function printScreen(title: string, target: Platform = platform()): Promise<PrintOutcome> {
  return target.printPage({ title });
}

export function printOutcomeText(outcome: PrintOutcome, t: Translate): string {
  if (outcome.via === 'dialog') return t('print.dialog');
  return outcome.printer
    ? t('print.sentTo', { printer: outcome.printer })
    : t('print.sentToDefault');
}

const REMOTE_PREFIX = /^Error invoking remote method '[^']*':\s*(?:[A-Za-z]*Error:\s*)?/;
const megabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

/** Why a print failed, for a person: the kiosk's or browser's own words, else a plain hint. */
export function printFailureDetail(error: unknown, t: Translate): string {
  if (error instanceof PrintTooLargeError)
    return t('print.tooLarge', { size: megabytes(error.bytes), max: megabytes(MAX_PRINT_BYTES) });
  const message = error instanceof Error ? error.message.replace(REMOTE_PREFIX, '').trim() : '';
  return message || t('print.unknown');
}
