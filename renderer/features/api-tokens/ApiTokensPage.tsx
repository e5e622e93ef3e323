import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiToken, ApiTokenCreated } from '../../../shared/schemas/api-tokens.ts';
import { ApiTokenFormModal } from './ApiTokenFormModal.tsx';
import { ApiTokensTable } from './ApiTokensTable.tsx';
import { TokenShownOnceModal } from './TokenShownOnceModal.tsx';
import { useApiTokens, useRevokeApiToken } from './api-tokens-api.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { useRevoke } from '../../ui/use-revoke.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAssignableSites } from '../users/users-api.ts';
import { useT } from '../../i18n/t.ts';

type Dialog =
  | { kind: 'form' }
  | { kind: 'shown'; created: ApiTokenCreated }
  | { kind: 'revoke'; token: ApiToken }
  | null;

/** Tokens that let a region's systems read (or book) the stock of the units named in them. */
export function ApiTokensPage() {
  const t = useT();
  const tokens = useApiTokens();
  const sites = useAssignableSites();
  const revokeToken = useRevokeApiToken();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { revoke, failure, clearFailure } = useRevoke(revokeToken, {
    revoked: (name) => t('apiTokens.revoked', { name }),
    failed: t('apiTokens.failed'),
  });

  return (
    <Stack>
      <PageHeader
        title={t('apiTokens.title')}
        subtitle={t('apiTokens.intro')}
        actions={
          <Button
            onClick={() => setDialog({ kind: 'form' })}
            disabled={(sites.data ?? []).length === 0}
          >
            {t('apiTokens.create')}
          </Button>
        }
      />
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={clearFailure}>
          {failure}
        </Alert>
      ) : null}
      {tokens.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {tokens.data?.length === 0 ? <Text c="dimmed">{t('apiTokens.empty')}</Text> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <ApiTokensTable
          tokens={tokens.data}
          now={new Date()}
          onRevoke={(token) => setDialog({ kind: 'revoke', token })}
        />
      ) : null}
      {dialog?.kind === 'form' ? (
        <ApiTokenFormModal
          sites={sites.data ?? []}
          onCreated={(created) => setDialog({ kind: 'shown', created })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'shown' ? (
        <TokenShownOnceModal created={dialog.created} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmModal
        opened={dialog?.kind === 'revoke'}
        title={t('apiTokens.revokeTitle')}
        confirmLabel={t('apiTokens.revoke')}
        danger
        loading={revokeToken.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'revoke') revoke(dialog.token, () => setDialog(null));
        }}
        onCancel={() => setDialog(null)}
      >
        <Text>{t('apiTokens.revokeText')}</Text>
        {dialog?.kind === 'revoke' ? <Text fw={500}>{dialog.token.name}</Text> : null}
      </ConfirmModal>
    </Stack>
  );
}
