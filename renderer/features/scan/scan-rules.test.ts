import { describe, expect, it } from 'vitest';
import type { QrBatch } from '../../../shared/schemas/qr.ts';
import {
  availableToWithdraw,
  batchChoiceComplete,
  batchFields,
  initialBatchChoice,
  lacksIds,
  scanFailureOf,
  quantityProblem,
  scanCap,
  verifyFailureOf,
} from './scan-rules.ts';

let next = 0;
function batch(batchNumber: string, fields: Partial<QrBatch> = {}): QrBatch {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    batch_number: batchNumber,
    quantity: 10,
    unit_type: 'styck',
    expiry_date: '2027-01-01',
    location: null,
    days_until_expiry: 200,
    is_expired: false,
    is_quarantined: false,
    quarantine_reason: null,
    opened_packs: 0,
    opened_use_by: null,
    storage_place_name: null,
    temperature_deviation_id: null,
    ...fields,
  };
}

const expired = batch('OLD1', { is_expired: true, days_until_expiry: -3 });
const recalled = batch('REC1', { is_quarantined: true, quarantine_reason: 'Indragen' });
const first = batch('FIRST', { quantity: 3 });
const second = batch('SECOND', { quantity: 8 });
const FEFO = [expired, recalled, first, second];

const pack = (batchNumber: string | null, expiry: string | null = '2028-02-29') => ({
  gtin: '09506000134352',
  batch_number: batchNumber,
  expiry_date: expiry,
  serial: null,
});

describe('initialBatchChoice', () => {
  it('takes the first batch to expire that may be given, for a withdrawal', () => {
    expect(initialBatchChoice('withdraw', FEFO)).toEqual({
      kind: 'existing',
      batchNumber: 'FIRST',
    });
  });

  it('has nothing to offer when every batch is recalled or expired', () => {
    expect(initialBatchChoice('withdraw', [expired, recalled])).toBeNull();
    expect(initialBatchChoice('withdraw', [])).toBeNull();
  });

  it('skips recalled batches but not expired ones for a refill', () => {
    expect(initialBatchChoice('add', [recalled, expired, first])).toEqual({
      kind: 'existing',
      batchNumber: 'OLD1',
    });
    expect(initialBatchChoice('add', [recalled])).toEqual({
      kind: 'new',
      batchNumber: '',
      expiryDate: '',
    });
  });

  it("prefers the pack's own batch", () => {
    expect(initialBatchChoice('withdraw', FEFO, pack('SECOND'))).toEqual({
      kind: 'existing',
      batchNumber: 'SECOND',
    });
    expect(initialBatchChoice('add', FEFO, pack('SECOND'))).toEqual({
      kind: 'existing',
      batchNumber: 'SECOND',
    });
  });

  it('starts a new batch from the pack for a refill of a batch not in stock', () => {
    expect(initialBatchChoice('add', FEFO, pack('NEW7'))).toEqual({
      kind: 'new',
      batchNumber: 'NEW7',
      expiryDate: '2028-02-29',
    });
    expect(initialBatchChoice('add', FEFO, pack('NEW7', null))).toEqual({
      kind: 'new',
      batchNumber: 'NEW7',
      expiryDate: '',
    });
  });

  it('falls back to FEFO when the pack batch may not be used or is not in stock', () => {
    expect(initialBatchChoice('withdraw', FEFO, pack('REC1'))?.batchNumber).toBe('FIRST');
    expect(initialBatchChoice('withdraw', FEFO, pack('NEW7'))?.batchNumber).toBe('FIRST');
    expect(initialBatchChoice('add', FEFO, pack('REC1'))?.batchNumber).toBe('OLD1');
  });
});

