import { Group, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { AlertIcon, LockIcon } from '../../ui/icons.tsx';
import { connectionMarker } from './connection-marker.ts';

const LOOK = {
  secure: { color: 'green', label: 'shell.secure', help: 'shell.secureHelp', Icon: LockIcon },
  local: { color: 'gray', label: 'shell.local', help: 'shell.localHelp', Icon: LockIcon },
  insecure: {
    color: 'orange',
    label: 'shell.insecure',
    help: 'shell.insecureHelp',
    Icon: AlertIcon,
  },
} as const;

/** The header's word on the connection, as the server saw it; the tooltip says what it means. */
export function ConnectionStatus() {
  const t = useT();
  const connection = useQuery({
    queryKey: ['connection'],
    queryFn: () => api.GET('/connection'),
    staleTime: Infinity,
    retry: false,
  });
  const marker = connectionMarker(connection.data?.secure, window.location.hostname);
  if (!marker) return null;
  const { color, label, help, Icon } = LOOK[marker];
  return (
    <Tooltip
      label={t(help)}
      multiline
      w={320}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Group
        gap={4}
        wrap="nowrap"
        c={color}
        visibleFrom={marker === 'insecure' ? 'sm' : 'lg'}
        tabIndex={0}
        data-testid="connection-status"
      >
        <Icon size={16} />
        <Text size="xs" fw={marker === 'insecure' ? 700 : 500}>
          {t(label)}
        </Text>
      </Group>
    </Tooltip>
  );
}
