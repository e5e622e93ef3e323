import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RecallMatch, RecallStats } from '../../../shared/schemas/recall.ts';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { useT } from '../../i18n/t.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { DisposeConfirmModal } from './DisposeConfirmModal.tsx';
import { FollowUpChecks } from './FollowUpChecks.tsx';
import { lastCheckedText } from './last-checked.ts';
import { PanelFrame } from './PanelFrame.tsx';
import { PanelQueryState } from './PanelQueryState.tsx';
import { RecallMatchesTable } from './RecallMatchesTable.tsx';
import { classifyDisposeError } from './panel-errors.ts';
import { PANEL_MESSAGE_MS } from './panel-settings.ts';
import { useRecallMatches, useRecallStats, useResolveRecall } from './panels-api.ts';
import { useNow } from './use-now.ts';
import { ReturnModal } from '../recalls/ReturnModal.tsx';
import { returnableOf } from '../recalls/returnable.ts';

type RecallPanelProps = { maxRows: number; refreshMs: number };

function LastChecked({ stats, failed }: { stats: RecallStats | undefined; failed: boolean }) {
  const t = useT();
  const now = useNow();
  const when = lastCheckedText(stats?.last_checked_at, now, failed);
  return (
    <Text size="xs" c="dimmed" data-testid="recall-last-checked">
      {t('panels.recall.lastChecked', {
        when: 'key' in when ? t(when.key, when.params) : when.text,
      })}
    </Text>
  );
}

/** INDRAGNINGAR: stock batches named by a recall notice (spec 1-platform §2.8). */
export function RecallPanel({ maxRows, refreshMs }: RecallPanelProps) {
  const t = useT();
  const query = useRecallMatches(maxRows, refreshMs);
  const stats = useRecallStats(refreshMs);
  const resolve = useResolveRecall();
  const [message, setMessage] = useFlashMessage(PANEL_MESSAGE_MS);
  const [pending, setPending] = useState<RecallMatch | null>(null);
  const [returning, setReturning] = useState<RecallMatch | null>(null);
  const count = query.data?.total ?? 0;

  const confirm = () => {
    if (!pending) return;
    const match = pending;
    setMessage(null);
    resolve.mutate(match, {
      onSuccess: () =>
        setMessage({
          kind: 'success',
          text: t('panels.recall.disposed', { name: match.medicine_name }),
        }),
      onError: (error) => setMessage({ kind: 'error', text: t(classifyDisposeError(error).key) }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <PanelFrame
      id="recall-panel"
      title={t('panels.recall.title')}
      subtitle={t('panels.recall.subtitle')}
      color="red"
      badges={
        count > 0 ? (
          <Group gap="xs">
            <Badge size="lg" color="red" variant="filled" data-testid="recall-count">
              {count}
            </Badge>
            <Text size="sm" fw={600} c="red">
              {t('panels.recall.urgent')}
            </Text>
          </Group>
        ) : null
      }
      message={message}
      footer={
        <Stack gap={4}>
          <Group justify="space-between">
            <LastChecked stats={stats.data} failed={stats.isError} />
            {count > 0 ? (
              <ExportMenu
                path="/indragningar/matches"
                query={{ active_only: true, include_resolved: false }}
              />
            ) : null}
          </Group>
          <Text size="xs" c="red" fw={500}>
            {t('panels.recall.footer')}
          </Text>
        </Stack>
      }
    >
      <PrintHeading title={t('panels.recall.title')} />
      <PanelQueryState query={query} fatalTitle={t('panels.recall.fatal')}>
        {(list) =>
          list.items.length === 0 ? (
            <Stack gap={2} align="center" py="md" ta="center">
              <Text fw={600}>{t('panels.recall.emptyTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('panels.recall.emptyText')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('panels.recall.autoCheck')}
              </Text>
            </Stack>
          ) : (
            <RecallMatchesTable
              rows={list.items}
              busyId={resolve.isPending ? (pending?.id ?? null) : null}
              onDispose={setPending}
              onReturn={setReturning}
            />
          )
        }
      </PanelQueryState>
      <FollowUpChecks maxRows={maxRows} refreshMs={refreshMs} matches={query.data?.items ?? []} />
      {returning?.inventory_item_id ? (
        <ReturnModal
          noticeId={returning.notice_id}
          product={returning.medicine_name}
          batches={[returnableOf(returning)]}
          onClose={() => setReturning(null)}
        />
      ) : null}
      <DisposeConfirmModal
        subject={
          pending && {
            medicine: pending.medicine_name,
            batch: pending.batch_number,
            quantity: pending.quantity,
            unit: pending.unit_type,
            site: pending.site_name,
            reason: pending.withdrawal_reason,
          }
        }
        explanation={t('panels.confirm.recall')}
        busy={resolve.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </PanelFrame>
  );
}
