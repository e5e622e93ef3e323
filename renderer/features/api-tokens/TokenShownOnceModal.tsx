import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiTokenCreated, ApiTokenScope } from '../../../shared/schemas/api-tokens.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

/** A nightly pull each reading scope opens: the export of the list it reads, as CSV. */
const EXAMPLE_EXPORTS: Partial<Record<ApiTokenScope, { path: string; file: string }>> = {
  'read:stock': { path: '/inventory/items/export', file: 'lager.csv' },
  'read:kassation': { path: '/kassation/disposed-items/export', file: 'kassationer.csv' },
  'read:recalls': { path: '/indragningar/matches/export', file: 'indragningar.csv' },
  'read:warnings': { path: '/warnings/export', file: 'varningar.csv' },
};

function exampleCall(created: ApiTokenCreated): string | null {
  const pull = created.scopes.map((scope) => EXAMPLE_EXPORTS[scope]).find(Boolean);
  if (!pull) return null;
  return [
    `curl -H "Authorization: Bearer ${created.token}" \\`,
    `     -H "X-Site-Id: ${created.site_ids[0] ?? ''}" \\`,
    `     "${window.location.origin}/api/v1${pull.path}?format=csv" -o ${pull.file}`,
  ].join('\n');
}

/** The new token, this once, with a call that shows how a system sends it. */
export function TokenShownOnceModal({
  created,
  onClose,
}: {
  created: ApiTokenCreated;
  onClose: () => void;
}) {
  useReturnFocus();
  const t = useT();
  const example = exampleCall(created);
  return (
    <Modal opened onClose={onClose} title={t('apiTokens.shownTitle')} size="lg" centered>
      <Stack>
        <Alert color="yellow">{t('apiTokens.shownOnce')}</Alert>
        <Text fw={500}>{created.name}</Text>
        <Code data-testid="api-token" fz="md" style={{ wordBreak: 'break-all' }}>
          {created.token}
        </Code>
        <Group>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {example ? (
          <>
            <Text size="sm">{t('apiTokens.example')}</Text>
            <Code block>{example}</Code>
          </>
        ) : null}
        <Button onClick={onClose}>{t('apiTokens.shownDone')}</Button>
      </Stack>
    </Modal>
  );
}
