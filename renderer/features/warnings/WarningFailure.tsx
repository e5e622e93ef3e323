import { Alert } from '@mantine/core';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/t.ts';
import { serverDetail } from '../../ui/api-errors.ts';

export type Failure = { key: MessageKey; error: unknown };

/** The spec's failure text, with the server's own reason under it when it gave one. */
export function WarningFailure({ failure }: { failure: Failure | null }) {
  const t = useT();
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" title={t(failure.key)}>
      {serverDetail(failure.error)}
    </Alert>
  );
}
