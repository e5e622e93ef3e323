import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import type { RecallMatch } from '../../../shared/schemas/recall.ts';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useT } from '../../i18n/t.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { ConfirmCheckModal } from '../recalls/ConfirmCheckModal.tsx';
import { productOf } from '../recalls/follow-up-text.ts';
import {
  useAnsweredFollowUps,
  useOpenFollowUps,
  useReopenFollowUp,
} from '../recalls/follow-ups-api.ts';
import { ReturnModal } from '../recalls/ReturnModal.tsx';
import { returnableOf } from '../recalls/returnable.ts';
import { FollowUpRow } from './FollowUpRow.tsx';

type FollowUpChecksProps = {
  maxRows: number;
  refreshMs: number;
  /** The panel's held batches: those of a check's notice at its unit may be returned from it. */
  matches: readonly RecallMatch[];
};

const heldFor = (matches: readonly RecallMatch[], f: RecallFollowUp) =>
  matches.filter(
    (m) =>
      m.notice_id === f.notice_id &&
      m.site_id === f.site_id &&
      m.quantity > 0 &&
      m.inventory_item_id !== null,
  );

/** Medvakt's answers for the unit ('Ej i lager enligt Medvakt'), which its manager may reopen. */
function AnsweredByMedvakt({ maxRows, refreshMs }: Omit<FollowUpChecksProps, 'matches'>) {
  const t = useT();
  const answered = useAnsweredFollowUps(maxRows, refreshMs);
  const reopen = useReopenFollowUp();
  const items = answered.data ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap={4} data-testid="follow-ups-answered">
      <Text size="sm" fw={600}>
        {t('followUps.answered.title')}
      </Text>
      {items.map((f) => (
        <Group key={f.id} justify="space-between" gap="xs">
          <Text size="xs">
            {productOf(f)} · {f.site_name} · {t('followUps.outcome.not_in_stock')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={reopen.isPending && reopen.variables.notice_id === f.notice_id}
            aria-label={t('followUps.reopenFor', { product: productOf(f), site: f.site_name })}
            onClick={() =>
              reopen.mutate(f, {
                onSuccess: () => notifySuccess(t('followUps.reopened', { product: productOf(f) })),
              })
            }
          >
            {t('followUps.reopen')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The unit's recall checks still to confirm, beside INDRAGNINGAR's matches: a recall asks every
 * unit that holds or held the product to check its shelves, also for packs never registered.
 */
export function FollowUpChecks({ maxRows, refreshMs, matches }: FollowUpChecksProps) {
  const t = useT();
  const query = useOpenFollowUps(maxRows, refreshMs);
  const [confirming, setConfirming] = useState<RecallFollowUp | null>(null);
  const [returning, setReturning] = useState<RecallFollowUp | null>(null);
  const items = query.data?.items ?? [];
  if (query.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('followUps.panel.fatal')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {items.length > 0 ? (
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
                <FollowUpRow
                  key={followUp.id}
                  followUp={followUp}
                  returnable={heldFor(matches, followUp).length > 0}
                  onConfirm={() => setConfirming(followUp)}
                  onReturn={() => setReturning(followUp)}
                />
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </Stack>
      ) : null}
      <AnsweredByMedvakt maxRows={maxRows} refreshMs={refreshMs} />
      {confirming ? (
        <ConfirmCheckModal followUp={confirming} onClose={() => setConfirming(null)} />
      ) : null}
      {returning ? (
        <ReturnModal
          noticeId={returning.notice_id}
          product={productOf(returning)}
          batches={heldFor(matches, returning).map(returnableOf)}
          onClose={() => setReturning(null)}
        />
      ) : null}
    </Stack>
  );
}
