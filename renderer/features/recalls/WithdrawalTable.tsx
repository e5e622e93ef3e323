import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useT } from '../../i18n/t.ts';
import type { WithdrawalItem } from '../../../shared/schemas/recall-feed.ts';
import { FollowUpSitesModal } from './FollowUpSitesModal.tsx';
import { informsOnly } from './notice-form.ts';

/** 'N av M enheter har bekräftat', or that no unit was asked or the follow-up is closed. */
function FollowUpCell({ item, onOpen }: { item: WithdrawalItem; onOpen: () => void }) {
  const t = useT();
  const counts = item.follow_up;
  const text =
    counts.state === 'none'
      ? t('followUps.none')
      : t('followUps.count', { confirmed: counts.confirmed, total: counts.total });
  return (
    <Group gap={4}>
      <Anchor component="button" type="button" size="sm" ta="left" onClick={onOpen}>
        {text}
      </Anchor>
      {counts.state === 'followed_up' || counts.state === 'closed' ? (
        <Badge color={counts.state === 'closed' ? 'gray' : 'green'} variant="light">
          {t(`followUps.state.${counts.state}`)}
        </Badge>
      ) : null}
      {counts.overdue > 0 && counts.state === 'open' ? (
        <Badge color="red" variant="filled">
          {t('followUps.countOverdue', { overdue: counts.overdue })}
        </Badge>
      ) : null}
    </Group>
  );
}

/** 'Information' for a notice that asks nothing of units; 'Matchar inget i lager' for a recall of nothing held. */
function ScopeBadges({ item }: { item: WithdrawalItem }) {
  const t = useT();
  const information = informsOnly(item);
  if (!information && item.match_count > 0) return null;
  return (
    <Group gap={4}>
      {information ? (
        <Badge color="blue" variant="light">
          {t('recalls.information')}
        </Badge>
      ) : null}
      {item.match_count === 0 && item.kind === 'recall' ? (
        <Badge color="gray" variant="light">
          {t('recalls.matchesNothing')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function WithdrawalTable({ items }: { items: WithdrawalItem[] }) {
  const t = useT();
  const [opened, setOpened] = useState<WithdrawalItem | null>(null);
  return (
    <>
      <ResponsiveTable minWidth={760} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recalls.column.product')}</Table.Th>
            <Table.Th>{t('recalls.column.batch')}</Table.Th>
            <Table.Th>{t('recalls.column.expiry')}</Table.Th>
            <Table.Th>{t('followUps.column')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text fw={500}>{item.product_name}</Text>
                <ScopeBadges item={item} />
              </Table.Td>
              <Table.Td data-label={t('recalls.column.batch')}>
                {item.whole_product ? (
                  <Text size="sm">{t('recalls.wholeProduct')}</Text>
                ) : (
                  <Text ff="monospace" size="sm">
                    {item.batch_number}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label={t('recalls.column.expiry')} style={{ whiteSpace: 'nowrap' }}>
                {item.expiry_date ?? '-'}
              </Table.Td>
              <Table.Td data-label={t('followUps.column')}>
                <FollowUpCell item={item} onOpen={() => setOpened(item)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {opened ? (
        <FollowUpSitesModal
          noticeId={opened.notice_id}
          product={[opened.product_name, opened.strength].filter(Boolean).join(' ')}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
