import { Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { Schablon } from '../../../shared/schemas/medicine.ts';
import { useT } from '../../i18n/t.ts';
import { NarcoticBadge } from './NarcoticBadge.tsx';

type SchablonChecklistProps = {
  schablons: Schablon[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

export function SchablonChecklist({ schablons, selected, onToggle }: SchablonChecklistProps) {
  const t = useT();
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
      <Stack gap="xs" role="group" aria-label={t('schablons.list')}>
        {schablons.map((schablon) => (
          <Paper key={schablon.id} withBorder radius="md" p="sm">
            <Checkbox
              checked={selected.has(schablon.id)}
              onChange={() => onToggle(schablon.id)}
              label={
                <Group gap="xs" wrap="wrap">
                  <Text fw={500}>
                    {schablon.name} {schablon.strength} {schablon.unit}
                  </Text>
                  {schablon.is_controlled_substance ? (
                    <NarcoticBadge schedule={schablon.narcotic_schedule} />
                  ) : null}
                </Group>
              }
              description={[
                schablon.category,
                schablon.generic_name,
                schablon.route_of_administration,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
