import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ReturnState } from '../../app/return-to.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

type Props = { code: { siteId: string; templateId: string } };

/**
 * Narcotics are taken out signed in only: the login leads on to the scan screen with this
 * medicine already chosen.
 */
export function NarcoticSignIn({ code }: Props) {
  const t = useT();
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const scanPath = `/scan/${code.siteId}/${code.templateId}`;
  const state: ReturnState = { from: scanPath };
  return (
    <Alert color="grape" variant="light" title={t('publicQr.narcotic.title')} role="note">
      <Stack gap="sm" align="flex-start">
        <Text>{t('publicQr.narcotic.text')}</Text>
        {signedIn ? (
          <Button component={Link} to={scanPath}>
            {t('publicQr.narcotic.open')}
          </Button>
        ) : (
          <Button component={Link} to="/" state={state}>
            {t('publicQr.narcotic.login')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
