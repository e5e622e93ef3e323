import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ActivityList } from '../../../shared/schemas/dashboard.ts';
import { useT } from '../../i18n/t.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { formatDateTime } from '../../ui/format.ts';

export function RecentActivity({ activity }: { activity: ActivityList }) {
  const t = useT();
  const text = useServerText();
  const title = t('dashboard.activity.title');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {activity.items.length === 0 ? (
        <Text c="dimmed">{t('dashboard.activity.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {activity.items.map((item) => (
            <li key={item.id}>
              <Text size="sm">{text(item.summary_message, item.summary)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.at)}
                {item.site_name ? ` · ${item.site_name}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
