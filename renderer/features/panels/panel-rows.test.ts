import { describe, expect, it } from 'vitest';
import type { ExpiryWarningItem, ExpiryWarningList } from '../../../shared/schemas/dashboard.ts';
import type { RecallMatch } from '../../../shared/schemas/recall.ts';
import { recallDisposalNotes, visibleRows, withoutMatch, withoutWarning } from './panel-rows.ts';

const warning = (id: string, severity: 'critical' | 'warning'): ExpiryWarningItem => ({
  id,
  site_id: 's1',
  site_name: 'Hemsjukvården Solna',
  medicine_name: 'Alvedon',
  medicine_strength: '500 mg',
  batch_number: `B-${id}`,
  expiry_date: '2026-04-01',
  days_until_expiry: severity === 'critical' ? 3 : 20,
  severity,
  quantity: 10,
  unit_type: 'styck',
  location: null,
});

const list = (critical: number): ExpiryWarningList => ({
  expiry_warnings: [warning('a', 'critical'), warning('b', 'warning')],
  total_expiry_warnings: 25,
  critical_count: critical,
});

describe('a disposed row leaves the panel (spec 1-platform §4.4)', () => {
  it('drops the total by one and the critical count by one for a critical row', () => {
    const after = withoutWarning(list(4), 'a');
    expect(after.expiry_warnings.map((w) => w.id)).toEqual(['b']);
    expect(after.total_expiry_warnings).toBe(24);
    expect(after.critical_count).toBe(3);
  });

  it('keeps the critical count for a warning row and never goes below zero', () => {
    expect(withoutWarning(list(4), 'b').critical_count).toBe(4);
    expect(withoutWarning(list(0), 'a').critical_count).toBe(0);
  });

  it('leaves the list alone for a row it does not hold', () => {
    const before = list(2);
    expect(withoutWarning(before, 'x')).toBe(before);
  });

  it('drops a resolved recall match and its count', () => {
    const match = (id: string): RecallMatch => ({
      id,
      notice_id: 'n1',
      site_id: 's1',
      site_name: 'Hemsjukvården Solna',
      inventory_item_id: 'i1',
      medicine_name: 'Alvedon',
      batch_number: 'AL1',
      quantity: 4,
      unit_type: 'styck',
      withdrawal_reason: null,
      status: 'active',
      matched_at: '2026-03-01T10:00:00.000Z',
      resolved_at: null,
      resolution_type: null,
      whole_product: false,
      recall_class: 'II',
      narcotic: false,
    });
    const matches = { items: [match('m1'), match('m2')], total: 2 };
    const after = withoutMatch(matches, 'm1');
    expect(after.items.map((m) => m.id)).toEqual(['m2']);
    expect(after.total).toBe(1);
    expect(withoutMatch(matches, 'x')).toBe(matches);
  });
});

describe('compact mode', () => {
  it('shows three rows until expanded, all rows otherwise', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(visibleRows(rows, 3, false)).toEqual([1, 2, 3]);
    expect(visibleRows(rows, 3, true)).toEqual(rows);
    expect(visibleRows(rows, null, false)).toEqual(rows);
  });
});

describe('the note stored with a recall disposal', () => {
  it('names the reason of the recall, within 1000 characters', () => {
    expect(recallDisposalNotes({ withdrawal_reason: 'Fel halt av aktiv substans' })).toBe(
      'Kasserad från panelen INDRAGNINGAR. Orsak till indragningen: Fel halt av aktiv substans',
    );
    expect(recallDisposalNotes({ withdrawal_reason: null })).toBe(
      'Kasserad från panelen INDRAGNINGAR.',
    );
    expect(recallDisposalNotes({ withdrawal_reason: 'x'.repeat(2000) })).toHaveLength(1000);
  });
});
