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
};

export const ITEM_FIELDS = [
  'medicine_template_id',
  'batch_number',
  'expiry_date',
  'quantity',
  'unit_type',
  'location',
  'notes',
] as const;

export const itemValues = (item: InventoryItem | null): ItemValues => ({
  medicine_template_id: item?.medicine_template_id ?? '',
  batch_number: item?.batch_number ?? '',
  expiry_date: item?.expiry_date ?? '',
  quantity: item?.quantity ?? 0,
  unit_type: item?.unit_type ?? 'styck',
  location: item?.location ?? '',
  notes: item?.notes ?? '',
});

export const createBody = (values: ItemValues): InventoryCreateInput =>
  InventoryCreateInput.parse(values);

export const updateBody = ({
  medicine_template_id: _,
  ...values
}: ItemValues): InventoryUpdateInput => InventoryUpdateInput.parse(values);

/** The site's medicines, plus the edited item's own when it is not among the first 100. */
export function withItemMedicine(
  options: MedicineOption[],
  item: InventoryItem | null,
): MedicineOption[] {
  if (!item || options.some((o) => o.value === item.medicine_template_id)) return options;
  return [{ value: item.medicine_template_id, label: item.medicine_name }, ...options];
}
