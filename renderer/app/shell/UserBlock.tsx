import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

export function UserBlock() {
  const t = useT();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="user-block">
      <Avatar color="teal" radius="xl" aria-hidden="true">
        {initials}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {user.first_name} {user.last_name}
          </Text>
          <Badge
            size="sm"
            variant="light"
            tt="none"
            color={user.role === 'admin' ? 'grape' : 'teal'}
          >
            {t(`role.${user.role}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}
