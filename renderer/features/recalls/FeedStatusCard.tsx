import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { feedStatusView, type FeedTone } from './feed-status.ts';
import { useFeedStatus } from './withdrawals-api.ts';

const TONE_COLOURS: Record<FeedTone, string> = {
  ok: 'green',
  failed: 'red',
  running: 'blue',
  never: 'gray',
  unconfigured: 'yellow',
};

/** The first line says what happened (red when the read failed); the rest are details. */
function lineColour(index: number, tone: FeedTone): string | undefined {
  if (index > 0) return 'dimmed';
  return tone === 'failed' ? 'red' : undefined;
}

/** When the recall feed was last read and whether that worked (from GET /admin/withdrawals/status). */
export function FeedStatusCard() {
  const t = useT();
  const status = useFeedStatus();
  const view = status.data ? feedStatusView(status.data, formatDateTime) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-label={t('recalls.feed.title')}
      data-testid="feed-status"
    >
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{t('recalls.feed.title')}</Text>
          {view ? (
            <Badge color={TONE_COLOURS[view.tone]} variant="light">
              {t(`recalls.feed.tone.${view.tone}`)}
            </Badge>
          ) : null}
        </Group>
        {status.isPending ? <Loader size="xs" aria-label={t('app.loading')} /> : null}
        {status.isError ? (
          <Text size="sm" c="red">
            {t('recalls.feed.error', { detail: detailOrMessage(status.error) })}
          </Text>
        ) : null}
        {view?.lines.map((line, index) => (
          <Text key={line.key} size="sm" c={lineColour(index, view.tone)}>
            {t(line.key, line.params)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
