import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

/** 'Avvikelser' beside the narcotics overview, for the unit's managers and admins. */
export function DeviationsLink() {
  const t = useT();
  const manager = useSessionStore(
    (s) => !s.kioskSession && (s.user?.role === 'admin' || s.user?.role === 'site_admin'),
  );
  if (!manager) return null;
  return (
    <Button component={Link} to="/avvikelser" variant="default">
      {t('deviations.link')}
    </Button>
  );
}
