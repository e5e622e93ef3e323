import { describe, expect, it } from 'vitest';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import { NO_WITNESS } from '../narcotics/WitnessFields.tsx';
import {
  changesRecord,
  createBody,
  medicineValues,
  NOT_NARCOTIC,
  updateBody,
} from './medicine-form.ts';

const morfin: MedicineTemplate = {
  id: '00000000-0000-4000-8000-000000000001',
  site_id: '00000000-0000-4000-8000-000000000000',
  name: 'Morfin Meda',
  generic_name: 'Morfin',
  strength: '20 mg/ml',
  unit: 'injektionsvätska',
  route_of_administration: null,
  storage_requirements: null,
  minimum_stock_level: 0,
  par_level: null,
  in_use_days: 28,
  is_controlled_substance: true,
  narcotic_schedule: 'II',
  pack_size: '10 × 1 ml',
  is_active: true,
  total_quantity: 12,
  created_at: '2026-01-01T00:00:00Z',
};
const alvedon = {
  ...morfin,
  name: 'Alvedon',
  narcotic_schedule: null,
  is_controlled_substance: false,
};

describe('the medicine form asks for a witness when the journal records the change', () => {
  it('for a new classification, or a new name or pack of a narcotic', () => {
    const values = medicineValues(morfin);
    expect(changesRecord(morfin, values)).toBe(false);
    expect(changesRecord(morfin, { ...values, narcotic_schedule: NOT_NARCOTIC })).toBe(true);
    expect(changesRecord(morfin, { ...values, pack_size: '5 × 1 ml' })).toBe(true);
    expect(changesRecord(morfin, { ...values, minimum_stock_level: 4 })).toBe(false);
    expect(changesRecord(alvedon, { ...medicineValues(alvedon), name: 'Alvedon forte' })).toBe(
      false,
    );
    expect(changesRecord(null, { ...values, narcotic_schedule: 'V' })).toBe(false);
  });

  it('sends the förteckning, Ej narkotika as none, and the witness and reason only when asked', () => {
    const values = { ...medicineValues(alvedon), narcotic_schedule: NOT_NARCOTIC } as const;
    expect(createBody(values, morfin.site_id)).toMatchObject({ narcotic_schedule: null });
    const witness = { ...NO_WITNESS, email: 'vittne@example.se', password: 'hemligt-lösen-1' };
    const reclassified = {
      ...medicineValues(morfin),
      narcotic_schedule: 'V' as const,
      reason: 'Fel',
    };
    expect(updateBody(reclassified, witness)).toMatchObject({
      narcotic_schedule: 'V',
      reason: 'Fel',
      witness: { email: 'vittne@example.se' },
    });
    expect(updateBody(reclassified, null)).toMatchObject({ witness: null, reason: null });
  });
});
