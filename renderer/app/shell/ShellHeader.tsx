import { Box, Burger, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { ShieldIcon } from '../../ui/icons.tsx';
import { LogoutButton } from '../../features/login/LogoutButton.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { SiteSwitcher } from './SiteSwitcher.tsx';
import { UserBlock } from './UserBlock.tsx';

type Props = { mobileOpened: boolean; onToggleMobile: () => void };

export function ShellHeader({ mobileOpened, onToggleMobile }: Props) {
  const t = useT();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleMobile')}
        />
        <Group gap={6} wrap="nowrap" c="teal" visibleFrom="xs">
          <ShieldIcon size={24} />
          <Text fw={800} size="lg">
            {t('app.name')}
          </Text>
        </Group>
        <SiteSwitcher />
      </Group>
      <Group gap="lg" wrap="nowrap">
        <ConnectionStatus />
        <Group visibleFrom="md">
          <UserBlock />
        </Group>
        {/* A phone's header keeps its width for the site's name. */}
        <Box visibleFrom="xs">
          <LogoutButton variant="subtle" />
        </Box>
        <Box hiddenFrom="xs">
          <LogoutButton variant="subtle" iconOnly />
        </Box>
      </Group>
    </Group>
  );
}
