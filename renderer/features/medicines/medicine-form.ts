import {
  MedicineCreateInput,
  MedicineUpdateInput,
  NARCOTIC_SCHEDULES,
  type MedicineTemplate,
  type NarcoticSchedule,
} from '../../../shared/schemas/medicine.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { witnessInput, type WitnessValue } from '../narcotics/WitnessFields.tsx';

export type MedicineValues = {
  name: string;
  generic_name: string;
  strength: string;
  unit: string;
  route_of_administration: string;
  storage_requirements: string;
  minimum_stock_level: number | string;
  /** Empty: no par level (an order then fills up to twice the minimum). */
  par_level: number | string;
  /** Days a pack keeps once opened (brytdatum); empty when the product gives none. */
  in_use_days: number | string;
  /** The förteckning, or NOT_NARCOTIC for 'Ej narkotika'. */
  narcotic_schedule: NarcoticSchedule | typeof NOT_NARCOTIC;
  pack_size: string;
  is_active: boolean;
  /** Why a narcotic's classification or name changes; sent only when it is asked for. */
  reason: string;
};

export const MEDICINE_FIELDS = [
  'name',
  'generic_name',
  'strength',
  'unit',
  'route_of_administration',
  'storage_requirements',
  'minimum_stock_level',
  'par_level',
  'in_use_days',
  'narcotic_schedule',
  'pack_size',
  'is_active',
  'reason',
] as const;

export const NOT_NARCOTIC = 'none';
export const SCHEDULE_CHOICES = [NOT_NARCOTIC, ...NARCOTIC_SCHEDULES] as const;

export const medicineValues = (medicine: MedicineTemplate | null): MedicineValues => ({
  name: medicine?.name ?? '',
  generic_name: medicine?.generic_name ?? '',
  strength: medicine?.strength ?? '',
  unit: medicine?.unit ?? '',
  route_of_administration: medicine?.route_of_administration ?? '',
  storage_requirements: medicine?.storage_requirements ?? '',
  minimum_stock_level: medicine?.minimum_stock_level ?? 0,
  par_level: medicine?.par_level ?? '',
  in_use_days: medicine?.in_use_days ?? '',
  narcotic_schedule: medicine?.narcotic_schedule ?? NOT_NARCOTIC,
  pack_size: medicine?.pack_size ?? '',
  is_active: medicine?.is_active ?? true,
  reason: '',
});

/** The form's values as the API takes them (without the reason and witness of a change). */
function templateFields(values: MedicineValues) {
  const { narcotic_schedule: schedule, reason: _reason, ...rest } = values;
  return { ...rest, narcotic_schedule: schedule === NOT_NARCOTIC ? null : schedule };
}

const checkSchema = zodValidate(MedicineCreateInput);

/** The shared schema's rules, with the two required-field texts from the catalogue (spec §5). */
export function validateMedicine(t: (key: MessageKey) => string) {
  return (values: MedicineValues): Record<string, string> => {
    const errors = checkSchema(templateFields(values));
    if (values.name.trim() === '') errors.name = t('medicines.validation.name');
    if (values.unit.trim() === '') errors.unit = t('medicines.validation.unit');
    return errors;
  };
}

/**
 * Whether the change is one the narcotics journal records (the server decides, by the medicine's
 * history): its classification, or the name, strength, form or pack of a narcotic.
 */
export function changesRecord(medicine: MedicineTemplate | null, values: MedicineValues) {
  if (!medicine) return false;
  const before = medicineValues(medicine);
  if (before.narcotic_schedule !== values.narcotic_schedule) return true;
  const narcotic =
    before.narcotic_schedule !== NOT_NARCOTIC || values.narcotic_schedule !== NOT_NARCOTIC;
  const renamed = (['name', 'strength', 'unit', 'pack_size'] as const).some(
    (key) => before[key].trim() !== values[key].trim(),
  );
  return narcotic && renamed;
}

export const createBody = (values: MedicineValues, siteId: string): MedicineCreateInput =>
  MedicineCreateInput.parse({ ...templateFields(values), site_id: siteId });

export const updateBody = (
  values: MedicineValues,
  witness: WitnessValue | null,
): MedicineUpdateInput =>
  MedicineUpdateInput.parse({
    ...templateFields(values),
    ...(witness ? { witness: witnessInput(witness), reason: values.reason.trim() || null } : {}),
  });
