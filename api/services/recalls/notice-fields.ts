import type { RecallExtractResult } from '../../../shared/schemas/recall.ts';
import { extractBatches } from './batch-text.ts';

const FIELD_LINE =
  /^\s*(?:produkt(?:namn)?|läkemedel|preparat|product(?:\s+name)?|medicine)\s*[:：]\s*(?<name>.+)$/imu;
const SUBJECT = String.raw`(?:(?:ämne|subject|angående|ang|re|sv|fw|vb)\s*:\s*)*`;
const ACT = String.raw`(?:indragning(?:ar)?|återkallelse|återkallande|återkallning|tillbakadragande|avregistrering|(?:product\s+)?recall|withdrawal)(?![\p{L}])(?:\s+(?:av|of))?`;
// 'Tillbakadragande av godkännande för X', 'Indragning av två batcher av X', '… batch 220931 av X'.
const OF_AUTHORISATION = String.raw`(?:\s+(?:godkännande(?:t)?|försäljningstillstånd(?:et)?|marknadsföringstillstånd(?:et)?|(?:the\s+)?marketing\s+authori[sz]ation)(?:\s+för\s+försäljning)?(?:\s+(?:för|av|of))?)?`;
const BATCH_NUMBERS = String.raw`[\p{L}\p{N}-]*\p{N}[\p{L}\p{N}-]*(?:\s*(?:,|och|and)\s*[\p{L}\p{N}-]*\p{N}[\p{L}\p{N}-]*)*`;
const OF_BATCHES = String.raw`(?:(?:\s+(?:en|ett|två|tre|flera|vissa|samtliga|alla|one|two|several|all|\d+))?\s+(?:batch(?:er|es)?|tillverkningssats(?:er)?|lots?|förpackningar|packs)(?:\s+${BATCH_NUMBERS})?\s+(?:av|of))?`;
const OTHER_TITLE = String.raw`(?:återkallas|dras\s+in|säkerhetsmeddelande|(?:viktig\s+)?information\s+om)(?![\p{L}])`;
const TITLE_PREFIX = new RegExp(
  String.raw`^${SUBJECT}(?:(?:viktig\s+)?information\s+om\s+)?(?:${ACT}${OF_AUTHORISATION}${OF_BATCHES}|${OTHER_TITLE})\s*[:–—-]?\s*`,
  'iu',
);
const GENERIC_NAME =
  /^(?:av\s+)?(?:läkemedel(?:et)?|produkte?n?|medicines?|medicinal\s+products?)?$/iu;
const NAME_END =
  /\s+[–—-]\s+|[.;]\s|,\s*(?:batch|lot|tillverkningssats)|,\s*\d+\s*(?:st|x|×)(?![\p{L}])/iu;
const STRENGTH =
  /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:mg\/ml|mg\/g|mikrogram\/dos|mikrogram\/ml|µg\/ml|mikrogram|µg|mcg|mg|g|ml|IE\/ml|IE|E\/ml|%)(?![\p{L}])/iu;
const GTIN = /(?<![\p{L}\p{N}])(?:gtin|ean)\s*[:.]?\s*(?<value>\d{14}|\d{13}|\d{12}|\d{8})(?!\d)/iu;
const VARUNUMMER =
  /(?<![\p{L}\p{N}])(?:varunummer|varunr|vnr)\.?\s*[:.]?\s*(?<value>\d{6})(?!\d)/iu;
const RECALL_CLASS =
  /(?<![\p{L}\p{N}])(?:indragnings|risk)?(?:klass|class)\s*[:.]?\s*(?<value>III|II|I|[123])(?![\p{L}\p{N}])/giu;

const CLASS_BY_TEXT: Record<string, RecallExtractResult['recall_class']> = {
  I: 'I',
  II: 'II',
  III: 'III',
  '1': 'I',
  '2': 'II',
  '3': 'III',
};

const nameOf = (line: string) => line.trim().replace(TITLE_PREFIX, '').split(NAME_END)[0]?.trim();

/**
 * A product name: a 'Produkt:' line, else the first title line ('Indragning av …', 'Ämne:
 * Indragning – …') that names more than 'läkemedel', else the first line.
 */
function productName(text: string): string | null {
  const field = FIELD_LINE.exec(text)?.groups?.name;
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const title = lines.find(
    (l) => TITLE_PREFIX.test(l.trim()) && !GENERIC_NAME.test(nameOf(l) ?? ''),
  );
  const name = nameOf(field ?? title ?? lines[0] ?? '');
  if (!name) return null;
  return name.length > 300 ? name.slice(0, 300) : name;
}

const strengthKey = (strength: string) =>
  strength.replace(/\s+/g, '').replace(',', '.').toLowerCase();

/** The product's strength, else the text's when it names only one (a letter may name several). */
function strengthOf(product: string | null, text: string): string | null {
  const own = STRENGTH.exec(product ?? '')?.[0];
  if (own) return own;
  const named = [...text.matchAll(new RegExp(STRENGTH.source, 'giu'))].map(([s]) => s);
  return new Set(named.map(strengthKey)).size === 1 ? (named[0] ?? null) : null;
}

/**
 * What a pasted notice says about its product and batches, as a suggestion the admin confirms:
 * product name, strength, GTIN, varunummer, class and batches with expiry dates.
 */
export function readNoticeText(text: string): RecallExtractResult {
  const product = productName(text);
  const strength = strengthOf(product, text);
  // 'klass i' in lower case is the Swedish preposition ('klass i Sverige'), not class I.
  const recallClass = [...text.matchAll(RECALL_CLASS)]
    .map((m) => m.groups?.value ?? '')
    .find((value) => value === value.toUpperCase());
  return {
    product_name: product,
    strength: strength?.replace(/\s+/g, ' ') ?? null,
    gtin: GTIN.exec(text)?.groups?.value ?? null,
    varunummer: VARUNUMMER.exec(text)?.groups?.value ?? null,
    recall_class: recallClass ? (CLASS_BY_TEXT[recallClass] ?? null) : null,
    batches: extractBatches(text),
  };
}
