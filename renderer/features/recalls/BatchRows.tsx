import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/t.ts';
import { batchRow, MAX_BATCH_ROWS, type NoticeFormValues } from './notice-form.ts';

/** The notice's batches, each with an optional expiry date; rows can be added and removed. */
export function BatchRows({ form }: { form: UseFormReturnType<NoticeFormValues> }) {
  const t = useT();
  const rows = form.values.batches;
  return (
    <Stack gap="xs" role="group" aria-label={t('recalls.form.batches')}>
      <div>
        <Text fw={600} size="sm">
          {t('recalls.form.batches')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('recalls.form.batchesHint')}
        </Text>
      </div>
      {form.errors.batches ? (
        <Text size="sm" c="red">
          {form.errors.batches}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('recalls.form.batchNumber', { n: index + 1 })}
            style={{ flex: 2 }}
            {...form.getInputProps(`batches.${index}.batch_number`)}
          />
          <TextInput
            label={t('recalls.form.batchExpiry', { n: index + 1 })}
            type="date"
            style={{ flex: 1 }}
            {...form.getInputProps(`batches.${index}.expiry_date`)}
          />
          <CloseButton
            mt={26}
            aria-label={t('recalls.form.removeBatch', { n: index + 1 })}
            onClick={() => form.removeListItem('batches', index)}
          />
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={rows.length >= MAX_BATCH_ROWS}
          onClick={() => form.insertListItem('batches', batchRow())}
        >
          {t('recalls.form.addBatch')}
        </Button>
      </Group>
    </Stack>
  );
}
