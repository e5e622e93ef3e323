import { Stack, Title } from '@mantine/core';
import { LocalSettingsSection } from './LocalSettingsSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PinSection } from './PinSection.tsx';
import { ScannerTestSection } from './ScannerTestSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { EmailSection } from '../notifications/EmailSection.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

export function SettingsPage() {
  const t = useT();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('settings.title')}</Title>
      <ProfileSection user={user} />
      <PasswordSection />
      <PinSection user={user} />
      <EmailSection isAdmin={user.role === 'admin'} />
      <LocalSettingsSection />
      <ScannerTestSection />
    </Stack>
  );
}
