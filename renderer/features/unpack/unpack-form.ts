import type { FormErrors } from '@mantine/form';
import { UnpackInput } from '../../../shared/schemas/inventory.ts';
import { zodValidate } from '../../lib/zod-form.ts';

export const UNPACK_UNITS = ['STYCK', 'PAKET'] as const;
export type UnpackUnit = (typeof UNPACK_UNITS)[number];

export type UnpackValues = {
  medicine_template_id: string;
  batch_number: string;
  expiry_date: string;
  quantity: number | string;
  unit_type: UnpackUnit;
  location: string;
  notes: string;
};

export const UNPACK_DEFAULTS: UnpackValues = {
  medicine_template_id: '',
  batch_number: '',
  expiry_date: '',
  quantity: 1,
  unit_type: 'STYCK',
  location: '',
  notes: '',
};

const REQUIRED = ['medicine_template_id', 'batch_number', 'expiry_date'] as const;
const checkSchema = zodValidate(UnpackInput);

/** Empty required fields are only marked (true), one message for them all is shown above. */
export function validateUnpack(values: UnpackValues): FormErrors {
  const errors: FormErrors = checkSchema(values);
  for (const field of REQUIRED) if (values[field].trim() === '') errors[field] = true;
  return errors;
}

export const missesRequired = (errors: FormErrors) =>
  Object.values(errors).some((error) => error === true);

export const isUnpackUnit = (value: string | null): value is UnpackUnit =>
  value !== null && (UNPACK_UNITS as readonly string[]).includes(value);
