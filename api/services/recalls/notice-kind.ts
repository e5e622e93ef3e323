import { extractBatches } from './batch-text.ts';

/** Who must act on a recall, from the wholesaler down to the patient. */
import type { RecallLevel } from '../../../shared/schemas/recall.ts';

const DEPTH: RecallLevel[] = ['grossist', 'apotek', 'vårdgivare', 'konsument'];

// Pharmacies come before care: a 'sjukhusapotek' is a pharmacy.
const LEVEL_WORDS: [RegExp, RecallLevel][] = [
  [/^(?:konsument|patient|consumer|användar)/u, 'konsument'],
  [/apotek|^pharmac|^retail|^detaljhandel/u, 'apotek'],
  [/^(?:vårdgivar|vårdenhet|sjukhus|hospital|healthcare|klinik|vård)/u, 'vårdgivare'],
  [/^(?:grossist|partihandel|wholesal|distribut)/u, 'grossist'],
];

const NEGATION = /(?<![\p{L}])(?:inte|ej|icke|ingen|not|no)(?![\p{L}])/iu;

/** Where a notice names its level: 'vårdgivarnivå', 'Indragningsnivå: …', 'Level: …'. */
const LEVEL_PLACES = [
  /(?<![\p{L}])(?<list>\p{L}+?)s?nivå(?:n|er)?(?![\p{L}])/giu,
  /(?<![\p{L}])(?:(?:indragnings|återkallelse|återkallnings)?nivå(?:n)?|(?:recall\s+)?level)\s*(?:är|is|[:–-])\s*(?<list>[^\n.;]+)/giu,
];
/** Only in a sentence about the recall: 'Indragningen omfattar …', '… recalling … to … level'. */
const RECALL_LEVEL_PLACES = [
  /(?<![\p{L}])(?:omfattar|riktar\s+sig\s+till|sker\s+(?:hos|på|till))\s+(?<list>[^\n.;]+)/giu,
  /(?<![\p{L}])to\s+(?:the\s+)?(?<list>[\p{L} ,/]{1,60}?)\s+levels?(?![\p{L}])/giu,
];

function levelOfWord(word: string): RecallLevel | null {
  const lower = word.toLowerCase();
  return LEVEL_WORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

/** The levels a phrase names, up to a word like 'inte' that negates the rest. */
function levelsIn(list: string): RecallLevel[] {
  const affirmed = list.split(NEGATION)[0] ?? '';
  return [...affirmed.matchAll(/\p{L}+/gu)]
    .map(([word]) => levelOfWord(word))
    .filter((level): level is RecallLevel => level !== null);
}

/**
 * The level a recall letter names ('Indragningsnivå: vårdgivare', 'på apoteksnivå', 'ned till
 * konsumentnivå', 'omfattar apotek och vårdgivare'); when it names several, the deepest one
 * (konsument, vårdgivare, apotek, grossist). Null when it names none: who a letter is addressed
 * to ('Till vårdgivare') is not its level.
 */
export function recallLevelIn(text: string): RecallLevel | null {
  let deepest = -1;
  for (const sentence of sentencesOf(text)) {
    const places = recallsSomething(sentence)
      ? [...LEVEL_PLACES, ...RECALL_LEVEL_PLACES]
      : LEVEL_PLACES;
    for (const place of places) {
      for (const match of sentence.matchAll(place)) {
        if (NEGATION.test(sentence.slice(Math.max(0, match.index - 12), match.index))) continue;
        for (const level of levelsIn(match.groups?.list ?? ''))
          deepest = Math.max(deepest, DEPTH.indexOf(level));
      }
    }
  }
  return DEPTH[deepest] ?? null;
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/u).filter((s) => s.trim() !== '');
}

/** The holder of an authorisation is named in ordinary recall letters; it says nothing of withdrawal. */
const HOLDER =
  /innehavare\p{L}*\s+av\s+(?:godkännandet|marknadsföringstillståndet|försäljningstillståndet)(?:\s+för\s+försäljning)?|marketing\s+authori[sz]ation\s+holders?/giu;
const AUTHORISATION =
  /godkännande|försäljningstillstånd|marknadsföringstillstånd|marketing\s+authori[sz]ation/iu;
const ENDS = /tillbaka|upphör|återkall|indrag|withdraw|revok|cancel/iu;
const DEREGISTRATION = /avregistr|deregist/iu;
const RECALL_VERB =
  /\p{L}*(?:indrag|återkall|recall)\p{L}*|(?<![\p{L}])(?:dras|drar|dra|drog|dragits)\s+in(?![\p{L}])|(?:tillbakadragande\s+av|(?:drar|dras|dra)\s+tillbaka)\s+(?:\p{L}+\s+)?(?:batch|tillverkningssats|lot)/giu;

function endsAuthorisation(sentence: string): boolean {
  return DEREGISTRATION.test(sentence) || (AUTHORISATION.test(sentence) && ENDS.test(sentence));
}

/** A recall verb that is not about the authorisation ('återkallat godkännandet') nor denied ('ingen indragning'). */
function recallsSomething(sentence: string): boolean {
  return [...sentence.matchAll(RECALL_VERB)].some((verb) => {
    const before = sentence.slice(0, verb.index).split(/\s+/).slice(-3).join(' ');
    const after = sentence
      .slice(verb.index + verb[0].length)
      .trim()
      .split(/\s+/)
      .slice(0, 3);
    return !AUTHORISATION.test(`${before} ${after.join(' ')}`) && !NEGATION.test(before);
  });
}

/**
 * True for a notice about a withdrawn marketing authorisation ('tillbakadragande av godkännandet',
 * 'avregistrering'), which is information and not a recall. A text that names batches or recalls
 * anything else ('drar in samtliga förpackningar') is a recall, whatever it says about the
 * authorisation.
 */
export function isAuthorisationWithdrawal(text: string): boolean {
  const sentences = sentencesOf(text.replace(HOLDER, 'innehavaren'));
  if (!sentences.some(endsAuthorisation) || sentences.some(recallsSomething)) return false;
  return extractBatches(text).length === 0;
}
