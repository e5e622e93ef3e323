import { describe, expect, it } from 'vitest';
import { activityMessage } from './activity-message.ts';
import { actorName, summarise, type AuditLine } from './activity-summary.ts';

const row = (fields: Partial<AuditLine>): AuditLine => ({
  actor_label: 'Elin Enhetschef <enhetschef@medvakt.se>',
  action: 'update',
  entity: 'user',
  before_json: null,
  after_json: null,
  site_name: null,
  ...fields,
});
const line = (fields: Partial<AuditLine>) => summarise(row(fields));
const message = (fields: Partial<AuditLine>) => activityMessage(row(fields));
const actor = 'Elin Enhetschef';

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

describe('activity lines as codes and params', () => {
  it('say what was done to which record with the action and record as terms', () => {
    expect(message({ after_json: JSON.stringify({ email: 'ny@test.se' }) })).toEqual({
      code: 'activity.did',
      params: { actor, verb: 'update', entity: 'user', name: 'ny@test.se' },
    });
    expect(message({ action: 'approve', entity: 'kassation' })).toEqual({
      code: 'activity.did.unnamed',
      params: { actor, verb: 'approve', entity: 'kassation' },
    });
    expect(
      message({ actor_label: 'System', action: 'sync', entity: 'recall_feed', after_json: '{}' }),
    ).toEqual({
      code: 'activity.did.unnamed',
      params: { actor: 'System', verb: 'sync', entity: 'recall_feed' },
    });
  });

  it('have their own codes for what a person does to themselves, site switches and disposals', () => {
    expect(message({ action: 'login', entity: 'session' })).toEqual({
      code: 'activity.login',
      params: { actor },
    });
    expect(message({ action: 'badge_login', entity: 'session' })).toMatchObject({
      code: 'activity.badge_login',
    });
    expect(message({ action: 'run', entity: 'digest' })).toMatchObject({
      code: 'activity.run_digests',
    });
    expect(message({ action: 'switch_site', entity: 'session', site_name: 'Björkhagen' })).toEqual({
      code: 'activity.switch_site',
      params: { actor, site: 'Björkhagen' },
    });
    expect(message({ action: 'switch_site', entity: 'session' })).toEqual({
      code: 'activity.switch_site.unnamed',
      params: { actor },
    });
    const disposal = { medicine_name: 'Alvedon', batch_number: 'AL1' };
    expect(
      message({
        action: 'initiate',
        entity: 'kassation',
        after_json: JSON.stringify({ ...disposal, quantity: 3, unit_type: 'paket' }),
      }),
    ).toEqual({
      code: 'activity.disposed',
      params: { actor, quantity: 3, unit: 'paket', name: 'Alvedon (batch AL1)' },
    });
    expect(
      message({ action: 'initiate', entity: 'kassation', after_json: JSON.stringify(disposal) }),
    ).toEqual({
      code: 'activity.disposed.unquantified',
      params: { actor, name: 'Alvedon (batch AL1)' },
    });
  });

  it('are null for an action or record without words, so the Swedish line is shown', () => {
    expect(message({ action: 'mystery_step', entity: 'gadget', after_json: '{broken' })).toBeNull();
    expect(message({ action: 'update', entity: 'gadget' })).toBeNull();
  });
});
