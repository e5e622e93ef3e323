import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AlertIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';

/** Shown only while warnings are open anywhere in the system. */
export function WarningBanner({ active, critical }: { active: number; critical: number }) {
  const t = useT();
  if (active <= 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<AlertIcon />}
      title={t('dashboard.warnings.title')}
    >
      <Text size="sm">{t('dashboard.warnings.text', { active, critical })}</Text>
      <Anchor component={Link} to="/warnings" size="sm" fw={600}>
        {t('dashboard.warnings.link')}
      </Anchor>
    </Alert>
  );
}
