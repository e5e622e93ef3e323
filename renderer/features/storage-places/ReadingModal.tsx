import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReadingInput, StoragePlace } from '../../../shared/schemas/storage-places.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { blankToNull } from '../../ui/format.ts';
import { useRecordReading } from './storage-places-api.ts';
import { celsius, typedCelsius } from './temperature-text.ts';

export type ReadingOutcome = { tone: 'ok' | 'deviation'; text: string };

/**
 * The daily reading in a few taps: current, then the lowest and highest since the thermometer was
 * reset, then sign. Big fields for the kiosk's touch screen; nothing is filled in beforehand.
 */
export function ReadingModal({
  place,
  onClose,
  onDone,
}: {
  place: StoragePlace;
  onClose: () => void;
  onDone: (outcome: ReadingOutcome) => void;
}) {
  const t = useT();
  const record = useRecordReading();
  const [current, setCurrent] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const field = { size: 'xl', inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <FormModal
      title={t('temps.read.title', { place: place.name })}
      submitLabel={t('temps.read.sign')}
      saving={record.isPending}
      failure={failure}
      onClose={onClose}
      size="lg"
      intro={t('temps.read.intro', { min: celsius(place.min_c), max: celsius(place.max_c) })}
      onSubmit={() => {
        setFailure(null);
        if (current.trim() === '') {
          setFailure(t('temps.read.needCurrent'));
          return;
        }
        const values = { current, min, max };
        const wrong = (['current', 'min', 'max'] as const).find((key) =>
          Number.isNaN(typedCelsius(values[key])),
        );
        if (wrong) {
          setFailure(t('temps.read.notNumber', { field: t(`temps.read.${wrong}`) }));
          return;
        }
        const body: ReadingInput = {
          current_c: typedCelsius(current) ?? 0,
          min_c: typedCelsius(min),
          max_c: typedCelsius(max),
          note: blankToNull(note),
          read_at: null,
        };
        record.mutate(
          { id: place.id, body },
          {
            onSuccess: (saved) => {
              const value = celsius(saved.reading.current_c);
              const outside = [saved.reading.current_c, saved.reading.min_c, saved.reading.max_c]
                .filter((v): v is number => v !== null)
                .find((v) => v < place.min_c || v > place.max_c);
              const shown = celsius(outside ?? saved.reading.current_c);
              onDone(
                saved.deviation
                  ? {
                      tone: 'deviation',
                      text: t(saved.deviation.opened ? 'temps.read.opened' : 'temps.read.noted', {
                        value: shown,
                        place: place.name,
                      }),
                    }
                  : { tone: 'ok', text: t('temps.read.done', { value }) },
              );
            },
            onError: (error) => setFailure(detailOrMessage(error)),
          },
        );
      }}
    >
      <TextInput
        {...field}
        label={t('temps.read.current')}
        data-autofocus
        required
        value={current}
        onChange={(e) => setCurrent(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...field}
          label={t('temps.read.min')}
          value={min}
          onChange={(e) => setMin(e.currentTarget.value)}
        />
        <TextInput
          {...field}
          label={t('temps.read.max')}
          value={max}
          onChange={(e) => setMax(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('temps.read.note')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </FormModal>
  );
}
