import { describe, expect, it } from 'vitest';
import { extractBatches, normaliseBatch } from './batch-text.ts';

type Case = [text: string, expected: [batch: string, expiry: string | null][]];

const SWEDISH: Case[] = [
  [
    'Indragning av Alvedon 500 mg filmdragerade tabletter, batchnummer 8006745 (utgångsdatum ' +
      '2017-12-06) och batchnummer 8021088 (utgångsdatum 2018-02-28).',
    [
      ['8006745', '2017-12-06'],
      ['8021088', '2018-02-28'],
    ],
  ],
  ['Företaget drar in LOT 5FA665P av Ventoline Evohaler 0,1 mg/dos.', [['5FA665P', null]]],
  [
    'Berörd tillverkningssats: P0909_SE01, utgångsdatum 2025-09-30. Varunummer 123456.',
    [['P0909_SE01', '2025-09-30']],
  ],
  ['Batch/Lot: 5FA665P Exp: 2025-12', [['5FA665P', '2025-12-31']]],
  [
    'Batchnummer\tUtgångsdatum\n8006745\t2017-12-06\n8021088\t2018-02-28\n\nKontakta apoteket.',
    [
      ['8006745', '2017-12-06'],
      ['8021088', '2018-02-28'],
    ],
  ],
  ['GTIN 07046261234567, batch 12345AB', [['12345AB', null]]],
  ['Vnr 123456, batch nr 654321A, 100 tabletter', [['654321A', null]]],
  ['Batch: 8006745. Frågor besvaras på telefon 08-123 45 67 vardagar 9-16.', [['8006745', null]]],
  ['Batch K12345 med utgångsdatum december 2025 dras in.', [['K12345', '2025-12-31']]],
  [
    'Batcher 111AA, 222BB och 333CC, utgångsdatum 2025-12-31.',
    [
      ['111AA', '2025-12-31'],
      ['222BB', '2025-12-31'],
      ['333CC', '2025-12-31'],
    ],
  ],
  ['Läkemedelsverket informerar om en tillfällig brist på Levaxin 50 mikrogram.', []],
  ['Samtliga batcher av produkten dras in från apotek och vårdgivare.', []],
  ['Publicerad 2024-05-12. Batch 123AB berörs.', [['123AB', null]]],
  [
    'Tillverkningssatser 19A123 och 19A124 med utgångsdatum 2026-01 respektive 2026-02.',
    [
      ['19A123', '2026-01-31'],
      ['19A124', '2026-02-28'],
    ],
  ],
  [
    'Berörda batcher:\n- 8006745, utg. 2017-12-06\n- 8021088, utg. 2018-02-28\n\nÅtgärd: kassera.',
    [
      ['8006745', '2017-12-06'],
      ['8021088', '2018-02-28'],
    ],
  ],
  ['LOT: 5FA665P / EXP: 2025-12', [['5FA665P', '2025-12-31']]],
  ['lot 5fa665p gäller endast förpackningar om 30 st', [['5fa665p', null]]],
  ['EAN 7310610012345 och batch 7310610012345 anges på kartongen.', []],
  ['Batch 4A5B6C. Kontakt: +46 8 123 45 67, info@företaget.se', [['4A5B6C', null]]],
  ['Batchnr: 18K09 Utgångsdatum: 2020-10', [['18K09', '2020-10-31']]],
  ['Satsnummer 220314 berörs av indragningen.', [['220314', null]]],
  ['Batch 2020 nämns inte; styrkan är batch 10 mg.', []],
  [
    'Produkt: Metoprolol Sandoz 50 mg depottabletter, Vnr 055123, GTIN 07046260551234. ' +
      'Batchnummer: MX1234, MX1235. Utgångsdatum: 2026-06-30.',
    [
      ['MX1234', '2026-06-30'],
      ['MX1235', '2026-06-30'],
    ],
  ],
  ['Ch.-B. 4711A, Utg.dat. 2026-04-30', [['4711A', '2026-04-30']]],
  ['Ch.B. 03AB12 (importerad från Tyskland)', [['03AB12', null]]],
  [
    'Batch 8006745 berörs. Senare även batch 8006745 (utgångsdatum 2017-12-06).',
    [['8006745', '2017-12-06']],
  ],
  ['Lot 5FA-665P, bäst före 15 mars 2026', [['5FA-665P', '2026-03-15']]],
  ['Med utgångsdatum 2026-03-31 dras batch 12345A in.', [['12345A', '2026-03-31']]],
  ['Batchnummer 1234567 (utgångsdatum 31.05.2026)', [['1234567', '2026-05-31']]],
  [
    'Batch nummer 123456 och batch nummer 123457, utgångsdatum maj 2026',
    [
      ['123456', '2026-05-31'],
      ['123457', '2026-05-31'],
    ],
  ],
];

