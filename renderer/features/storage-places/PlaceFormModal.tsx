import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  STORAGE_KIND_RANGES,
  STORAGE_KINDS,
  type StorageKind,
  type StoragePlace,
} from '../../../shared/schemas/storage-places.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useCreatePlace, useUpdatePlace } from './storage-places-api.ts';
import { typedCelsius } from './temperature-text.ts';

const text = (value: number) => String(value).replace('.', ',');

/** A new place (a fridge 2–8 °C to start with), or a place's name, range and use. */
export function PlaceFormModal({
  place,
  onClose,
}: {
  place: StoragePlace | null;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreatePlace();
  const update = useUpdatePlace();
  const [name, setName] = useState(place?.name ?? '');
  const [kind, setKind] = useState<StorageKind>(place?.kind ?? 'fridge');
  const [min, setMin] = useState(text(place?.min_c ?? STORAGE_KIND_RANGES.fridge.min_c));
  const [max, setMax] = useState(text(place?.max_c ?? STORAGE_KIND_RANGES.fridge.max_c));
  const [active, setActive] = useState(place?.is_active ?? true);
  const [failure, setFailure] = useState<string | null>(null);
  const chooseKind = (next: StorageKind) => {
    setKind(next);
    setMin(text(STORAGE_KIND_RANGES[next].min_c));
    setMax(text(STORAGE_KIND_RANGES[next].max_c));
  };
  const done = (saved: StoragePlace) => {
    notifySuccess(t('temps.form.saved', { place: saved.name }));
    onClose();
  };
  const fail = (error: unknown) => setFailure(detailOrMessage(error));
  return (
    <FormModal
      title={place ? t('temps.form.edit', { place: place.name }) : t('temps.form.new')}
      submitLabel={t('temps.form.save')}
      saving={create.isPending || update.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={() => {
        setFailure(null);
        const range = {
          min_c: typedCelsius(min) ?? Number.NaN,
          max_c: typedCelsius(max) ?? Number.NaN,
        };
        if (Number.isNaN(range.min_c) || Number.isNaN(range.max_c)) {
          setFailure(t('temps.read.notNumber', { field: t('temps.form.min') }));
          return;
        }
        if (place)
          update.mutate(
            { id: place.id, body: { name, ...range, is_active: active } },
            { onSuccess: done, onError: fail },
          );
        else create.mutate({ name, kind, ...range }, { onSuccess: done, onError: fail });
      }}
    >
      <TextInput
        label={t('temps.form.name')}
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {place ? null : (
        <Select
          label={t('temps.form.kind')}
          allowDeselect={false}
          data={STORAGE_KINDS.map((k) => ({ value: k, label: t(`temps.kind.${k}`) }))}
          value={kind}
          onChange={(value) => value && chooseKind(value)}
        />
      )}
      <SimpleGrid cols={2}>
        <TextInput
          label={t('temps.form.min')}
          inputMode="decimal"
          required
          value={min}
          onChange={(e) => setMin(e.currentTarget.value)}
        />
        <TextInput
          label={t('temps.form.max')}
          inputMode="decimal"
          required
          value={max}
          onChange={(e) => setMax(e.currentTarget.value)}
        />
      </SimpleGrid>
      {place ? (
        <Switch
          label={t('temps.form.active')}
          description={t('temps.form.activeHelp')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
      ) : null}
    </FormModal>
  );
}
