import { Anchor, Badge, Box, Group, List, Paper, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import type { GuideChapter } from './guide-model.ts';

export const TOC_ID = 'innehall';

/** The table of contents: one group per chapter, each section a link to its anchor. */
export function GuideToc({ chapters }: { chapters: readonly GuideChapter[] }) {
  const t = useT();
  return (
    <Paper
      component="nav"
      aria-labelledby={`${TOC_ID}-rubrik`}
      id={TOC_ID}
      withBorder
      p="md"
      radius="md"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={`${TOC_ID}-rubrik`}>
          {t('help.toc')}
        </Title>
        {chapters.map((chapter) => (
          <Box key={chapter.id}>
            <Anchor href={`#${chapter.id}`} fw={700} size="sm">
              {chapter.title}
            </Anchor>
            <List listStyleType="none" spacing={4} mt={4} size="sm">
              {chapter.sections.map((section) => (
                <List.Item key={section.id}>
                  <Group gap={6} wrap="nowrap" align="baseline">
                    <Anchor href={`#${section.id}`} size="sm">
                      {section.title}
                    </Anchor>
                    {section.comingSoon && (
                      <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0 }}>
                        {t('help.comingSoon')}
                      </Badge>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
