import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/t.ts';
import { classifyLoadError, retryAttempt } from './panel-errors.ts';
import { PANEL_RETRY } from './panel-settings.ts';

type PanelQueryStateProps<T> = {
  query: UseQueryResult<T, unknown>;
  fatalTitle: string;
  children: (data: T) => ReactNode;
};

/** A panel's loader, its automatic retries, its fatal error with 'Försök igen', or its content. */
export function PanelQueryState<T>({ query, fatalTitle, children }: PanelQueryStateProps<T>) {
  const t = useT();
  const attempt = retryAttempt(query);
  if (query.isError && attempt === null)
    return (
      <Alert color="red" variant="light" title={fatalTitle} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(classifyLoadError(query.error).key)}</Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('panels.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <>
      {attempt !== null ? (
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm">{t('panels.error.network')}</Text>
          <Text size="sm" fw={500}>
            {t('panels.retrying', { attempt, max: PANEL_RETRY.maxAttempts })}
          </Text>
        </Alert>
      ) : null}
      {query.data === undefined ? (
        attempt === null ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : null
      ) : (
        children(query.data)
      )}
    </>
  );
}
