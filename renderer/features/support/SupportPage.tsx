import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PublicFrame } from '../help/PublicFrame.tsx';
import { useScrollToHash } from '../help/use-scroll-to-hash.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { LockoutHelp } from './LockoutHelp.tsx';
import { ProblemReport } from './ProblemReport.tsx';
import { ServerStatus } from './ServerStatus.tsx';
import { SupportSection } from './SupportSection.tsx';
import { useSupportInfo } from './support-api.ts';
import { useT } from '../../i18n/t.ts';

export function SupportPage() {
  const t = useT();
  const support = useSupportInfo();
  useScrollToHash();
  const info = support.data;
  return (
    <PublicFrame title={t('support.title')}>
      <Stack gap="lg" maw={1000} mx="auto">
        <Stack gap="xs">
          <Group gap="sm" align="center">
            <Title order={1}>{t('support.title')}</Title>
            {info && (
              <Badge variant="light" size="lg" tt="none">
                {t('support.version', { version: `${info.version} (${info.commit})` })}
              </Badge>
            )}
          </Group>
          <Text>{t('support.intro')}</Text>
        </Stack>
        <SupportSection id="kontakt" title={t('support.contact.title')}>
          <ContactDetails info={info} failed={support.isError} />
        </SupportSection>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SupportSection id="driftstatus" title={t('support.status.title')}>
            <ServerStatus />
          </SupportSection>
          <SupportSection id="utelast" title={t('support.lockout.title')}>
            <LockoutHelp info={info} />
          </SupportSection>
        </SimpleGrid>
        <SupportSection id="felanmalan" title={t('support.report.title')}>
          <ProblemReport info={info} />
        </SupportSection>
      </Stack>
    </PublicFrame>
  );
}
