import { describe, expect, it } from 'vitest';
import { GS } from '../../../shared/gs1.ts';
import { isWholeCode } from './scan-code.ts';
import {
  createScannerBurst,
  isGroupSeparatorKey,
  KEY_GAP_LIMIT_MS,
  SCANNER_BURST,
  type KeyStroke,
} from './scanner-burst.ts';

const CODE = 'http://127.0.0.1:8080/qr/a/b/token';

type Key = string | Partial<KeyStroke>;

/** Feeds keys `gap` ms apart and returns the steps of the last one (normally Enter). */
function typeKeys(keys: Key[], gap: number, start = 1000) {
  const burst = createScannerBurst();
  const steps = keys.map((key, i) =>
    burst.push({
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      time: start + i * gap,
      ...(typeof key === 'string' ? { key } : { key: '', ...key }),
    }),
  );
  return { burst, steps, last: steps.at(-1) };
}

const chars = (text: string): string[] => text.split('');

describe('scanner burst', () => {
  it('takes fast keys ending in Enter as one scan', () => {
    expect(typeKeys([...chars(CODE), 'Enter'], 10).last).toEqual({ kind: 'scan', text: CODE });
    expect(typeKeys([...chars(CODE), 'Enter'], 50).last).toEqual({ kind: 'scan', text: CODE });
  });

  it('ignores a person typing at their pace', () => {
    expect(typeKeys([...chars(CODE), 'Enter'], 51).last).toEqual({ kind: 'ignored' });
    expect(typeKeys([...chars('hej hej'), 'Enter'], 120).last).toEqual({ kind: 'ignored' });
  });

  it('needs at least five characters', () => {
    expect(typeKeys([...chars('abcd'), 'Enter'], 5).last).toEqual({ kind: 'ignored' });
    expect(typeKeys([...chars('abcde'), 'Enter'], 5).last).toEqual({ kind: 'scan', text: 'abcde' });
  });

  it('needs the Enter to follow within the gap', () => {
    const burst = createScannerBurst();
    let time = 0;
    for (const key of chars(CODE)) {
      time += 10;
      burst.push({ key, ctrlKey: false, altKey: false, metaKey: false, time });
    }
    expect(
      burst.push({ key: 'Enter', ctrlKey: false, altKey: false, metaKey: false, time: time + 400 }),
    ).toEqual({ kind: 'ignored' });
  });

  it('starts afresh after a pause, so slow keys before a scan are dropped', () => {
    const burst = createScannerBurst();
    const press = (key: string, time: number) =>
      burst.push({ key, ctrlKey: false, altKey: false, metaKey: false, time });
    press('x', 0);
    press('y', 300);
    let time = 1000;
    for (const key of chars('ABCDEF')) press(key, (time += 8));
    expect(press('Enter', time + 8)).toEqual({ kind: 'scan', text: 'ABCDEF' });
    // The next scan does not carry the first one's characters.
    for (const key of chars('GHIJKL')) press(key, (time += 1000));
    expect(press('Enter', time + 8)).toEqual({ kind: 'ignored' });
  });

  it('skips modifier keys inside a burst (Shift before capitals)', () => {
    const keys: Key[] = ['Shift', 'A', 'B', 'Shift', 'C', 'd', 'e', 'Enter'];
    expect(typeKeys(keys, 5).last).toEqual({ kind: 'scan', text: 'ABCde' });
  });

  it('turns the GS keys of scanners into the group separator', () => {
    const gs1 = (separator: Partial<KeyStroke>): Key[] => [
      ...chars('0109506000134352'),
      ...chars('10EQ2207'),
      separator,
      ...chars('17270531'),
      'Enter',
    ];
    const expected = { kind: 'scan', text: `010950600013435210EQ2207${GS}17270531` };
    expect(typeKeys(gs1({ key: ']', code: 'BracketRight', ctrlKey: true }), 5).last).toEqual(
      expected,
    );
    expect(typeKeys(gs1({ key: '¨', code: 'BracketRight', ctrlKey: true }), 5).last).toEqual(
      expected,
    );
    expect(typeKeys(gs1({ key: 'Dead', code: 'BracketRight', ctrlKey: true }), 5).last).toEqual(
      expected,
    );
    expect(typeKeys(gs1({ key: GS }), 5).last).toEqual(expected);
  });

  it('keeps AltGr characters and drops shortcuts', () => {
    const altGr: Key = { key: '@', ctrlKey: true, altKey: true };
    expect(typeKeys([...chars('user'), altGr, ...chars('host'), 'Enter'], 5).last).toEqual({
      kind: 'scan',
      text: 'user@host',
    });
    const shortcut: Key = { key: 'c', ctrlKey: true };
    expect(typeKeys([...chars('abc'), shortcut, ...chars('de'), 'Enter'], 5).last).toEqual({
      kind: 'ignored',
    });
  });

  it('drops the burst on keys that type nothing', () => {
    expect(typeKeys([...chars('abcdef'), 'Tab', 'Enter'], 5).last).toEqual({ kind: 'ignored' });
    expect(typeKeys([...chars('abcdef'), 'Backspace', 'Enter'], 5).last).toEqual({
      kind: 'ignored',
    });
  });

  it('says which keys it collects', () => {
    const { steps } = typeKeys(['Shift', 'a', 'b'], 5);
    expect(steps).toEqual([{ kind: 'ignored' }, { kind: 'collecting' }, { kind: 'collecting' }]);
  });

  it('forgets a half burst on reset', () => {
    const { burst } = typeKeys(chars('abcdef'), 5);
    burst.reset();
    expect(
      burst.push({ key: 'Enter', ctrlKey: false, altKey: false, metaKey: false, time: 1030 }),
    ).toEqual({ kind: 'ignored' });
  });
});

