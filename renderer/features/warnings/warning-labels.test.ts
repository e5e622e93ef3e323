import { describe, expect, it } from 'vitest';
import type { Warning } from '../../../shared/schemas/warning.ts';
import {
  actionsFor,
  formatWhen,
  mayHandleWarnings,
  medicineName,
  selectableIds,
  warningStatus,
} from './warning-labels.ts';

const base: Warning = {
  id: '00000000-0000-4000-8000-000000000001',
  site_id: '00000000-0000-4000-8000-0000000000aa',
  title: 'Utgår om 5 dagar: Alvedon 500 mg, batch A1',
  description: '',
  title_message: null,
  description_message: null,
  warning_type: 'critical_expiry',
  severity: 'critical',
  is_acknowledged: false,
  acknowledged_at: null,
  acknowledged_by_user: null,
  is_resolved: false,
  created_at: '2026-11-21T09:00:00.000Z',
  resolved_at: null,
  resolution_notes: null,
  resolution_message: null,
  resolved_by_user: null,
  site: { name: 'Hemsjukvården Solna' },
  medicine_template: { name: 'Alvedon', strength: '500 mg' },
  inventory_item: null,
};

describe('warning labels and rules', () => {
  it('tells the status: resolved wins over acknowledged', () => {
    expect(warningStatus(base)).toBe('open');
    expect(warningStatus({ ...base, is_acknowledged: true })).toBe('acknowledged');
    expect(warningStatus({ ...base, is_acknowledged: true, is_resolved: true })).toBe('resolved');
  });

  it('offers acknowledge and resolve to managers only, and nothing on a resolved warning', () => {
    expect(mayHandleWarnings('user')).toBe(false);
    expect(actionsFor('user', base)).toEqual({ acknowledge: false, resolve: false });
    expect(actionsFor('site_admin', base)).toEqual({ acknowledge: true, resolve: true });
    expect(actionsFor('admin', { ...base, is_acknowledged: true })).toEqual({
      acknowledge: false,
      resolve: true,
    });
    expect(actionsFor('admin', { ...base, is_resolved: true })).toEqual({
      acknowledge: false,
      resolve: false,
    });
  });

  it('selects only open warnings for bulk actions', () => {
    const resolved = { ...base, id: '00000000-0000-4000-8000-000000000002', is_resolved: true };
    expect(selectableIds([base, resolved])).toEqual([base.id]);
  });

  it('names the medicine with its strength, or nothing for a system alert', () => {
    expect(medicineName(base)).toBe('Alvedon 500 mg');
    expect(medicineName({ ...base, medicine_template: null })).toBeNull();
  });

  it('shows times in Swedish time', () => {
    expect(formatWhen('2026-11-21T23:30:00.000Z')).toBe('2026-11-22 00:30');
    expect(formatWhen('2026-07-01T10:00:00.000Z')).toBe('2026-07-01 12:00');
  });
});
