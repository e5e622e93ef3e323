import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ColumnMapping, ImportStarted } from '../../../shared/schemas/imports.ts';
import { useT } from '../../i18n/t.ts';

const NONE = 'none';

/** Which column each field is read from; the server's proposal is where it starts. */
export function MappingStep({
  started,
  saving,
  onPreview,
}: {
  started: ImportStarted;
  saving: boolean;
  onPreview: (mapping: ColumnMapping, save: boolean) => void;
}) {
  const t = useT();
  const [mapping, setMapping] = useState<ColumnMapping>(started.proposed_mapping);
  const [save, setSave] = useState(true);
  const columns = [
    { value: NONE, label: t('imports.map.none') },
    ...started.columns.map((heading, i) => ({
      value: String(i),
      label: `${i + 1}. ${heading}`,
    })),
  ];
  return (
    <Stack>
      <Text size="sm">
        {started.mapping_source === 'saved' ? t('imports.map.saved') : t('imports.map.proposed')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {started.fields.map((field) => (
          <Select
            key={field.key}
            label={field.label}
            required={
              field.required && !(field.required_unless && mapping[field.required_unless] != null)
            }
            description={field.required_unless ? t('imports.map.orGtin') : undefined}
            allowDeselect={false}
            data={columns}
            value={mapping[field.key] == null ? NONE : String(mapping[field.key])}
            onChange={(value) =>
              setMapping({
                ...mapping,
                [field.key]: value === null || value === NONE ? null : Number(value),
              })
            }
          />
        ))}
      </SimpleGrid>
      <Checkbox
        label={t('imports.map.save')}
        checked={save}
        onChange={(e) => setSave(e.currentTarget.checked)}
      />
      <Group>
        <Button loading={saving} onClick={() => onPreview(mapping, save)}>
          {t('imports.map.preview')}
        </Button>
      </Group>
    </Stack>
  );
}
