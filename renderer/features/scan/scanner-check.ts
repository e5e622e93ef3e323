import { GS, looksLikeGs1, parseGs1 } from '../../../shared/gs1.ts';
import { parseMedvaktCode } from '../../../shared/qr-code.ts';
import {
  SCANNER_BURST,
  typedCharacter,
  withinKeyGapLimit,
  type KeyStroke,
} from './scanner-burst.ts';

/** What the scanner test found, and the settings to change, worst first. */
export type ScannerCheck = {
  text: string;
  keys: number;
  medianGapMs: number;
  widestGapMs: number;
  enter: boolean;
  groupSeparator: boolean;
  code: 'medvakt' | 'gs1' | null;
  advice: ScannerAdvice[];
};

export type ScannerAdvice = 'ok' | 'slow' | 'lenient' | 'noEnter' | 'noGroupSeparator' | 'notCode';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Judges one test scan: the keys as they came, and whether an Enter ended them. */
export function checkScanner(strokes: KeyStroke[], enter: boolean): ScannerCheck {
  const typed = strokes.flatMap((stroke) => {
    const character = typedCharacter(stroke);
    return character === null ? [] : [{ character, time: stroke.time }];
  });
  const text = typed.map((k) => k.character).join('');
  const gaps = typed.slice(1).map((k, i) => k.time - (typed[i]?.time ?? k.time));
  const widest = Math.round(Math.max(0, ...gaps));
  const gs1 = parseGs1(text);
  const code = parseMedvaktCode(text) ? 'medvakt' : gs1.ok ? 'gs1' : null;
  const groupSeparator = text.includes(GS);
  // Without GS a batch (10) runs on into the serial (21) after it: the code reads, but wrongly.
  const batchSwallowedSerial =
    gs1.ok &&
    !groupSeparator &&
    gs1.fields.serial === null &&
    /21/.test(gs1.fields.batch_number ?? '');
  const advice: ScannerAdvice[] = [];
  if (!withinKeyGapLimit(widest)) advice.push('slow');
  else if (widest > SCANNER_BURST.maxGapMs) advice.push('lenient');
  if (!enter) advice.push('noEnter');
  if (batchSwallowedSerial || (!code && looksLikeGs1(text) && !groupSeparator))
    advice.push('noGroupSeparator');
  else if (!code) advice.push('notCode');
  if (advice.length === 0) advice.push('ok');
  return {
    text,
    keys: typed.length,
    medianGapMs: Math.round(median(gaps)),
    widestGapMs: widest,
    enter,
    groupSeparator,
    code,
    advice,
  };
}
