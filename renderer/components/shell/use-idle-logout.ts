import { useIdle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/t.ts';
import { useLocalSettings } from '../../stores/local-settings.ts';
import { useSessionStore } from '../../stores/session.ts';

/** Signs out after the inactivity time chosen in the local security settings. */
export function useIdleLogout(): void {
  const t = useT();
  const minutes = useLocalSettings((s) => s.settings.security.session_timeout);
  const idle = useIdle(minutes * 60_000, { initialState: false });
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  const message = t('shell.idleLogout', { minutes });

  useEffect(() => {
    if (!idle) return;
    void logout().then(() => {
      notifications.show({ color: 'blue', message, autoClose: false });
      return navigate('/', { replace: true });
    });
  }, [idle, logout, navigate, message]);
}
