import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExpiryWarningItem, ExpiryWarningList } from '../../../shared/schemas/dashboard.ts';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { useT } from '../../i18n/t.ts';
import { medicineLabel } from '../inventory/expiry.ts';
import { DisposeConfirmModal } from './DisposeConfirmModal.tsx';
import { ExpiryWarningsTable } from './ExpiryWarningsTable.tsx';
import { PanelFrame } from './PanelFrame.tsx';
import { PanelQueryState } from './PanelQueryState.tsx';
import { useExpiryWarnings, useQuickDispose } from './panels-api.ts';
import { classifyDisposeError } from './panel-errors.ts';
import { PANEL_MESSAGE_MS, PANEL_ROWS } from './panel-settings.ts';
import { visibleRows } from './panel-rows.ts';

type ExpiryWarningsPanelProps = {
  maxRows: number;
  refreshMs: number;
  /** Start with the first three rows and a show-more button. */
  compact?: boolean;
  showSite: boolean;
};

function Counts({ list }: { list: ExpiryWarningList | undefined }) {
  const t = useT();
  if (!list) return null;
  const total = list.total_expiry_warnings;
  return (
    <Group gap="xs" data-testid="expiry-counts">
      <Badge size="lg" color="yellow" variant="light" tt="none" data-testid="expiry-total">
        {total === 1 ? t('panels.expiry.totalOne') : t('panels.expiry.total', { count: total })}
      </Badge>
      <Badge size="lg" color="red" variant="light" tt="none" data-testid="expiry-critical">
        {t('panels.expiry.critical', { count: list.critical_count })}
      </Badge>
    </Group>
  );
}

/** VARNINGAR: batches nearing expiry, disposed of as a whole from the row (spec 1-platform §2.7). */
export function ExpiryWarningsPanel({
  maxRows,
  refreshMs,
  compact = false,
  showSite,
}: ExpiryWarningsPanelProps) {
  const t = useT();
  const query = useExpiryWarnings(maxRows, refreshMs);
  const dispose = useQuickDispose();
  const [message, setMessage] = useFlashMessage(PANEL_MESSAGE_MS);
  const [expanded, setExpanded] = useState(false);
  const [pending, setPending] = useState<ExpiryWarningItem | null>(null);

  const confirm = () => {
    if (!pending) return;
    const item = pending;
    setMessage(null);
    dispose.mutate(item.id, {
      onSuccess: () =>
        setMessage({
          kind: 'success',
          text: t('panels.expiry.disposed', { name: item.medicine_name }),
        }),
      onError: (error) => setMessage({ kind: 'error', text: t(classifyDisposeError(error).key) }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <PanelFrame
      id="expiry-panel"
      title={t('panels.expiry.title')}
      subtitle={t('panels.expiry.subtitle')}
      color="yellow"
      badges={<Counts list={query.data} />}
      message={message}
    >
      <PanelQueryState query={query} fatalTitle={t('panels.expiry.fatal')}>
        {(list) => {
          const rows = list.expiry_warnings;
          if (rows.length === 0)
            return (
              <Text c="dimmed" ta="center" py="md">
                {t('panels.expiry.empty')}
              </Text>
            );
          const compactRows = compact ? PANEL_ROWS.compact : null;
          const hidden = rows.length - visibleRows(rows, compactRows, false).length;
          return (
            <Stack gap="xs">
              <ExpiryWarningsTable
                rows={visibleRows(rows, compactRows, expanded)}
                showSite={showSite}
                busyId={dispose.isPending ? (pending?.id ?? null) : null}
                onDispose={setPending}
              />
              <Group justify="space-between">
                {hidden > 0 ? (
                  <Button variant="subtle" size="xs" onClick={() => setExpanded((e) => !e)}>
                    {expanded
                      ? t('panels.expiry.showLess')
                      : t('panels.expiry.showMore', { count: hidden })}
                  </Button>
                ) : (
                  <span />
                )}
                {list.total_expiry_warnings > rows.length ? (
                  <Anchor component={Link} to="/warnings" size="sm">
                    {t('panels.expiry.showAll', { count: list.total_expiry_warnings })}
                  </Anchor>
                ) : null}
              </Group>
            </Stack>
          );
        }}
      </PanelQueryState>
      <DisposeConfirmModal
        subject={
          pending && {
            medicine: medicineLabel(pending),
            batch: pending.batch_number,
            quantity: pending.quantity,
            unit: pending.unit_type,
            site: showSite ? pending.site_name : undefined,
          }
        }
        explanation={t('panels.confirm.expiry')}
        busy={dispose.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </PanelFrame>
  );
}
