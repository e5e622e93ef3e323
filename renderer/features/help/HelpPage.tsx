import { Anchor, Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { GuideChapterView } from './GuideChapterView.tsx';
import { GuideToc } from './GuideToc.tsx';
import { PublicFrame } from './PublicFrame.tsx';
import { useGuide } from './use-guide.ts';
import { useScrollToHash } from './use-scroll-to-hash.ts';
import { useT } from '../../i18n/t.ts';

export function HelpPage() {
  const t = useT();
  const guide = useGuide();
  useScrollToHash();
  return (
    <PublicFrame title={t('help.title')}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('help.title')}</Title>
          <Text maw={720}>{t('help.intro')}</Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Box
              pos={{ base: 'static', lg: 'sticky' }}
              top={16}
              mah={{ lg: 'calc(100vh - 32px)' }}
              style={{ overflowY: 'auto' }}
            >
              <GuideToc chapters={guide} />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap={48}>
              {guide.map((chapter) => (
                <GuideChapterView key={chapter.id} chapter={chapter} />
              ))}
              <Paper withBorder p="md" radius="md">
                <Text>
                  {t('help.moreHelp')}{' '}
                  <Anchor component={Link} to="/support">
                    {t('help.moreHelpLink')}
                  </Anchor>
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </PublicFrame>
  );
}
