import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { formatDateTime } from '../../ui/format.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { actionText } from './follow-up-text.ts';
import {
  useCloseNoticeFollowUps,
  useNoticeFollowUps,
  useOpenNoticeFollowUps,
  useReopenFollowUp,
} from './follow-ups-api.ts';

type FollowUpSitesModalProps = { noticeId: string; product: string; onClose: () => void };

const STATUS_COLORS: Record<RecallFollowUp['status'], string> = {
  open: 'yellow',
  confirmed: 'green',
  closed: 'gray',
};

type SiteRowsProps = {
  items: RecallFollowUp[];
  reopening: string | null;
  onReopen: (followUp: RecallFollowUp) => void;
};

function SiteRows({ items, reopening, onReopen }: SiteRowsProps) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={720} verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('followUps.col.site')}</Table.Th>
          <Table.Th>{t('followUps.col.customer')}</Table.Th>
          <Table.Th>{t('followUps.col.status')}</Table.Th>
          <Table.Th>{t('followUps.col.due')}</Table.Th>
          <Table.Th>{t('followUps.col.outcome')}</Table.Th>
          <Table.Th>{t('followUps.col.found')}</Table.Th>
          <Table.Th>{t('followUps.col.action')}</Table.Th>
          <Table.Th>{t('followUps.col.confirmedBy')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((f) => (
          <Table.Tr key={f.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {f.site_name}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('followUps.col.customer')}>{f.customer_name ?? '-'}</Table.Td>
            <Table.Td data-label={t('followUps.col.status')}>
              <Group gap={4} wrap="nowrap">
                <Badge color={STATUS_COLORS[f.status]} variant="light">
                  {t(`followUps.status.${f.status}`)}
                </Badge>
                {f.overdue ? (
                  <Badge color="red" variant="filled">
                    {t('followUps.overdue')}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td data-label={t('followUps.col.due')}>
              {f.due_at}
              {f.recall_class === 'I' ? (
                <Text size="xs" c="dimmed">
                  {t('recalls.sites.deadline', { when: formatDateTime(f.deadline_at) })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td data-label={t('followUps.col.outcome')}>
              {f.outcome ? t(`followUps.outcome.${f.outcome}`) : '-'}
              {f.may_reopen ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={4}
                  display="block"
                  loading={reopening === f.site_id}
                  aria-label={t('recalls.sites.reopenFor', { site: f.site_name })}
                  onClick={() => onReopen(f)}
                >
                  {t('recalls.sites.reopen')}
                </Button>
              ) : null}
            </Table.Td>
            <Table.Td data-label={t('followUps.col.found')}>{f.quantity_found ?? '-'}</Table.Td>
            <Table.Td data-label={t('followUps.col.action')}>
              {actionText(f.action, t) ?? '-'}
            </Table.Td>
            <Table.Td data-label={t('followUps.col.confirmedBy')}>
              {f.confirmed_by && f.confirmed_at
                ? `${f.confirmed_by}, ${formatDateTime(f.confirmed_at)}`
                : '-'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** The recall monitor's view of one notice: every unit's check, the report, and closing it. */
export function FollowUpSitesModal({ noticeId, product, onClose }: FollowUpSitesModalProps) {
  useReturnFocus();
  const t = useT();
  const list = useNoticeFollowUps(noticeId);
  const request = useOpenNoticeFollowUps();
  const close = useCloseNoticeFollowUps();
  const reopen = useReopenFollowUp();
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const failure = request.error ?? close.error ?? reopen.error;
  const reopening = reopen.isPending ? (reopen.variables?.site_id ?? null) : null;
  const summary = list.data?.summary;

  return (
    <Modal opened onClose={onClose} title={t('followUps.sites.title', { product })} size="xl">
      <Stack>
        {list.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('followUps.sites.loading')}</Text>
          </Group>
        ) : null}
        {list.isError ? (
          <Alert color="red" role="alert">
            {t('followUps.sites.error')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {t('followUps.error.change', { detail: detailOrMessage(failure) })}
          </Alert>
        ) : null}
        {summary ? (
          <Group justify="space-between">
            <Text fw={500} data-testid="follow-up-summary">
              {summary.state === 'none'
                ? t('followUps.none')
                : t('followUps.count', { confirmed: summary.confirmed, total: summary.total })}
              {summary.overdue > 0
                ? ` · ${t('followUps.countOverdue', { overdue: summary.overdue })}`
                : ''}
            </Text>
            {summary.total > 0 ? (
              <ExportMenu
                path="/indragningar/notices/{id}/follow-ups"
                pathParams={{ id: noticeId }}
                query={{}}
              />
            ) : null}
          </Group>
        ) : null}
        {summary?.closed_at ? (
          <Alert color="gray">
            {t('followUps.closedBecause', {
              date: formatDateTime(summary.closed_at),
              name: summary.closed_by ?? '-',
              reason: summary.close_reason ?? '-',
            })}
          </Alert>
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <Text c="dimmed">{t('followUps.sites.empty')}</Text>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <SiteRows
            items={list.data.items}
            reopening={reopening}
            onReopen={(f) => reopen.mutate(f)}
          />
        ) : null}
        {summary && !summary.closed_at ? (
          <Group justify="flex-end">
            {summary.state === 'none' ? (
              <Button loading={request.isPending} onClick={() => request.mutate(noticeId)}>
                {t('followUps.request')}
              </Button>
            ) : null}
            {summary.state === 'open' && !closing ? (
              <Button variant="default" color="red" onClick={() => setClosing(true)}>
                {t('followUps.close')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {closing && summary && !summary.closed_at ? (
          <Stack gap="xs">
            <Textarea
              label={t('followUps.closeReason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setClosing(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                color="red"
                loading={close.isPending}
                disabled={!reason.trim()}
                onClick={() =>
                  close.mutate(
                    { noticeId, reason: reason.trim() },
                    { onSuccess: () => setClosing(false) },
                  )
                }
              >
                {t('followUps.closeSubmit')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
