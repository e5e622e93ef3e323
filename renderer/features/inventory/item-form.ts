import {
  InventoryCreateInput,
  InventoryUpdateInput,
  type InventoryItem,
} from '../../../shared/schemas/inventory.ts';
import type { MedicineOption } from '../medicines/medicines-api.ts';
import { witnessInput, type WitnessValue } from '../narcotics/WitnessFields.tsx';

export type ItemValues = {
  medicine_template_id: string;
  batch_number: string;
  expiry_date: string;
  quantity: number | string;
  unit_type: InventoryItem['unit_type'];
  location: string;
  /** A storage place of the unit (a fridge), or null. */
  storage_place_id: string | null;
  notes: string;
  /** Asked for only when an edit changes the quantity; kept in the batch's history. */
  adjustment_reason: string;
  /** Why a narcotic batch's number or expiry changes; sent with the witness. */
  record_reason: string;
};

export const ITEM_FIELDS = [
  'medicine_template_id',
  'batch_number',
  'expiry_date',
  'quantity',
  'unit_type',
  'location',
  'storage_place_id',
  'notes',
  'adjustment_reason',
  'record_reason',
] as const;

export const itemValues = (item: InventoryItem | null): ItemValues => ({
  medicine_template_id: item?.medicine_template_id ?? '',
  batch_number: item?.batch_number ?? '',
  expiry_date: item?.expiry_date ?? '',
  quantity: item?.quantity ?? 0,
  unit_type: item?.unit_type ?? 'styck',
  location: item?.location ?? '',
  storage_place_id: item?.storage_place_id ?? null,
  notes: item?.notes ?? '',
  adjustment_reason: '',
  record_reason: '',
});

/** Whether an edit changes the batch's quantity (then a reason is needed). */
export const changesQuantity = (values: ItemValues, item: InventoryItem | null): boolean =>
  item !== null && Number(values.quantity) !== item.quantity;

export const createBody = (values: ItemValues): InventoryCreateInput =>
  InventoryCreateInput.parse(values);

/** Whether an edit changes a narcotic batch's number or expiry (then a witness signs). */
export const changesBatchRecord = (values: ItemValues, item: InventoryItem | null): boolean =>
  item !== null &&
  item.is_controlled_substance &&
  (values.batch_number.trim() !== item.batch_number || values.expiry_date !== item.expiry_date);

export function updateBody(
  values: ItemValues,
  item: InventoryItem,
  witness: WitnessValue | null = null,
): InventoryUpdateInput {
  const { medicine_template_id: _, adjustment_reason, record_reason, ...fields } = values;
  return InventoryUpdateInput.parse({
    ...fields,
    ...(changesQuantity(values, item) ? { adjustment_reason } : {}),
    ...(witness && changesBatchRecord(values, item)
      ? { witness: witnessInput(witness), reason: record_reason.trim() || null }
      : {}),
  });
}

/** The site's medicines, plus the edited item's own when it is not among the first 100. */
export function withItemMedicine(
  options: MedicineOption[],
  item: InventoryItem | null,
): MedicineOption[] {
  if (!item || options.some((o) => o.value === item.medicine_template_id)) return options;
  return [{ value: item.medicine_template_id, label: item.medicine_name }, ...options];
}
