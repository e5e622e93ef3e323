import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { UnpackInput, type UnpackResult } from '../../../shared/schemas/inventory.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import { useMedicineOptions } from '../medicines/medicines-api.ts';
import { useUnpack } from './unpack-api.ts';
import {
  deliveryInput,
  NarcoticDeliveryFields,
  NO_DELIVERY,
} from '../narcotics/NarcoticDeliveryFields.tsx';
import { witnessError } from '../narcotics/WitnessFields.tsx';
import { serverDetail } from '../../ui/api-errors.ts';
import {
  isUnpackUnit,
  missesRequired,
  UNPACK_DEFAULTS,
  UNPACK_UNITS,
  validateUnpack,
  type UnpackValues,
} from './unpack-form.ts';

/** The user portal's unpack form for admin and site admin (spec 1-platform §2.6). */
export function UnpackForm() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const medicines = useMedicineOptions();
  const unpack = useUnpack();
  const [flash, setFlash] = useFlashMessage();
  const form = useForm<UnpackValues>({ initialValues: UNPACK_DEFAULTS, validate: validateUnpack });
  const [delivery, setDelivery] = useState(NO_DELIVERY);
  const [witnessFailure, setWitnessFailure] = useState<string | null>(null);
  const narcotic = Boolean(
    medicines.data?.find((m) => m.value === form.values.medicine_template_id)?.narcotic,
  );

  const submit = (values: UnpackValues) => {
    setFlash(null);
    setWitnessFailure(null);
    const input = { ...UnpackInput.parse(values), ...deliveryInput(delivery) };
    unpack.mutate(input, {
      onSuccess: ({ item }: UnpackResult) => {
        const detail = t('unpack.success.detail', {
          name: item.medicine_name,
          batch: item.batch_number,
          quantity: item.quantity,
          unit: t(UNIT_KEYS[item.unit_type]),
        });
        setFlash({ kind: 'success', text: `${t('unpack.success')} ${detail}` });
        form.reset();
        setDelivery(NO_DELIVERY);
      },
      onError: (error) => {
        setWitnessFailure(witnessError(error));
        setFlash({ kind: 'error', text: serverDetail(error) ?? t('unpack.error.failed') });
      },
    });
  };

  const onInvalid = (errors: Parameters<typeof missesRequired>[0]) => {
    setFlash(missesRequired(errors) ? { kind: 'error', text: t('unpack.error.required') } : null);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="unpack-title">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="unpack-title">
            {t('unpack.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('unpack.intro')}
          </Text>
        </Stack>
        {!siteId ? (
          <Alert color="yellow">{t('unpack.noSite')}</Alert>
        ) : (
          <form onSubmit={form.onSubmit(submit, onInvalid)} noValidate>
            <Stack>
              <FlashAlert message={flash} />
              {medicines.isError ? (
                <Alert color="red" role="alert">
                  {t('unpack.error.medicines')}
                </Alert>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <Select
                  label={t('unpack.field.medicine')}
                  placeholder={t('unpack.field.medicinePlaceholder')}
                  nothingFoundMessage={t('unpack.field.medicineNone')}
                  data={medicines.data ?? []}
                  searchable
                  required
                  {...form.getInputProps('medicine_template_id')}
                  value={form.values.medicine_template_id || null}
                  onChange={(value: string | null) =>
                    form.setFieldValue('medicine_template_id', value ?? '')
                  }
                />
                <TextInput
                  label={t('unpack.field.batch')}
                  required
                  {...form.getInputProps('batch_number')}
                />
                <TextInput
                  label={t('unpack.field.expiry')}
                  type="date"
                  required
                  {...form.getInputProps('expiry_date')}
                />
                <Group grow align="flex-start" gap="xs">
                  <NumberInput
                    label={t('unpack.field.quantity')}
                    min={1}
                    allowNegative={false}
                    allowDecimal={false}
                    required
                    {...form.getInputProps('quantity')}
                  />
                  <Select
                    label={t('unpack.field.unitType')}
                    data={UNPACK_UNITS.map((value) => ({
                      value,
                      label: t(`unpack.unit.${value}`),
                    }))}
                    allowDeselect={false}
                    {...form.getInputProps('unit_type')}
                    onChange={(value: string | null) => {
                      if (isUnpackUnit(value)) form.setFieldValue('unit_type', value);
                    }}
                  />
                </Group>
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('unpack.field.location')}
                  placeholder={t('unpack.field.locationPlaceholder')}
                  {...form.getInputProps('location')}
                />
                <Textarea
                  label={t('unpack.field.notes')}
                  autosize
                  minRows={1}
                  {...form.getInputProps('notes')}
                />
              </SimpleGrid>
              <NarcoticDeliveryFields
                narcotic={narcotic}
                value={delivery}
                onChange={setDelivery}
                witnessError={witnessFailure}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={unpack.isPending}>
                  {t('unpack.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
