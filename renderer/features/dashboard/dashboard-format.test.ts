import { describe, expect, it } from 'vitest';
import { backupWhen, formatSek, moduleProgress } from './dashboard-format.ts';

describe('dashboard formatting', () => {
  it('writes kronor the Swedish way', () => {
    expect(formatSek(2700).replace(/\s/g, ' ')).toBe('2 700 kr');
    expect(formatSek(0).replace(/\s/g, ' ')).toBe('0 kr');
  });

  it('tells when the last backup was made in Stockholm days', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(backupWhen(null, now)).toEqual({ kind: 'none' });
    expect(backupWhen('2026-11-21T02:00:00Z', now)).toEqual({ kind: 'today', time: '03:00' });
    // 23:30 UTC on the 20th is already the 21st in Stockholm.
    expect(backupWhen('2026-11-20T23:30:00Z', now)).toEqual({ kind: 'today', time: '00:30' });
    expect(backupWhen('2026-11-20T02:00:00Z', now)).toEqual({ kind: 'yesterday', time: '03:00' });
    expect(backupWhen('2026-11-01T02:00:00Z', now)).toEqual({
      kind: 'date',
      date: '2026-11-01',
      time: '03:00',
    });
  });

  it('reads a module as done, started or not started', () => {
    const module = {
      name: 'Kassation',
      name_message: { code: 'api_module.kassation', params: {} },
      completed: false,
      status: 'Pågår',
      total: 15,
    };
    expect(moduleProgress({ ...module, implemented: 15 })).toBe('done');
    expect(moduleProgress({ ...module, implemented: 3 })).toBe('started');
    expect(moduleProgress({ ...module, implemented: 0 })).toBe('none');
  });
});