/** One batch with its expiry written in each of the forms companies print. */
const EXPIRY_FORMS: Case[] = [
  'utg 03/2027',
  'utg. 03/2027',
  'Exp. 2027-03',
  'EXP 03-2027',
  '03-2027',
  '2027-03-31',
  '31.03.2027',
  'Utgångsdatum: mars 2027',
].map((expiry) => [`Batch AB1234 ${expiry}`, [['AB1234', '2027-03-31']]]);

const LISTS: Case[] = [
  [
    'Eliquis 2,5 mg: batch AB2311, AB2312\nEliquis 5 mg: batch BC4410',
    [
      ['AB2311', null],
      ['AB2312', null],
      ['BC4410', null],
    ],
  ],
  [
    'Berörda batcher:\n• 23K0412 (utg 03/2027)\n• 23L0107 (utg 05/2027)',
    [
      ['23K0412', '2027-03-31'],
      ['23L0107', '2027-05-31'],
    ],
  ],
  [
    'Batch / Utgångsdatum\nOX2207    03/2027\nOX2208    2027-04',
    [
      ['OX2207', '2027-03-31'],
      ['OX2208', '2027-04-30'],
    ],
  ],
  [
    'Varunummer   Styrka   Batch     Utgångsdatum\n' +
      '052961       500 mg   MT50A21   2027-01-31\n' +
      '418822       850 mg   MT85C03   31.03.2027\n\nReturnera till grossisten.',
    [
      ['MT50A21', '2027-01-31'],
      ['MT85C03', '2027-03-31'],
    ],
  ],
  [
    'Styrka\tBatch\n500 mg\tMT50A21\n850 mg\tMT85C03',
    [
      ['MT50A21', null],
      ['MT85C03', null],
    ],
  ],
  [
    'Lot: V50A118, Exp: 2027-03\nLot: V50A131, Exp: 2027-05',
    [
      ['V50A118', '2027-03-31'],
      ['V50A131', '2027-05-31'],
    ],
  ],
];

const ENGLISH: Case[] = [
  [
    'Pfizer is recalling batch numbers AB1234 and CD5678 (expiry date 03/2026) of Xalatan.',
    [
      ['AB1234', null],
      ['CD5678', '2026-03-31'],
    ],
  ],
  ['Lot 2AB34C, expiry December 2025', [['2AB34C', '2025-12-31']]],
  [
    'Lot numbers: 1234A, 5678B and 9012C; expiry dates 03/2026, 04/2026 and 05/2026 respectively.',
    [
      ['1234A', '2026-03-31'],
      ['5678B', '2026-04-30'],
      ['9012C', '2026-05-31'],
    ],
  ],
  [
    'batch number 8006745 (exp. 2017-12-06) and batch number 8021088 (exp. 2018-02-28)',
    [
      ['8006745', '2017-12-06'],
      ['8021088', '2018-02-28'],
    ],
  ],
  [
    'A lot of patients use this product. The affected lot is L123456 with an expiry date of 31/12/2025.',
    [['L123456', '2025-12-31']],
  ],
  [
    'Batches affected: 1234567 (Exp 01-2026), 1234568 (Exp 02-2026)',
    [
      ['1234567', '2026-01-31'],
      ['1234568', '2026-02-28'],
    ],
  ],
  [
    'Lots 123AB and 456CD are affected. Call +44 20 7946 0958 for questions.',
    [
      ['123AB', null],
      ['456CD', null],
    ],
  ],
  ['Batch no. X9Y8Z7, use by March 31, 2026', [['X9Y8Z7', '2026-03-31']]],
  ['The product with GTIN 05012345678900 is not affected by batch shortages.', []],
  ['Batch 1A2B3C, 500mg, expiry 2027-01-15', [['1A2B3C', '2027-01-15']]],
];

describe('extractBatches', () => {
  it.each([...SWEDISH, ...EXPIRY_FORMS, ...LISTS, ...ENGLISH])('%s', (text, expected) => {
    expect(extractBatches(text)).toEqual(
      expected.map(([batch_number, expiry_date]) => ({ batch_number, expiry_date })),
    );
  });

  it('has at least 30 realistic notices to read', () => {
    expect(SWEDISH.length + ENGLISH.length).toBeGreaterThanOrEqual(30);
  });
});

describe('normaliseBatch', () => {
  it.each([
    ['LOT 5FA665P', '5FA665P'],
    ['5fa-665p', '5FA665P'],
    ['5FA 665 P', '5FA665P'],
    ['Batch/Lot: 5FA665P', '5FA665P'],
    ['Ch.-B. 123 45', '12345'],
    ['Lot nr 8006745', '8006745'],
    ['P0909_SE01', 'P0909SE01'],
    ['p0909-se01', 'P0909SE01'],
    ['Batch: 8006745', '8006745'],
    ['LOTUS12', 'LOTUS12'],
    ['LOT', 'LOT'],
  ])('%s → %s', (text, key) => {
    expect(normaliseBatch(text)).toBe(key);
  });
});
