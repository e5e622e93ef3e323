import { extractBatches } from './batch-text.ts';
import { readNoticeText } from './notice-fields.ts';
import { isAuthorisationWithdrawal, recallLevelIn } from './notice-kind.ts';
import type { FeedItem } from './feed-parse.ts';
import type { NoticeInput } from './store-notice.ts';

type RecallClass = NonNullable<NoticeInput['recall_class']>;

// '5 mg', '10 mg/ml', '5 000 IE/0,2 ml', '100 E/ml', '0,4 mg/dos', '13,7 g', '2 %'.
const NUMBER = String.raw`\d+(?:[ \u00a0]\d{3})*(?:[.,]\d+)?`;
const UNIT = String.raw`(?:mikrogram|mcg|µg|μg|mg|g|ml|IE|IU|E|U|enheter|mmol|%)`;
const STRENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUMBER}\s?${UNIT}(?:\s?\/\s?(?:${NUMBER}\s?)?(?:ml|g|dos|h|timme|timmar|dygn))?(?![\p{L}\p{N}])`,
  'giu',
);

const TITLE_PREFIX =
  /^(?:(?:indragning(?:ar)?|återkall(?:else|ande|ning)|tillbakadragande|recall|withdrawal)\s+(?:av|of)\s+(?:(?:en|ett|två|tre|flera|vissa|samtliga|alla|one|two|several|all|\d+)\s+)?(?:(?:batch(?:er|es)?|tillverkningssats(?:er)?|lots?)\s+(?:av|of)\s+)?|(?:indragning|återkallelse|recall)\s*:\s*)/i;
const TITLE_TAIL =
  /\s+[–—-]\s+.*$|:\s.*$|[,(]?\s*\b(?:batch|lot|ch\.?-?b\.?|tillverkningssats)\b.*$/i;

export type TitleProduct = {
  product_name: string;
  strength: string | null;
  pharmaceutical_form: string | null;
};

const tidy = (text: string) =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '');

/**
 * 'Indragning av Eliquis 5 mg filmdragerade tabletter – batch EQ2207' → Eliquis, 5 mg,
 * filmdragerade tabletter. A title naming several strengths keeps none, so no strength is missed.
 */
export function productFromTitle(title: string): TitleProduct {
  const cleaned = title.replace(TITLE_PREFIX, '').replace(TITLE_TAIL, '').trim();
  const strengths = [...cleaned.matchAll(STRENGTH)];
  const first = strengths[0];
  if (!first || first.index === 0)
    return {
      product_name: tidy(cleaned) || tidy(title),
      strength: null,
      pharmaceutical_form: null,
    };
  const name = tidy(cleaned.slice(0, first.index));
  const form = tidy(cleaned.slice(first.index + first[0].length).replace(STRENGTH, ' '));
  const several = new Set(strengths.map((s) => s[0].replace(/\s/g, '').toLowerCase())).size > 1;
  return {
    product_name: name,
    strength: several ? null : first[0].replace(/\s+/g, ' ').trim(),
    pharmaceutical_form: several ? null : form || null,
  };
}

/** The value after a label such as 'Varunummer:' on a line of the notice's text. */
function labelled(text: string, labels: string): string | null {
  const match = new RegExp(String.raw`(?:^|[\n.;])\s*(?:${labels})\s*:\s*([^\n;]+)`, 'iu').exec(
    text,
  );
  const value = match?.[1]?.trim().replace(/\.$/, '');
  return value ? value : null;
}

const CLASS_WORD = /(?<![\p{L}])(?:risk)?(?:klass|class)\s+(III|II|I|[123])(?![\p{L}\p{N}])/iu;
const ROMAN: Record<string, RecallClass> = { '1': 'I', '2': 'II', '3': 'III' };

export function recallClassIn(text: string): RecallClass | null {
  const found = CLASS_WORD.exec(text)?.[1]?.toUpperCase();
  if (!found) return null;
  return found === 'I' || found === 'II' || found === 'III' ? found : (ROMAN[found] ?? null);
}

/** What the notice says about the product, where it labels it. */
function labelledFields(body: string) {
  return {
    product: labelled(body, 'produkt(?:namn)?|product(?: name)?'),
    varunummer: /(?:varunummer|varunr|vnr)\.?\s*:?\s*(\d{6})(?!\d)/i.exec(body)?.[1] ?? null,
    gtin: /(?:GTIN|EAN)(?:-?kod)?\s*:?\s*(\d{8,14})(?!\d)/i.exec(body)?.[1] ?? null,
    strength: labelled(body, 'styrka|strength'),
    pharmaceutical_form: labelled(body, 'läkemedelsform|beredningsform|dosage form'),
    pack_size: labelled(body, 'förpackning(?:sstorlek)?|pack(?:age)? size'),
    reason: labelled(
      body,
      'orsak(?: till indragningen)?|anledning|skäl|reason(?: for (?:the )?recall)?',
    ),
  };
}

/** Without a labelled reason, the first sentence that gives one ('på grund av', 'due to'). */
function reasonSentence(body: string): string | null {
  const sentences = body.split(/(?<=[.!?])\s+|\n+/);
  return (
    sentences.find((s) => /\b(?:på grund av|pga\.?|eftersom|då det|due to|because)\b/i.test(s)) ??
    null
  );
}

/** A feed item as a notice to store; null when it names no product at all. */
export function noticeFromFeedItem(item: FeedItem): NoticeInput | null {
  const fields = labelledFields(item.body);
  const product = productFromTitle(fields.product ?? item.title);
  if (!product.product_name) return null;
  const text = `${item.title}\n${item.body}`;
  return {
    source: 'feed',
    external_id: item.identity,
    product_name: product.product_name,
    strength: fields.strength ?? product.strength,
    gtin: fields.gtin,
    varunummer: fields.varunummer,
    pharmaceutical_form: fields.pharmaceutical_form ?? product.pharmaceutical_form,
    pack_size: fields.pack_size,
    // The pasted-text reader also knows 'Riskklass: II' and 'Indragningsklass I'.
    recall_class: recallClassIn(text) ?? readNoticeText(text).recall_class,
    reason: fields.reason ?? reasonSentence(item.body),
    link: item.link,
    published_at: item.published_at,
    body: item.body || null,
    batches: extractBatches(text),
    level: recallLevelIn(text),
    kind: isAuthorisationWithdrawal(text) ? 'information' : 'recall',
  };
}