describe('isGroupSeparatorKey', () => {
  const key = (stroke: Partial<KeyStroke>) =>
    isGroupSeparatorKey({ key: '', ctrlKey: false, altKey: false, metaKey: false, ...stroke });

  it('knows Ctrl+] and Ctrl+¨ in their spellings', () => {
    expect(key({ key: ']', ctrlKey: true })).toBe(true);
    expect(key({ key: '¨', ctrlKey: true })).toBe(true);
    expect(key({ key: 'Dead', ctrlKey: true })).toBe(true);
    expect(key({ key: '^', code: 'BracketRight', ctrlKey: true })).toBe(true);
  });

  it('leaves plain keys and AltGr alone', () => {
    expect(key({ key: ']' })).toBe(false);
    expect(key({ key: 'Dead' })).toBe(false);
    expect(key({ key: ']', ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ key: 'a', ctrlKey: true })).toBe(false);
  });
});

describe('scanner burst judged by what it read', () => {
  const SITE = '3f2c1b0a-1111-4222-8333-944445555666';
  const TEMPLATE = '7a6b5c4d-aaaa-4bbb-8ccc-dddddddddddd';
  const OURS = `http://127.0.0.1:8080/qr/${SITE}/${TEMPLATE}/AbCdEfGhIjKlMnOpQr`;
  const PACK = `]d201073500314431101727123110LOT-9${GS}21SER1`;

  function typeCode(text: string, gap: number) {
    const burst = createScannerBurst({ ...SCANNER_BURST, recognise: isWholeCode });
    let last;
    let time = 1000;
    for (const key of [...text.split(''), 'Enter'])
      last = burst.push({
        key,
        ctrlKey: false,
        altKey: false,
        metaKey: false,
        time: (time += gap),
      });
    return last;
  }

  it('reads a whole code at 10, 60 and 100 ms between keys', () => {
    for (const gap of [10, 60, 100, 120]) {
      expect(typeCode(OURS, gap), `${gap} ms`).toEqual({ kind: 'scan', text: OURS });
      expect(typeCode(PACK, gap), `${gap} ms`).toEqual({ kind: 'scan', text: PACK });
    }
  });

  it('reads a code at exactly the limit, and reports one a millisecond slower', () => {
    const limit = KEY_GAP_LIMIT_MS;
    expect(typeCode(OURS, limit - 1)).toEqual({ kind: 'scan', text: OURS });
    expect(typeCode(OURS, limit)).toEqual({ kind: 'scan', text: OURS });
    expect(typeCode(OURS, limit + 1)).toEqual({ kind: 'slow', text: OURS, gapMs: limit + 1 });
  });

  it('judges the gap in whole milliseconds, since browsers coarsen event times', () => {
    expect(typeCode(PACK, KEY_GAP_LIMIT_MS + 0.1)).toEqual({ kind: 'scan', text: PACK });
    expect(typeCode(PACK, KEY_GAP_LIMIT_MS + 0.6)).toMatchObject({ kind: 'slow' });
  });

  it('says a code came too slowly instead of doing nothing', () => {
    expect(typeCode(OURS, 200)).toEqual({ kind: 'slow', text: OURS, gapMs: 200 });
  });

  it('calls a fast piece of a code incomplete, never a code', () => {
    expect(typeCode(OURS.slice(0, 40), 8)).toMatchObject({ kind: 'incomplete' });
    expect(typeCode('0107350', 8)).toMatchObject({ kind: 'incomplete' });
    expect(typeCode('ab', 8)).toEqual({ kind: 'ignored' });
  });

  it('hands a fast whole barcode it does not know to the server, and ignores a person typing', () => {
    expect(typeCode('ABCDEFGHIJKLMNOPQ', 8)).toEqual({ kind: 'scan', text: 'ABCDEFGHIJKLMNOPQ' });
    expect(typeCode('ABCDEFGHIJKLMNOPQ', 150)).toEqual({ kind: 'ignored' });
    expect(typeCode(OURS, 450)).toEqual({ kind: 'ignored' });
  });
});
