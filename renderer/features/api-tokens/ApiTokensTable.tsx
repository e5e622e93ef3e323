import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ApiToken } from '../../../shared/schemas/api-tokens.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';
import { ManagementTable } from '../../ui/ManagementTable.tsx';

type ApiTokensTableProps = {
  tokens: ApiToken[];
  now: Date;
  onRevoke: (token: ApiToken) => void;
};

export function ApiTokensTable({ tokens, now, onRevoke }: ApiTokensTableProps) {
  const t = useT();
  const columns = [
    t('apiTokens.col.name'),
    t('apiTokens.col.sites'),
    t('apiTokens.col.scopes'),
    t('apiTokens.col.lastUsed'),
    t('apiTokens.col.validUntil'),
    t('apiTokens.col.actions'),
  ];
  return (
    <ManagementTable minWidth={900} columns={columns}>
      {tokens.map((token) => {
        const expired = token.expires_at !== null && new Date(token.expires_at) <= now;
        const ended = token.revoked_at !== null || expired;
        return (
          <Table.Tr key={token.id} data-testid="api-token-row">
            <Table.Td>
              <Text fw={500}>{token.name}</Text>
              <Text size="sm" c="dimmed">
                {t('apiTokens.createdBy', {
                  who: token.created_by,
                  when: formatDateTime(token.created_at),
                })}
              </Text>
            </Table.Td>
            <Table.Td data-label={columns[1]}>{token.sites.map((s) => s.name).join(', ')}</Table.Td>
            <Table.Td data-label={columns[2]}>
              <Group gap={4}>
                {token.scopes.map((scope) => (
                  <Badge key={scope} variant="light" tt="none">
                    {scope}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td data-label={columns[3]}>
              {token.last_used_at ? formatDateTime(token.last_used_at) : t('apiTokens.never')}
            </Table.Td>
            <Table.Td data-label={columns[4]}>
              {token.expires_at ? formatDateTime(token.expires_at) : t('apiTokens.noEnd')}
            </Table.Td>
            <Table.Td>
              {ended ? (
                <Badge color="gray" variant="light">
                  {token.revoked_at ? t('apiTokens.revokedState') : t('apiTokens.expiredState')}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t('apiTokens.revokeFor', { name: token.name })}
                  onClick={() => onRevoke(token)}
                >
                  {t('apiTokens.revoke')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ManagementTable>
  );
}
