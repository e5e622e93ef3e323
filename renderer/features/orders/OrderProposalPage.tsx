import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useState } from 'react';
import type { MoveInstead, OrderProposalItem } from '../../../shared/schemas/order-proposal.ts';
import { errorMessage } from '../../api-client/client.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { downloadProposal, proposalPdf, useOrderProposal } from './order-proposal-api.ts';
import { TransferHistory } from '../transfers/TransferHistory.tsx';
import { TransferModal } from '../transfers/TransferModal.tsx';
import { useT } from '../../i18n/t.ts';
import { printOutcomeText, printPdfFile } from '../../platform/print.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';

type Move = { item: OrderProposalItem; from: MoveInstead };

/** Beställningsförslag: what to order up to par, and stock a sister unit could send instead. */
export function OrderProposalPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const role = useSessionStore((s) => s.user?.role);
  const manager = role === 'admin' || role === 'site_admin';
  const proposal = useOrderProposal();
  const [move, setMove] = useState<Move | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const data = proposal.data;
  const run = (job: () => Promise<string | null>) =>
    job()
      .then((text) => setMessage(text ? { ok: true, text } : null))
      .catch((error: unknown) => setMessage({ ok: false, text: errorMessage(error) }));

  return (
    <Stack>
      <PageHeader
        title={t('orders.title')}
        subtitle={t('orders.intro')}
        actions={
          data ? (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => void run(async () => (await downloadProposal(data.site_name), null))}
              >
                {t('orders.csv')}
              </Button>
              <Button
                variant="default"
                onClick={() =>
                  void run(async () => printOutcomeText(await printPdfFile(await proposalPdf()), t))
                }
              >
                {t('orders.print')}
              </Button>
            </Group>
          ) : null
        }
      />
      {!siteId ? <Alert color="yellow">{t('orders.noSite')}</Alert> : null}
      {proposal.isPending && siteId ? <Loader aria-label={t('app.loading')} /> : null}
      {proposal.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(proposal.error)}
        </Alert>
      ) : null}
      {message ? (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      {data && data.items.length === 0 ? <Alert color="green">{t('orders.none')}</Alert> : null}
      {data && data.items.length > 0 ? (
        <ResponsiveTable minWidth={760} striped aria-label={t('orders.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.col.medicine')}</Table.Th>
              <Table.Th>{t('orders.col.stock')}</Table.Th>
              <Table.Th>{t('orders.col.levels')}</Table.Th>
              <Table.Th>{t('orders.col.suggested')}</Table.Th>
              <Table.Th>{t('orders.col.instead')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.medicine_template_id}>
                <Table.Td>
                  <Text fw={600}>{[item.name, item.strength].filter(Boolean).join(' ')}</Text>
                  <Text size="sm" c="dimmed">
                    {item.unit}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('orders.col.stock')}>
                  {t('orders.stock', { usable: item.usable_in_stock, total: item.in_stock })}
                  {item.expiring_soon > 0 ? (
                    <Text size="sm" c="orange">
                      {t('orders.expiringSoon', {
                        count: item.expiring_soon,
                        days: data.warning_days,
                      })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td data-label={t('orders.col.levels')}>
                  {t('orders.levels', {
                    minimum: item.minimum_stock_level,
                    par:
                      item.par_level ?? t('orders.noPar', { target: 2 * item.minimum_stock_level }),
                  })}
                </Table.Td>
                <Table.Td data-label={t('orders.col.suggested')}>
                  <Text fw={700}>{item.suggested_quantity}</Text>
                </Table.Td>
                <Table.Td data-label={t('orders.col.instead')}>
                  <Stack gap={4}>
                    {item.move_instead.map((from) => (
                      <Group key={from.inventory_item_id} gap="xs" wrap="nowrap">
                        <Text size="sm">
                          {t('orders.moveFrom', {
                            quantity: from.quantity,
                            site: from.site_name,
                            batch: from.batch_number,
                            expiry: from.expiry_date,
                          })}
                        </Text>
                        {manager ? (
                          <Button size="xs" variant="light" onClick={() => setMove({ item, from })}>
                            {t('orders.moveAction')}
                          </Button>
                        ) : null}
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {siteId ? <TransferHistory siteId={siteId} /> : null}
      {move && siteId ? (
        <TransferModal
          item={{
            id: move.from.inventory_item_id,
            site_id: move.from.site_id,
            medicine_name: [move.item.name, move.item.strength].filter(Boolean).join(' '),
            batch_number: move.from.batch_number,
            expiry_date: move.from.expiry_date,
            quantity: move.from.quantity,
            unit_type: move.from.unit_type,
          }}
          toSiteId={siteId}
          quantity={move.from.quantity}
          onClose={() => {
            setMove(null);
            void proposal.refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}
