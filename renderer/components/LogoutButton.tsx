import { Button, type ButtonVariant } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/t.ts';
import { useKioskDevice } from '../features/kiosk-sign-in/kiosk-device.ts';
import { useSessionStore } from '../stores/session.ts';
import { LogoutIcon } from './icons.tsx';

export function LogoutButton({ variant = 'default' }: { variant?: ButtonVariant }) {
  const t = useT();
  const navigate = useNavigate();
  const logout = useSessionStore((s) => s.logout);
  const [busy, setBusy] = useState(false);
  // At a shared kiosk the next person is waiting: one tap hands the screen over.
  const atKiosk = useKioskDevice((s) => s.kiosk !== null);

  async function signOut() {
    setBusy(true);
    await logout();
    // Replaces the origin the guard may have remembered: a deliberate logout returns nowhere.
    void navigate('/', { replace: true });
  }

  return (
    <Button
      variant={variant}
      leftSection={<LogoutIcon size={18} />}
      loading={busy}
      onClick={() => void signOut()}
    >
      {atKiosk ? t('shell.switchUser') : t('shell.logout')}
    </Button>
  );
}
