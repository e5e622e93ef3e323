import { Alert } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { useIdleNotice } from './idle-notice.ts';

/** On the login page: why the last person was signed out. */
export function IdleSignOutNotice() {
  const t = useT();
  const minutes = useIdleNotice((s) => s.minutes);
  if (minutes === null) return null;
  return (
    <Alert color="blue" variant="light" role="status" data-testid="idle-sign-out-notice">
      {t('shell.idleLogout', { minutes })}
    </Alert>
  );
}
