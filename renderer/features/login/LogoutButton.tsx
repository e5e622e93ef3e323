import { ActionIcon, Button, Tooltip, type ButtonVariant } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/t.ts';
import { useKioskDevice } from '../kiosk-sign-in/kiosk-device.ts';
import { useSessionStore } from '../../stores/session.ts';
import { LogoutIcon } from '../../ui/icons.tsx';

type LogoutButtonProps = {
  variant?: ButtonVariant;
  /** Only the icon, named for screen readers and in a tooltip: the phone's narrow header. */
  iconOnly?: boolean;
};

export function LogoutButton({ variant = 'default', iconOnly = false }: LogoutButtonProps) {
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

  const label = atKiosk ? t('shell.switchUser') : t('shell.logout');
  if (iconOnly)
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant={variant}
          size="lg"
          aria-label={label}
          loading={busy}
          onClick={() => void signOut()}
        >
          <LogoutIcon size={20} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      variant={variant}
      leftSection={<LogoutIcon size={18} />}
      loading={busy}
      onClick={() => void signOut()}
    >
      {label}
    </Button>
  );
}
