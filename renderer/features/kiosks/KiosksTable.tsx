import { Button, Group, Table, Text } from '@mantine/core';
import type { Kiosk } from '../../../shared/schemas/kiosks.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';
import { ManagementTable } from '../../ui/ManagementTable.tsx';

type KiosksTableProps = {
  kiosks: Kiosk[];
  onEdit: (kiosk: Kiosk) => void;
  onRevoke: (kiosk: Kiosk) => void;
};

/** A warning when people have failed to sign in at the kiosk, and when it has stopped taking badges. */
function WrongAttempts({ kiosk }: { kiosk: Kiosk }) {
  const t = useT();
  if (kiosk.throttled_until)
    return (
      <Text size="sm" c="red" fw={500} role="status">
        {t('kiosks.throttled', { time: formatDateTime(kiosk.throttled_until) })}
      </Text>
    );
  if (kiosk.wrong_badge_attempts === 0) return null;
  return (
    <Text size="sm" c="orange.8">
      {t('kiosks.wrongAttempts', { count: kiosk.wrong_badge_attempts })}
    </Text>
  );
}

export function KiosksTable({ kiosks, onEdit, onRevoke }: KiosksTableProps) {
  const t = useT();
  const columns = [
    t('kiosks.col.name'),
    t('kiosks.col.site'),
    t('kiosks.col.idle'),
    t('kiosks.col.lastUsed'),
    t('kiosks.col.actions'),
  ];
  return (
    <ManagementTable minWidth={760} columns={columns}>
      {kiosks.map((kiosk) => (
        <Table.Tr key={kiosk.id}>
          <Table.Td>
            <Text fw={500}>{kiosk.name}</Text>
            <Text size="sm" c="dimmed">
              {kiosk.created_by}
            </Text>
          </Table.Td>
          <Table.Td data-label={columns[1]}>{kiosk.site_name}</Table.Td>
          <Table.Td data-label={columns[2]}>
            {t('kiosks.idleValue', { minutes: kiosk.idle_minutes })}
            {kiosk.sign_out_after_withdrawal ? ` ${t('kiosks.afterWithdrawal')}` : ''}
          </Table.Td>
          <Table.Td data-label={columns[3]}>
            {kiosk.last_used_at ? formatDateTime(kiosk.last_used_at) : t('kiosks.never')}
            <WrongAttempts kiosk={kiosk} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="light" onClick={() => onEdit(kiosk)}>
                {t('kiosks.edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={t('kiosks.revokeFor', { name: kiosk.name })}
                onClick={() => onRevoke(kiosk)}
              >
                {t('kiosks.revoke')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ManagementTable>
  );
}
