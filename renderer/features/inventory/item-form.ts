import {
  InventoryCreateInput,
  InventoryUpdateInput,
  type InventoryItem,
} from '../../../shared/schemas/inventory.ts';
import type { MedicineOption } from '../medicines/medicines-api.ts';

export type ItemValues = {
  medicine_template_id: string;
  batch_number: string;
  expiry_date: string;
  quantity: number | string;
  unit_type: InventoryItem['unit_type'];
  location: string;
  notes: string;
  /** Asked for only when an edit changes the quantity; kept in the batch's history. */
  adjustment_reason: string;
};

export const ITEM_FIELDS = [
  'medicine_template_id',
  'batch_number',
  'expiry_date',
  'quantity',
  'unit_type',
  'location',
  'notes',
  'adjustment_reason',
] as const;

export const itemValues = (item: InventoryItem | null): ItemValues => ({
  medicine_template_id: item?.medicine_template_id ?? '',
  batch_number: item?.batch_number ?? '',
  expiry_date: item?.expiry_date ?? '',
  quantity: item?.quantity ?? 0,
  unit_type: item?.unit_type ?? 'styck',
  location: item?.location ?? '',
  notes: item?.notes ?? '',
  adjustment_reason: '',
});

/** Whether an edit changes the batch's quantity (then a reason is needed). */
export const changesQuantity = (values: ItemValues, item: InventoryItem | null): boolean =>
  item !== null && Number(values.quantity) !== item.quantity;

export const createBody = (values: ItemValues): InventoryCreateInput =>
  InventoryCreateInput.parse(values);

export function updateBody(values: ItemValues, item: InventoryItem): InventoryUpdateInput {
  const { medicine_template_id: _, adjustment_reason, ...fields } = values;
  return InventoryUpdateInput.parse(
    changesQuantity(values, item) ? { ...fields, adjustment_reason } : fields,
  );
}

/** The site's medicines, plus the edited item's own when it is not among the first 100. */
export function withItemMedicine(
  options: MedicineOption[],
  item: InventoryItem | null,
): MedicineOption[] {
  if (!item || options.some((o) => o.value === item.medicine_template_id)) return options;
  return [{ value: item.medicine_template_id, label: item.medicine_name }, ...options];
}