describe('quantities', () => {
  it('counts the chosen batch, or all stock that may be given', () => {
    expect(availableToWithdraw(FEFO, { kind: 'existing', batchNumber: 'FIRST' })).toBe(3);
    expect(availableToWithdraw(FEFO, null)).toBe(11);
    expect(availableToWithdraw(FEFO, { kind: 'existing', batchNumber: 'GONE' })).toBe(0);
  });

  it("says 'not enough' above the stock, and the cap above it", () => {
    const limits = { cap: 100, available: 3 };
    expect(quantityProblem('withdraw', 3, limits)).toBeNull();
    expect(quantityProblem('withdraw', 4, limits)).toBe('notEnough');
    expect(quantityProblem('withdraw', 101, { cap: 100, available: 500 })).toBe('aboveCap');
    expect(quantityProblem('add', 100, limits)).toBeNull();
    expect(quantityProblem('add', 101, limits)).toBe('aboveCap');
  });

  it('wants a whole number of at least one', () => {
    const limits = { cap: 100, available: 50 };
    expect(quantityProblem('add', 0, limits)).toBe('belowOne');
    expect(quantityProblem('add', -2, limits)).toBe('belowOne');
    expect(quantityProblem('add', 1.5, limits)).toBe('notWhole');
    expect(quantityProblem('add', '', limits)).toBe('notWhole');
    expect(quantityProblem('add', '7', limits)).toBeNull();
  });

  it("caps each screen at the site's limit or its own cap, whichever is lower", () => {
    const site = { withdraw: 10, add: 1 };
    expect(scanCap(site, 'public', 'withdraw')).toBe(10);
    expect(scanCap(site, 'scan_screen', 'add')).toBe(1);
    const generous = { withdraw: 100, add: 10 };
    expect(scanCap(generous, 'scan_screen', 'withdraw')).toBe(100);
    expect(scanCap(generous, 'glukagon', 'withdraw')).toBe(10);
    expect(scanCap(generous, 'glukagon', 'add')).toBe(1);
    // An offline copy of a code from before the limits were sent: the screen's own cap.
    expect(scanCap(undefined, 'public', 'withdraw')).toBe(999);
    expect(scanCap(null, 'scan_screen', 'add')).toBe(100);
  });
});

describe('batch fields', () => {
  it('sends the batch, and the expiry only for a new one', () => {
    expect(batchFields(null)).toEqual({});
    expect(batchFields({ kind: 'existing', batchNumber: 'A1' })).toEqual({ batch_number: 'A1' });
    expect(batchFields({ kind: 'new', batchNumber: ' N2 ', expiryDate: '2027-03-01' })).toEqual({
      batch_number: 'N2',
      expiry_date: '2027-03-01',
    });
  });

  it('wants number and expiry of a new batch', () => {
    expect(batchChoiceComplete(null)).toBe(false);
    expect(batchChoiceComplete({ kind: 'existing', batchNumber: 'A1' })).toBe(true);
    expect(batchChoiceComplete({ kind: 'new', batchNumber: 'N2', expiryDate: '' })).toBe(false);
    expect(batchChoiceComplete({ kind: 'new', batchNumber: ' ', expiryDate: '2027-01-01' })).toBe(
      false,
    );
    expect(batchChoiceComplete({ kind: 'new', batchNumber: 'N2', expiryDate: '2027-01-01' })).toBe(
      true,
    );
  });
});

describe('codes that are not accepted', () => {
  it('heads each server reason with the spec text', () => {
    expect(verifyFailureOf('INVALID_CODE')).toBe('invalid');
    expect(verifyFailureOf('TOKEN_INVALID')).toBe('invalid');
    expect(verifyFailureOf('TOKEN_REPLACED')).toBe('invalid');
    expect(verifyFailureOf('GTIN_INVALID')).toBe('invalid');
    expect(verifyFailureOf('MEDICINE_NOT_FOUND')).toBe('notFound');
    expect(verifyFailureOf('MEDICINE_INACTIVE')).toBe('notFound');
    expect(verifyFailureOf('SITE_NOT_ALLOWED')).toBe('notVerified');
    expect(verifyFailureOf(null)).toBe('notVerified');
  });

  it('tells a refused stock change from a scan that was not processed', () => {
    expect(scanFailureOf(409)).toBe('update');
    expect(scanFailureOf(403)).toBe('update');
    expect(scanFailureOf(422)).toBe('process');
    expect(scanFailureOf(500)).toBe('process');
    expect(scanFailureOf(0)).toBe('process');
  });

  it('tells a Medvakt address without its ids from other text', () => {
    const site = '1c7f1d2e-1111-4222-8333-944445555666';
    expect(lacksIds('http://127.0.0.1:8080/qr/')).toBe(true);
    expect(lacksIds(`http://127.0.0.1:8080/qr/${site}`)).toBe(true);
    expect(lacksIds(`https://medvakt.example/qr/${site}/not-a-uuid/abcdefghijklmnop`)).toBe(true);
    expect(lacksIds(`https://medvakt.example/qr/${site}/${site}/abcdefghijklmnopqr`)).toBe(false);
    expect(lacksIds('Alvedon 500 mg')).toBe(false);
    expect(lacksIds('0109506000134352')).toBe(false);
  });
});
