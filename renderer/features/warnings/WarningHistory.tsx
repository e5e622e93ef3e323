import { Text, ThemeIcon, Timeline } from '@mantine/core';
import type { WarningHistoryEntry } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { ACTION_COLORS, ACTION_KEYS, formatWhen } from './warning-labels.ts';

/** Who did what and when, oldest first: Skapad, Kvitterad, Åtgärdad, E-post skickad. */
export function WarningHistory({ history }: { history: WarningHistoryEntry[] }) {
  const t = useT();
  const text = useServerText();
  if (history.length === 0) return <Text c="dimmed">{t('warnings.detail.noHistory')}</Text>;
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={18}
      lineWidth={2}
      aria-label={t('warnings.detail.history')}
    >
      {history.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={t(ACTION_KEYS[entry.action])}
          bullet={<ThemeIcon size={18} radius="xl" color={ACTION_COLORS[entry.action]} />}
          data-testid="warning-history-entry"
        >
          <Text size="sm" c="dimmed">
            {t('warnings.history.by', {
              name: entry.action_by_user_name,
              when: formatWhen(entry.timestamp),
            })}
          </Text>
          {entry.action_details ? (
            <Text size="sm">{text(entry.details_message, entry.action_details)}</Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
