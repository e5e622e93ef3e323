import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import type { Delegation } from '../../../shared/schemas/delegations.ts';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';
import { detailOrMessage, serverDetail } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { KIND_KEYS, STATE_KEYS } from './delegation-labels.ts';
import { useDelegations, useRevokeDelegation, type DelegationFilter } from './delegations-api.ts';
import { NewDelegationModal } from './NewDelegationModal.tsx';
import { RequireDelegationSwitch } from './RequireDelegationSwitch.tsx';

function RevokeModal({ delegation, onClose }: { delegation: Delegation; onClose: () => void }) {
  const t = useT();
  const revoke = useRevokeDelegation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormModal
      title={t('delegations.revokeTitle', { person: delegation.user_name })}
      submitLabel={t('delegations.revoke')}
      submitColor="red"
      saving={revoke.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={() =>
        revoke.mutate(
          { id: delegation.id, body: { reason } },
          {
            onSuccess: () => {
              notifySuccess(t('delegations.revoked', { person: delegation.user_name }));
              onClose();
            },
            onError: (error) => setFailure(detailOrMessage(error)),
          },
        )
      }
    >
      <Textarea
        label={t('delegations.field.reason')}
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </FormModal>
  );
}

function StateBadge({ delegation }: { delegation: Delegation }) {
  const t = useT();
  const ending = delegation.days_left !== null && delegation.days_left <= 30;
  const color = delegation.state === 'active' ? (ending ? 'orange' : 'green') : ('gray' as const);
  return (
    <Badge color={color} tt="none">
      {delegation.state === 'active' && delegation.days_left !== null
        ? t('delegations.state.daysLeft', { days: delegation.days_left })
        : t(STATE_KEYS[delegation.state])}
    </Badge>
  );
}

/** 'Delegeringar': who may hand out which medicines at the unit, and until when. */
export function DelegationsPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const [status, setStatus] = useState<DelegationFilter>('current');
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Delegation | null>(null);
  const list = useDelegations(status);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('delegations.title')}
        subtitle={t('delegations.intro')}
        actions={
          <Group>
            <Button onClick={() => setAdding(true)} disabled={!siteId}>
              {t('delegations.new')}
            </Button>
            <ExportMenu path="/delegations" query={{ status }} />
          </Group>
        }
      />
      {siteId ? <RequireDelegationSwitch siteId={siteId} /> : null}
      <SegmentedControl
        aria-label={t('delegations.show')}
        value={status}
        onChange={(value) => setStatus(value)}
        data={[
          { value: 'current', label: t('delegations.filter.current') },
          { value: 'all', label: t('delegations.filter.all') },
        ]}
      />
      {!siteId ? <Alert color="yellow">{t('narcotics.noSite')}</Alert> : null}
      {list.isPending && siteId ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(list.error) ?? t('delegations.loadFailed')}
        </Alert>
      ) : null}
      {list.data?.length === 0 ? <Text c="dimmed">{t('delegations.empty')}</Text> : null}
      {list.data && list.data.length > 0 ? (
        <ResponsiveTable minWidth={860} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('delegations.col.person')}</Table.Th>
              <Table.Th>{t('delegations.col.kind')}</Table.Th>
              <Table.Th>{t('delegations.col.period')}</Table.Th>
              <Table.Th>{t('delegations.col.issuer')}</Table.Th>
              <Table.Th>{t('delegations.col.state')}</Table.Th>
              <Table.Th>{t('delegations.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Text fw={600}>{d.user_name}</Text>
                  {d.note ? <Text size="sm">{d.note}</Text> : null}
                </Table.Td>
                <Table.Td data-label={t('delegations.col.kind')}>{t(KIND_KEYS[d.kind])}</Table.Td>
                <Table.Td data-label={t('delegations.col.period')}>
                  {d.valid_from} – {d.valid_to}
                </Table.Td>
                <Table.Td data-label={t('delegations.col.issuer')}>{d.issued_by}</Table.Td>
                <Table.Td data-label={t('delegations.col.state')}>
                  <StateBadge delegation={d} />
                  {d.revoke_reason ? <Text size="sm">{d.revoke_reason}</Text> : null}
                </Table.Td>
                <Table.Td>
                  {d.state === 'active' || d.state === 'upcoming' ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('delegations.revokeFor', { person: d.user_name })}
                      onClick={() => setRevoking(d)}
                    >
                      {t('delegations.revoke')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {adding ? <NewDelegationModal onClose={() => setAdding(false)} /> : null}
      {revoking ? <RevokeModal delegation={revoking} onClose={() => setRevoking(null)} /> : null}
    </Stack>
  );
}
