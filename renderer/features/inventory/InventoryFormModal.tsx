import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { InventoryCreateInput, UNIT_TYPES } from '../../../shared/schemas/inventory.ts';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { useMedicineOptions } from '../medicines/medicines-api.ts';
import {
  NO_WITNESS,
  WitnessFields,
  witnessError,
  type WitnessValue,
} from '../narcotics/WitnessFields.tsx';
import {
  deliveryInput,
  NarcoticDeliveryFields,
  NO_DELIVERY,
} from '../narcotics/NarcoticDeliveryFields.tsx';
import { useStoragePlaces } from '../storage-places/storage-places-api.ts';
import { UNIT_TYPE_KEYS } from './expiry.ts';
import { useCreateItem, useUpdateItem } from './inventory-api.ts';
import { saveErrorText, type ErrorText } from './inventory-errors.ts';
import {
  changesBatchRecord,
  changesQuantity,
  createBody,
  ITEM_FIELDS,
  itemValues,
  updateBody,
  withItemMedicine,
  type ItemValues,
} from './item-form.ts';

const isUnitType = (value: string | null): value is InventoryItem['unit_type'] =>
  value !== null && (UNIT_TYPES as readonly string[]).includes(value);

/** Add a batch (item null) or edit one; the medicine of an existing batch stays fixed. */
export function InventoryFormModal({
  item,
  onClose,
}: {
  item: InventoryItem | null;
  onClose: () => void;
}) {
  useReturnFocus();
  const t = useT();
  const medicines = useMedicineOptions();
  const create = useCreateItem();
  const update = useUpdateItem();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [witness, setWitness] = useState<WitnessValue>(NO_WITNESS);
  const [witnessFailure, setWitnessFailure] = useState<string | null>(null);
  const form = useForm<ItemValues>({
    initialValues: itemValues(item),
    validate: (values) => {
      const errors = zodValidate(InventoryCreateInput)(values);
      if (changesQuantity(values, item) && values.adjustment_reason.trim() === '')
        errors.adjustment_reason = t('inventory.error.adjustmentReason');
      return errors;
    },
  });
  const needsReason = changesQuantity(form.values, item);
  const needsWitness = changesBatchRecord(form.values, item);
  const options = withItemMedicine(medicines.data ?? [], item);
  const places = useStoragePlaces().data ?? [];
  // A new batch is a delivery: its reference, and for a narcotic a witness.
  const [delivery, setDelivery] = useState(NO_DELIVERY);
  const narcotic = Boolean(
    options.find((m) => m.value === form.values.medicine_template_id)?.narcotic,
  );

  const submit = (values: ItemValues) => {
    setFailure(null);
    setWitnessFailure(null);
    const onError = (error: unknown) => {
      setWitnessFailure(witnessError(error));
      applyFieldErrors(form, error, ITEM_FIELDS);
      setFailure(saveErrorText(error));
    };
    const onSuccess = (saved: InventoryItem) => {
      const params = { name: saved.medicine_name, batch: saved.batch_number };
      notifySuccess(t(item ? 'inventory.success.update' : 'inventory.success.create', params));
      onClose();
    };
    if (item)
      update.mutate(
        { id: item.id, body: updateBody(values, item, witness) },
        { onSuccess, onError },
      );
    else
      create.mutate({ ...createBody(values), ...deliveryInput(delivery) }, { onSuccess, onError });
  };

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={item ? t('inventory.form.editTitle') : t('inventory.form.createTitle')}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {failure ? (
            <Alert color="red" role="alert">
              {'key' in failure ? t(failure.key) : failure.text}
            </Alert>
          ) : null}
          {medicines.isError ? (
            <Alert color="red" role="alert">
              {t('inventory.error.medicines')}
            </Alert>
          ) : null}
          <Select
            label={t('inventory.field.medicine')}
            placeholder={t('inventory.field.medicinePlaceholder')}
            nothingFoundMessage={t('inventory.field.medicineNone')}
            data={options}
            searchable
            required
            disabled={item !== null}
            data-autofocus
            {...form.getInputProps('medicine_template_id')}
            value={form.values.medicine_template_id || null}
            onChange={(value: string | null) =>
              form.setFieldValue('medicine_template_id', value ?? '')
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('inventory.field.batch')}
              required
              {...form.getInputProps('batch_number')}
            />
            <TextInput
              label={t('inventory.field.expiry')}
              type="date"
              required
              {...form.getInputProps('expiry_date')}
            />
            <NumberInput
              label={t('inventory.field.quantity')}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              required
              {...form.getInputProps('quantity')}
            />
            <Select
              label={t('inventory.field.unitType')}
              data={UNIT_TYPES.map((value) => ({ value, label: t(UNIT_TYPE_KEYS[value]) }))}
              allowDeselect={false}
              required
              {...form.getInputProps('unit_type')}
              onChange={(value: string | null) => {
                if (isUnitType(value)) form.setFieldValue('unit_type', value);
              }}
            />
          </SimpleGrid>
          {needsReason ? (
            <TextInput
              label={t('inventory.field.adjustmentReason')}
              description={t('inventory.field.adjustmentReasonHelp')}
              required
              maxLength={200}
              {...form.getInputProps('adjustment_reason')}
            />
          ) : null}
          {needsWitness ? (
            <>
              <TextInput
                label={t('inventory.field.recordReason')}
                description={t('inventory.field.recordReasonHelp')}
                maxLength={500}
                {...form.getInputProps('record_reason')}
              />
              <WitnessFields
                legend={t('inventory.field.witness')}
                value={witness}
                onChange={setWitness}
                error={witnessFailure}
              />
            </>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: places.length > 0 ? 2 : 1 }}>
            {places.length > 0 ? (
              <Select
                label={t('inventory.field.storagePlace')}
                placeholder={t('inventory.field.storagePlaceNone')}
                clearable
                data={places.map((p) => ({ value: p.id, label: p.name }))}
                {...form.getInputProps('storage_place_id')}
              />
            ) : null}
            <TextInput
              label={t('inventory.field.location')}
              placeholder={t('inventory.field.locationPlaceholder')}
              {...form.getInputProps('location')}
            />
          </SimpleGrid>
          <Textarea
            label={t('inventory.field.notes')}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
          {item ? null : (
            <NarcoticDeliveryFields narcotic={narcotic} value={delivery} onChange={setDelivery} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {item ? t('common.save') : t('inventory.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
