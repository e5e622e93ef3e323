import { Divider, Stack, Text, Title } from '@mantine/core';
import type { GuideChapter } from './guide-model.ts';
import { GuideSectionView } from './GuideSectionView.tsx';

export function GuideChapterView({ chapter }: { chapter: GuideChapter }) {
  const titleId = `${chapter.id}-rubrik`;
  return (
    <Stack
      component="section"
      id={chapter.id}
      aria-labelledby={titleId}
      gap="lg"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
    >
      <Stack gap={4}>
        <Title order={2} id={titleId}>
          {chapter.title}
        </Title>
        <Text c="dimmed">{chapter.intro}</Text>
      </Stack>
      {chapter.sections.map((section, index) => (
        <Stack key={section.id} gap="lg">
          {index > 0 && <Divider />}
          <GuideSectionView section={section} />
        </Stack>
      ))}
    </Stack>
  );
}
