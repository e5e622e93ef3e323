import { Stack } from '@mantine/core';
import { GlukagonPanel } from './GlukagonPanel.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useT } from '../../i18n/t.ts';

export function GlukagonPage() {
  const t = useT();
  return (
    <Stack maw={720}>
      <PageHeader title={t('glukagon.title')} subtitle={t('glukagon.intro')} />
      <GlukagonPanel />
    </Stack>
  );
}
