import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { GuideBlockView } from './GuideBlockView.tsx';
import type { GuideSection } from './guide-model.ts';
import { TOC_ID } from './GuideToc.tsx';

export function GuideSectionView({ section }: { section: GuideSection }) {
  const t = useT();
  const titleId = `${section.id}-rubrik`;
  const roles = section.roles.map((role) => t(`role.${role}`)).join(', ');
  return (
    <Stack
      component="section"
      id={section.id}
      aria-labelledby={titleId}
      gap="sm"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
    >
      <Group gap="sm" align="center">
        <Title order={3} id={titleId}>
          {section.title}
        </Title>
        {section.comingSoon && (
          <Badge color="gray" variant="outline">
            {t('help.comingSoon')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('help.forRoles', { roles })}
      </Text>
      {section.comingSoon && (
        <Alert color="gray" variant="light" role="note" title={t('help.comingSoon')}>
          {t('help.comingSoonNote')}
        </Alert>
      )}
      {section.blocks.map((block, index) => (
        <GuideBlockView key={String(index)} block={block} />
      ))}
      <Anchor href={`#${TOC_ID}`} size="sm">
        {t('help.toTop')}
      </Anchor>
    </Stack>
  );
}
