import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import type { SupportInfo } from '../../../shared/schemas/support.ts';
import { CheckIcon, ShieldIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCurrentSite } from '../../stores/site.ts';
import { mailtoLink, reportTemplate } from './report-template.ts';

/** The report template, filled in as far as the app knows, to edit, copy or mail. */
export function ProblemReport({ info }: { info: SupportInfo | undefined }) {
  const t = useT();
  const site = useCurrentSite();
  const clipboard = useClipboard({ timeout: 3000 });
  const [now] = useState(() => new Date());
  const [edited, setEdited] = useState<string | null>(null);
  const template = reportTemplate(t, {
    version: info ? `${info.version} (${info.commit})` : null,
    unit: site?.name ?? null,
    now,
  });
  const report = edited ?? template;

  return (
    <Stack gap="sm">
      <Text>{t('support.report.intro')}</Text>
      <Alert color="red" variant="light" icon={<ShieldIcon />} role="note">
        <Text fw={600} size="sm">
          {t('support.report.patientData')}
        </Text>
      </Alert>
      <Textarea
        label={t('support.report.label')}
        value={report}
        onChange={(event) => setEdited(event.currentTarget.value)}
        autosize
        minRows={5}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap="sm">
        <Button
          onClick={() => clipboard.copy(report)}
          leftSection={clipboard.copied ? <CheckIcon size={16} /> : undefined}
          color={clipboard.copied ? 'green' : undefined}
        >
          {clipboard.copied ? t('support.report.copied') : t('support.report.copy')}
        </Button>
        {info && (
          <Button
            component="a"
            variant="light"
            href={mailtoLink(info.email, t('support.report.subject'), report)}
          >
            {t('support.report.send')}
          </Button>
        )}
      </Group>
      {clipboard.error && (
        <Text c="red" size="sm" role="alert">
          {t('support.report.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}
