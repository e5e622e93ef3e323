import type { RecallExtractResult } from '../../../shared/schemas/recall.ts';
import { extractBatches } from './batch-text.ts';

const FIELD_LINE =
  /^\s*(?:produkt(?:namn)?|läkemedel|preparat|product(?:\s+name)?|medicine)\s*[:：]\s*(?<name>.+)$/imu;
const TITLE_PREFIX =
  /^(?:indragning(?:\s+av)?|återkallelse(?:\s+av)?|återkallande(?:\s+av)?|återkallas|dras\s+in|recall(?:\s+of)?|product\s+recall|säkerhetsmeddelande|information\s+om)\s*[:–—-]?\s*/iu;
const STRENGTH =
  /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:mg\/ml|mg\/g|mikrogram\/dos|mikrogram|µg|mcg|mg|g|ml|IE\/ml|IE|E\/ml|%)(?![\p{L}])/iu;
const GTIN = /(?<![\p{L}\p{N}])(?:gtin|ean)\s*[:.]?\s*(?<value>\d{14}|\d{13}|\d{12}|\d{8})(?!\d)/iu;
const VARUNUMMER =
  /(?<![\p{L}\p{N}])(?:varunummer|varunr|vnr)\.?\s*[:.]?\s*(?<value>\d{6})(?!\d)/iu;
const RECALL_CLASS =
  /(?<![\p{L}\p{N}])(?:klass|class)\s+(?<value>III|II|I|[123])(?![\p{L}\p{N}])/iu;

const CLASS_BY_TEXT: Record<string, RecallExtractResult['recall_class']> = {
  I: 'I',
  II: 'II',
  III: 'III',
  '1': 'I',
  '2': 'II',
  '3': 'III',
};

/** A product name: a 'Produkt:' line, else the first line without 'Indragning av' and the like. */
function productName(text: string): string | null {
  const field = FIELD_LINE.exec(text)?.groups?.name;
  const line = field ?? text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const name = line
    .trim()
    .replace(TITLE_PREFIX, '')
    .split(/\s+[–—-]\s+|[.;]\s|,\s*(?:batch|lot|tillverkningssats)/iu)[0]
    ?.trim();
  if (!name) return null;
  return name.length > 300 ? name.slice(0, 300) : name;
}

/**
 * What a pasted notice says about its product and batches, as a suggestion the admin confirms:
 * product name, strength, GTIN, varunummer, class and batches with expiry dates.
 */
export function readNoticeText(text: string): RecallExtractResult {
  const product = productName(text);
  const strength = STRENGTH.exec(product ?? '')?.[0] ?? STRENGTH.exec(text)?.[0] ?? null;
  const recallClass = RECALL_CLASS.exec(text)?.groups?.value?.toUpperCase();
  return {
    product_name: product,
    strength: strength?.replace(/\s+/g, ' ') ?? null,
    gtin: GTIN.exec(text)?.groups?.value ?? null,
    varunummer: VARUNUMMER.exec(text)?.groups?.value ?? null,
    recall_class: recallClass ? (CLASS_BY_TEXT[recallClass] ?? null) : null,
    batches: extractBatches(text),
  };
}
