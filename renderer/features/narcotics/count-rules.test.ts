import { describe, expect, it } from 'vitest';
import { GS } from '../../../shared/gs1.ts';
import { batchForScan, countLines } from './count-rules.ts';

const batches = [
  {
    inventory_item_id: 'a',
    batch_number: 'AB 123',
    expiry_date: '2027-01-31',
    unit_type: 'styck',
    location: null,
  },
  {
    inventory_item_id: 'b',
    batch_number: 'XY9',
    expiry_date: '2027-06-30',
    unit_type: 'styck',
    location: null,
  },
];

describe('batchForScan', () => {
  it('finds the batch of a pack’s GS1 code', () => {
    expect(
      batchForScan(`]d201095060001343521727063010XY9${GS}21SN1`, batches)?.inventory_item_id,
    ).toBe('b');
    // A pack of a batch the unit does not have.
    expect(batchForScan('01095060001343521727063010QQ1', batches)).toBeNull();
  });

  it('reads anything else as a batch number, ignoring case and spaces', () => {
    expect(batchForScan(' ab123 ', batches)?.inventory_item_id).toBe('a');
    expect(batchForScan('ZZ1', batches)).toBeNull();
    expect(batchForScan('   ', batches)).toBeNull();
  });
});

describe('countLines', () => {
  it('names the first batch not counted', () => {
    expect(countLines(batches, { a: 3 }).missing?.batch_number).toBe('XY9');
    expect(countLines(batches, { a: 3, b: '' }).missing?.batch_number).toBe('XY9');
  });

  it('gives every batch with its counted quantity, zero included', () => {
    expect(countLines(batches, { a: 0, b: 7 }).lines).toEqual([
      { inventory_item_id: 'a', counted_quantity: 0 },
      { inventory_item_id: 'b', counted_quantity: 7 },
    ]);
  });
});
