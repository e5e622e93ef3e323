import { Stack, Title } from '@mantine/core';
import { LocalSettingsSection } from '../features/settings/LocalSettingsSection.tsx';
import { PasswordSection } from '../features/settings/PasswordSection.tsx';
import { PinSection } from '../features/settings/PinSection.tsx';
import { ScannerTestSection } from '../features/settings/ScannerTestSection.tsx';
import { ProfileSection } from '../features/settings/ProfileSection.tsx';
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
