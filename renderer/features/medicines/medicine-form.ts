import {
  MedicineCreateInput,
  MedicineUpdateInput,
  type MedicineTemplate,
} from '../../../shared/schemas/medicine.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { zodValidate } from '../../lib/zod-form.ts';

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
  is_controlled_substance: boolean;
  is_active: boolean;
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
  'is_controlled_substance',
  'is_active',
] as const;

export const medicineValues = (medicine: MedicineTemplate | null): MedicineValues => ({
  name: medicine?.name ?? '',
  generic_name: medicine?.generic_name ?? '',
  strength: medicine?.strength ?? '',
  unit: medicine?.unit ?? '',
  route_of_administration: medicine?.route_of_administration ?? '',
  storage_requirements: medicine?.storage_requirements ?? '',
  minimum_stock_level: medicine?.minimum_stock_level ?? 0,
  par_level: medicine?.par_level ?? '',
  is_controlled_substance: medicine?.is_controlled_substance ?? false,
  is_active: medicine?.is_active ?? true,
});

const checkSchema = zodValidate(MedicineCreateInput);

/** The shared schema's rules, with the two required-field texts from the catalogue (spec §5). */
export function validateMedicine(t: (key: MessageKey) => string) {
  return (values: MedicineValues): Record<string, string> => {
    const errors = checkSchema(values);
    if (values.name.trim() === '') errors.name = t('medicines.validation.name');
    if (values.unit.trim() === '') errors.unit = t('medicines.validation.unit');
    return errors;
  };
}

export const createBody = (values: MedicineValues, siteId: string): MedicineCreateInput =>
  MedicineCreateInput.parse({ ...values, site_id: siteId });

export const updateBody = (values: MedicineValues): MedicineUpdateInput =>
  MedicineUpdateInput.parse(values);
