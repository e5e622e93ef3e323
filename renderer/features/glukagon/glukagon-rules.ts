import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';

const GLUKAGON = /glukagon|glucagon|glucagen/i;

/**
 * The unit's glukagon kit: an active template whose generic name or name says glukagon (or the
 * brand GlucaGen). When there are several, the one with stock comes first.
 */
export function findGlukagon(templates: readonly MedicineTemplate[]): MedicineTemplate | null {
  const matches = templates.filter(
    (template) =>
      template.is_active &&
      (GLUKAGON.test(template.generic_name ?? '') || GLUKAGON.test(template.name)),
  );
  return matches.sort((a, b) => b.total_quantity - a.total_quantity)[0] ?? null;
}
