import { Alert, List, Text } from '@mantine/core';
import type { SchablonImportResult } from '../../../shared/schemas/medicine.ts';
import { useT } from '../../i18n/t.ts';

const SHOWN_DUPLICATES = 5;

export function ImportResultPanel({ result }: { result: SchablonImportResult }) {
  const t = useT();
  const duplicates = result.skipped_duplicates;
  const hidden = duplicates.length - SHOWN_DUPLICATES;
  return (
    <Alert color="green" title={t('schablons.result.title')} role="status">
      <Text size="sm">{t('schablons.result.imported', { count: result.imported_count })}</Text>
      {result.skipped_count > 0 ? (
        <>
          <Text size="sm" mt="xs">
            {t('schablons.result.skipped', { count: result.skipped_count })}
          </Text>
          <List size="sm" mt={4}>
            {duplicates.slice(0, SHOWN_DUPLICATES).map((name, index) => (
              <List.Item key={`${index}-${name}`}>{name}</List.Item>
            ))}
          </List>
          {hidden > 0 ? (
            <Text size="sm">{t('schablons.result.more', { count: hidden })}</Text>
          ) : null}
        </>
      ) : null}
      {result.imported_count > 0 ? (
        <Text size="sm" mt="xs" c="dimmed">
          {t('schablons.result.closing')}
        </Text>
      ) : null}
    </Alert>
  );
}
