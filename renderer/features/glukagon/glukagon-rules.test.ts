import { describe, expect, it } from 'vitest';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import { findGlukagon } from './glukagon-rules.ts';

let next = 0;
function template(fields: Partial<MedicineTemplate>): MedicineTemplate {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    site_id: '00000000-0000-4000-8000-000000000000',
    name: 'Alvedon',
    generic_name: 'Paracetamol',
    strength: '500 mg',
    unit: 'tablett',
    route_of_administration: null,
    storage_requirements: null,
    minimum_stock_level: 0,
    par_level: null,
    in_use_days: null,
    is_controlled_substance: false,
    narcotic_schedule: null,
    pack_size: null,
    is_active: true,
    total_quantity: 0,
    created_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

describe('findGlukagon', () => {
  it('finds the kit by generic name or name, whatever the case', () => {
    const kit = template({ name: 'GlucaGen Hypokit', generic_name: 'Glukagon' });
    expect(findGlukagon([template({}), kit])).toBe(kit);
    const byGeneric = template({ name: 'Akutkit', generic_name: 'GLUKAGON' });
    expect(findGlukagon([byGeneric])).toBe(byGeneric);
    const byName = template({ name: 'glucagen', generic_name: null });
    expect(findGlukagon([byName])).toBe(byName);
    const english = template({ name: 'Kit', generic_name: 'Glucagon' });
    expect(findGlukagon([english])).toBe(english);
  });

  it('skips inactive templates and prefers one with stock', () => {
    const inactive = template({ name: 'GlucaGen', is_active: false, total_quantity: 9 });
    const empty = template({ name: 'GlucaGen', total_quantity: 0 });
    const stocked = template({ name: 'Glukagon Novo', total_quantity: 2 });
    expect(findGlukagon([inactive, empty, stocked])).toBe(stocked);
    expect(findGlukagon([inactive])).toBeNull();
  });

  it('answers null when the unit has none', () => {
    expect(
      findGlukagon([template({}), template({ name: 'Insulin', generic_name: 'Insulin' })]),
    ).toBeNull();
    expect(findGlukagon([])).toBeNull();
  });
});
