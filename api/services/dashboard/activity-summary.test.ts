import { describe, expect, it } from 'vitest';
import { actorName, summarise } from './activity-summary.ts';

const line = (row: Partial<Parameters<typeof summarise>[0]>) =>
  summarise({
    actor_label: 'Elin Enhetschef <enhetschef@medvakt.se>',
    action: 'update',
    entity: 'user',
    before_json: null,
    after_json: null,
    site_name: null,
    ...row,
  });

describe('activity lines', () => {
  it('names the person without their address', () => {
    expect(actorName('Elin Enhetschef <enhetschef@medvakt.se>')).toBe('Elin Enhetschef');
    expect(actorName('System (uppstart)')).toBe('System (uppstart)');
  });

  it('says what was done to which record', () => {
    expect(line({ after_json: JSON.stringify({ email: 'ny@test.se', password_hash: 'x' }) })).toBe(
      'Elin Enhetschef ändrade användaren ny@test.se',
    );
    expect(
      line({
        action: 'unpack',
        entity: 'inventory_item',
        after_json: JSON.stringify({ medicine_name: 'Alvedon', batch_number: 'AL1' }),
      }),
    ).toBe('Elin Enhetschef packade upp batchen Alvedon (batch AL1)');
    expect(line({ action: 'delete', entity: 'site', before_json: '{"name":"Avd 3"}' })).toBe(
      'Elin Enhetschef tog bort enheten Avd 3',
    );
    expect(line({ action: 'switch_site', entity: 'session', site_name: 'Björkhagen' })).toBe(
      'Elin Enhetschef bytte enhet till Björkhagen',
    );
    expect(
      line({ action: 'approve', entity: 'kassation', after_json: '{"status":"approved"}' }),
    ).toBe('Elin Enhetschef godkände kassationen');
  });

  it('never prints field contents beyond a name, and survives broken snapshots', () => {
    const text = line({
      action: 'reset_password',
      after_json: JSON.stringify({ new_password: 'Hemligt-1!', first_name: 'Sara' }),
    });
    expect(text).toBe('Elin Enhetschef återställde lösenordet för användaren');
    expect(line({ action: 'mystery_step', entity: 'gadget', after_json: '{broken' })).toBe(
      'Elin Enhetschef mystery step gadget',
    );
  });
});
