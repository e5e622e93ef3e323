import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import { ApiRequestError } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import {
  NO_WITNESS,
  WitnessFields,
  witnessError,
  type WitnessValue,
} from '../narcotics/WitnessFields.tsx';
import {
  changesRecord,
  createBody,
  MEDICINE_FIELDS,
  medicineValues,
  NOT_NARCOTIC,
  SCHEDULE_CHOICES,
  updateBody,
  validateMedicine,
  type MedicineValues,
} from './medicine-form.ts';
import { useCreateMedicine, useUpdateMedicine } from './medicines-api.ts';

type MedicineFormModalProps = {
  medicine: MedicineTemplate | null;
  siteId: string;
  onClose: () => void;
};

/** Create (medicine null) or edit a medicine template of the current site. */
export function MedicineFormModal({ medicine, siteId, onClose }: MedicineFormModalProps) {
  useReturnFocus();
  const t = useT();
  const create = useCreateMedicine();
  const update = useUpdateMedicine();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const [witness, setWitness] = useState<WitnessValue>(NO_WITNESS);
  const [witnessFailure, setWitnessFailure] = useState<string | null>(null);
  const [recordAsked, setRecordAsked] = useState(false);
  const form = useForm<MedicineValues>({
    initialValues: medicineValues(medicine),
    validate: validateMedicine(t),
  });
  const recorded = recordAsked || changesRecord(medicine, form.values);

  const submit = (values: MedicineValues) => {
    setFailure(null);
    setWitnessFailure(null);
    const onError = (error: unknown) => {
      const aboutWitness = witnessError(error);
      if (aboutWitness) {
        setRecordAsked(true);
        setWitnessFailure(aboutWitness);
        setFailure('');
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'RECORD_REASON_REQUIRED')
        setRecordAsked(true);
      const onField = applyFieldErrors(form, error, MEDICINE_FIELDS);
      const badSite =
        error instanceof ApiRequestError && error.errors.some((e) => e.path === 'site_id');
      if (badSite) setFailure(t('medicines.validation.siteId'));
      else if (!onField) setFailure(serverDetail(error) ?? '');
      else setFailure('');
    };
    const onSuccess = (saved: MedicineTemplate) => {
      notifySuccess(
        t(medicine ? 'medicines.success.update' : 'medicines.success.create', { name: saved.name }),
      );
      onClose();
    };
    if (medicine)
      update.mutate(
        { id: medicine.id, body: updateBody(values, recorded ? witness : null) },
        { onSuccess, onError },
      );
    else create.mutate(createBody(values, siteId), { onSuccess, onError });
  };

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={medicine ? t('medicines.edit.title') : t('medicines.create.title')}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {failure !== null ? (
            <Alert color="red" role="alert" title={t('medicines.error.save')}>
              {failure || null}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('medicines.field.name')}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('medicines.field.genericName')}
              {...form.getInputProps('generic_name')}
            />
            <TextInput
              label={t('medicines.field.strength')}
              placeholder={t('medicines.field.strengthPlaceholder')}
              {...form.getInputProps('strength')}
            />
            <TextInput
              label={t('medicines.field.unit')}
              placeholder={t('medicines.field.unitPlaceholder')}
              required
              {...form.getInputProps('unit')}
            />
            <TextInput
              label={t('medicines.field.route')}
              placeholder={t('medicines.field.routePlaceholder')}
              {...form.getInputProps('route_of_administration')}
            />
            <NumberInput
              label={t('medicines.field.minimum')}
              description={t('medicines.field.minimumHint')}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('minimum_stock_level')}
            />
            <NumberInput
              label={t('medicines.field.par')}
              description={t('medicines.field.parHint')}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('par_level')}
            />
            <NumberInput
              label={t('medicines.field.inUseDays')}
              description={t('medicines.field.inUseDaysHint')}
              min={1}
              max={365}
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('in_use_days')}
            />
            <Select
              label={t('medicines.field.schedule')}
              description={t('medicines.field.scheduleHint')}
              allowDeselect={false}
              data={SCHEDULE_CHOICES.map((schedule) => ({
                value: schedule,
                label:
                  schedule === NOT_NARCOTIC
                    ? t('medicines.schedule.none')
                    : t('medicines.schedule.option', { schedule }),
              }))}
              {...form.getInputProps('narcotic_schedule')}
            />
            <TextInput
              label={t('medicines.field.packSize')}
              placeholder={t('medicines.field.packSizePlaceholder')}
              {...form.getInputProps('pack_size')}
            />
          </SimpleGrid>
          <Textarea
            label={t('medicines.field.storage')}
            placeholder={t('medicines.field.storagePlaceholder')}
            autosize
            minRows={2}
            {...form.getInputProps('storage_requirements')}
          />
          {recorded ? (
            <>
              <TextInput
                label={t('medicines.field.reason')}
                description={t('medicines.record.hint')}
                {...form.getInputProps('reason')}
              />
              <WitnessFields
                legend={t('medicines.record.witness')}
                value={witness}
                onChange={setWitness}
                error={witnessFailure}
              />
            </>
          ) : null}
          <Group>
            <Switch
              label={t('medicines.field.active')}
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {medicine ? t('common.save') : t('medicines.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
