import { Paper, Text } from '@mantine/core';
import { useT } from '../../i18n/t.ts';

/** Tells 'nothing matches the search' apart from 'nothing created yet'. */
export function MedicinesEmptyState({ search, canWrite }: { search: string; canWrite: boolean }) {
  const t = useT();
  const searching = search.trim() !== '';
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={500}>
        {searching
          ? t('medicines.empty.search', { search: search.trim() })
          : t('medicines.empty.none')}
      </Text>
      {!searching && canWrite ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('medicines.empty.hint')}
        </Text>
      ) : null}
    </Paper>
  );
}
