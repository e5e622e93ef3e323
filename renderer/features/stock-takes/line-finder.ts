import { looksLikeGs1, parseGs1 } from '../../../shared/gs1.ts';
import { parseMedvaktCode } from '../../../shared/qr-code.ts';
import type { StockTakeLine } from '../../../shared/schemas/stock-take.ts';

const key = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/**
 * The lines a scan points at: a shelf label's QR code names a medicine (all its batches), a pack's
 * GS1 DataMatrix or a typed batch number names one batch. Empty when nothing matches.
 */
export function linesForScan(scanned: string, lines: readonly StockTakeLine[]): StockTakeLine[] {
  const text = scanned.trim();
  if (!text) return [];
  const code = parseMedvaktCode(text);
  if (code) return lines.filter((l) => l.medicine_template_id === code.templateId);
  let batch = text;
  if (looksLikeGs1(text)) {
    const parsed = parseGs1(text);
    if (!parsed.ok || !parsed.fields.batch_number) return [];
    batch = parsed.fields.batch_number;
  }
  return lines.filter((l) => key(l.batch_number) === key(batch));
}

/** Lines whose medicine, batch or place holds the search text. */
export function linesMatching(search: string, lines: readonly StockTakeLine[]): StockTakeLine[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...lines];
  return lines.filter((l) => {
    const text = `${l.medicine_name} ${l.batch_number} ${l.location ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The next line after `id` in the list that nobody has counted, wrapping round; null if none. */
export function nextUncounted(lines: readonly StockTakeLine[], id: string): StockTakeLine | null {
  const at = lines.findIndex((l) => l.id === id);
  for (let step = 1; step <= lines.length; step += 1) {
    const line = lines[(at + step) % lines.length];
    if (line && line.counted === null && line.id !== id) return line;
  }
  return null;
}
