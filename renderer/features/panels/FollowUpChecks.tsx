import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useT } from '../../i18n/t.ts';
import { ConfirmCheckModal } from '../recalls/ConfirmCheckModal.tsx';
import { productOf } from '../recalls/follow-up-text.ts';
import { useOpenFollowUps } from '../recalls/follow-ups-api.ts';

type FollowUpChecksProps = { maxRows: number; refreshMs: number };

/**
 * The unit's recall checks still to confirm, beside INDRAGNINGAR's matches: every recall asks
 * every unit to check its shelves, also for packs that were never registered.
 */
export function FollowUpChecks({ maxRows, refreshMs }: FollowUpChecksProps) {
  const t = useT();
  const query = useOpenFollowUps(maxRows, refreshMs);
  const [confirming, setConfirming] = useState<RecallFollowUp | null>(null);
  const items = query.data?.items ?? [];
  if (query.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('followUps.panel.fatal')}
      </Text>
    );
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="follow-up-checks">
      <Title order={3} size="h5">
        {t('followUps.panel.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('followUps.panel.intro')}
      </Text>
      <ResponsiveTable minWidth={520} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('panels.column.medicine')}</Table.Th>
            <Table.Th>{t('followUps.col.due')}</Table.Th>
            <Table.Th>{t('panels.column.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((followUp) => (
            <Table.Tr key={followUp.id}>
              <Table.Td>
                <Text fw={500} size="sm">
                  {productOf(followUp)}
                </Text>
                <Text size="xs" c="dimmed">
                  {followUp.site_name} ·{' '}
                  {t('followUps.batches', { batches: followUp.batch_numbers.join(', ') || '-' })}
                  {followUp.matched_quantity > 0
                    ? ` · ${t('followUps.matched', { quantity: followUp.matched_quantity })}`
                    : ''}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('followUps.col.due')} style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{followUp.due_at}</Text>
                {followUp.overdue ? (
                  <Badge color="red" variant="filled" size="sm">
                    {t('followUps.overdue')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                {followUp.may_confirm ? (
                  <Button
                    size="xs"
                    onClick={() => setConfirming(followUp)}
                    aria-label={t('followUps.confirmFor', { product: productOf(followUp) })}
                  >
                    {t('followUps.confirm')}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('followUps.managerConfirms')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {confirming ? (
        <ConfirmCheckModal followUp={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </Stack>
  );
}
