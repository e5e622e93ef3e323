import { Stack, Title } from '@mantine/core';
import { LocalSettingsSection } from '../components/settings/LocalSettingsSection.tsx';
import { PasswordSection } from '../components/settings/PasswordSection.tsx';
import { PinSection } from '../components/settings/PinSection.tsx';
import { ScannerTestSection } from '../components/settings/ScannerTestSection.tsx';
import { ProfileSection } from '../components/settings/ProfileSection.tsx';
import { EmailSection } from '../features/notifications/EmailSection.tsx';
import { useT } from '../i18n/t.ts';
import { useSessionStore } from '../stores/session.ts';

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
