import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../shared/schemas/server-message.ts';
import { sv, type MessageKey } from '../../../renderer/i18n/catalogue.ts';
import { formatServerMessage } from '../../../renderer/i18n/format-message.ts';
import { activityMessage } from '../audit/activity-message.ts';
import { summarise, type AuditLine } from '../audit/activity-summary.ts';
import { RECALL_CLOSED } from '../recalls/recall-warnings.ts';
import {
  countOverdueTexts,
  expiryTexts,
  lowStockTexts,
  RESOLVED_BECAUSE,
  resolvedBecause,
  type WarningTexts,
} from './warning-texts.ts';

// The screens word a message through the catalogue; in Swedish that must read as the server's
// own text, so a warning reads the same whether a screen shows the message or the text.
const translate = (key: MessageKey, params?: Record<string, string | number>) =>
  sv[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
const inSwedish = (message: ServerMessage | null) => formatServerMessage(message, translate, 'sv');

const expectSameWording = (texts: WarningTexts) => {
  expect(inSwedish(texts.titleMessage)).toBe(texts.title);
  expect(inSwedish(texts.descriptionMessage)).toBe(texts.description);
};

describe('the Swedish catalogue words the server’s messages as the server does', () => {
  it('expiry warnings on every day and with every piece of advice', () => {
    for (const days of [30, 2, 1, 0, -1, -5])
      for (const critical of [false, true])
        for (const location of [null, 'Medicinskåp A'])
          expectSameWording(
            expiryTexts(
              {
                name: 'Alvedon',
                strength: '500 mg',
                batch: 'AL2405K',
                expiryDate: '2026-12-01',
                days,
                quantity: 40,
                unitType: 'paket',
                location,
              },
              critical,
            ),
          );
  });

  it('low stock, out of stock and overdue counts', () => {
    expectSameWording(lowStockTexts({ name: 'Naloxon', strength: null, total: 3, minimum: 5 }));
    expectSameWording(lowStockTexts({ name: 'Naloxon', strength: '0,4 mg', total: 0, minimum: 5 }));
    for (const lastCountAt of [null, '2026-10-01'])
      expectSameWording(
        countOverdueTexts({
          name: 'Oxynorm',
          strength: '5 mg',
          lastCountAt,
          countDue: '2026-11-15',
        }),
      );
  });

  it('the reasons a warning closed', () => {
    for (const why of Object.keys(RESOLVED_BECAUSE) as (keyof typeof RESOLVED_BECAUSE)[]) {
      const reason = resolvedBecause(why);
      expect(inSwedish(reason.message)).toBe(reason.text);
    }
    for (const reason of Object.values(RECALL_CLOSED))
      expect(inSwedish(reason.message)).toBe(reason.text);
  });

  it('activity lines the server has words for', () => {
    const row = (fields: Partial<AuditLine>): AuditLine => ({
      actor_label: 'Elin Enhetschef <enhetschef@medvakt.se>',
      action: 'update',
      entity: 'user',
      before_json: null,
      after_json: JSON.stringify({ name: 'Avd 3' }),
      site_name: 'Björkhagen',
      ...fields,
    });
    const rows = [
      row({ action: 'login', entity: 'session' }),
      row({ action: 'refresh', entity: 'warning' }),
      row({ action: 'switch_site', entity: 'session' }),
      row({ action: 'delete', entity: 'site' }),
      row({ action: 'reset_password', entity: 'user', after_json: null }),
      row({
        action: 'initiate',
        entity: 'kassation',
        after_json: JSON.stringify({
          medicine_name: 'Alvedon',
          batch_number: 'AL1',
          quantity: 3,
          unit_type: 'styck',
        }),
      }),
    ];
    for (const line of rows) expect(inSwedish(activityMessage(line))).toBe(summarise(line));
  });
});
