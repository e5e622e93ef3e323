import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { KEY_GAP_LIMIT_MS } from '../scan/scanner-burst.ts';
import { useBadgeReader } from './badge-reader.ts';
import type { CurrentKiosk } from '../../../shared/schemas/kiosks.ts';
import { PinPad } from './PinPad.tsx';

type BadgeSignInProps = {
  kiosk: CurrentKiosk;
  onPassword: () => void;
  onSigningIn: (busy: boolean) => void;
};

/** 'Blippa din tagg', then the PIN pad. A failed PIN keeps the badge; a new badge starts over. */
export function BadgeSignIn({ kiosk, onPassword, onSigningIn }: BadgeSignInProps) {
  const t = useT();
  const badgeLogin = useSessionStore((s) => s.badgeLogin);
  const [badge, setBadge] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useBadgeReader(!busy, {
    pinPadOpen: badge !== null,
    onBadge: (read) => {
      setBadge(read);
      setPin('');
      setFailure(null);
    },
    onSlow: (gapMs) => setFailure(t('kioskSignIn.slow', { gap: gapMs, limit: KEY_GAP_LIMIT_MS })),
  });

  async function submit() {
    if (!badge || pin.length < 4 || busy) return;
    setBusy(true);
    onSigningIn(true);
    setFailure(null);
    try {
      await badgeLogin(badge, pin);
    } catch (error) {
      setFailure(errorMessage(error));
      setPin('');
    } finally {
      setBusy(false);
      onSigningIn(false);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="xl">
          {badge ? t('kioskSignIn.pinHeading') : t('kioskSignIn.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {kiosk.site_name
            ? t('kioskSignIn.kioskAt', { kiosk: kiosk.name, site: kiosk.site_name })
            : kiosk.name}
        </Text>
      </Stack>
      {failure ? (
        <Alert color="red" variant="filled" role="alert">
          {failure}
        </Alert>
      ) : null}
      {badge ? (
        <>
          <PinPad value={pin} onChange={setPin} onSubmit={() => void submit()} busy={busy} />
          <Button variant="subtle" onClick={() => setBadge(null)}>
            {t('kioskSignIn.otherBadge')}
          </Button>
        </>
      ) : (
        <Text size="lg" ta="center" py="xl" role="status">
          {t('kioskSignIn.prompt')}
        </Text>
      )}
      <Anchor component="button" type="button" onClick={onPassword} ta="center">
        {t('kioskSignIn.withPassword')}
      </Anchor>
    </Stack>
  );
}
