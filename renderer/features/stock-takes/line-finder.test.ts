import { describe, expect, it } from 'vitest';
import type { StockTakeLine } from '../../../shared/schemas/stock-take.ts';
import { linesForScan, linesMatching, nextUncounted } from './line-finder.ts';

const SITE = '11111111-1111-4111-8111-111111111111';
const ALVEDON = '22222222-2222-4222-8222-222222222222';
const MORFIN = '33333333-3333-4333-8333-333333333333';

const line = (
  id: string,
  template: string,
  batch: string,
  counted: number | null = null,
): StockTakeLine => ({
  id,
  inventory_item_id: id,
  medicine_template_id: template,
  medicine_name: template === ALVEDON ? 'Alvedon 500 mg' : 'Morfin 10 mg/ml',
  is_narcotic: template === MORFIN,
  batch_number: batch,
  expiry_date: '2027-06-30',
  unit_type: 'styck',
  location: template === MORFIN ? 'Kassaskåp' : 'Hylla 2',
  found: false,
  counted,
  counted_by: null,
  counted_at: null,
});

const lines = [
  line('a', ALVEDON, 'ALV-1', 10),
  line('b', ALVEDON, 'ALV 2'),
  line('c', MORFIN, 'MM8120'),
];

describe('finding the line a scan names', () => {
  it('opens every batch of the medicine on a shelf label', () => {
    const code = `https://medvakt.example/qr/${SITE}/${ALVEDON}/abcdefabcdefabcdefabcd`;
    expect(linesForScan(code, lines).map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('opens the batch of a pack code or a typed batch number', () => {
    expect(linesForScan(']d201095060001343521727063010MM8120', lines).map((l) => l.id)).toEqual([
      'c',
    ]);
    expect(linesForScan('alv2', lines).map((l) => l.id)).toEqual(['b']);
    expect(linesForScan('OKÄND', lines)).toEqual([]);
  });

  it('filters by words and steps to the next uncounted line', () => {
    expect(linesMatching('kassa', lines).map((l) => l.id)).toEqual(['c']);
    expect(nextUncounted(lines, 'b')?.id).toBe('c');
    expect(nextUncounted(lines, 'c')?.id).toBe('b');
    expect(nextUncounted([lines[0]!], 'a')).toBeNull();
  });
});
