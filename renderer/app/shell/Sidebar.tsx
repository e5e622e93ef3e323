import {
  AppShell,
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { navEntriesFor } from '../navigation.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { UserBlock } from './UserBlock.tsx';

type Props = { compact: boolean; onToggleCompact: () => void; onNavigate: () => void };

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function Sidebar({ compact, onToggleCompact, onNavigate }: Props) {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  const kioskSession = useSessionStore((s) => s.kioskSession);
  const { pathname } = useLocation();
  if (!role) return null;

  return (
    <>
      {/* The admin's menu is longer than a kiosk screen is high: the entries scroll, the rest stays. */}
      <AppShell.Section grow component={ScrollArea} type="auto">
        <Box component="nav" aria-label={t('nav.label')} p="xs">
          <Stack gap={4}>
            {navEntriesFor(role, kioskSession).map(({ label, icon: Icon, to }) => {
              const active = isActive(pathname, to);
              const link = (
                <NavLink
                  component={Link}
                  to={to}
                  onClick={onNavigate}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  aria-label={compact ? t(label) : undefined}
                  label={compact ? null : t(label)}
                  leftSection={<Icon size={20} />}
                  variant="light"
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                />
              );
              return (
                <Tooltip key={to} label={t(label)} position="right" withArrow disabled={!compact}>
                  {link}
                </Tooltip>
              );
            })}
          </Stack>
        </Box>
      </AppShell.Section>
      {!compact && (
        <AppShell.Section p="md" hiddenFrom="md">
          <UserBlock />
        </AppShell.Section>
      )}
      <AppShell.Section p="xs" visibleFrom="sm">
        <UnstyledButton
          onClick={onToggleCompact}
          aria-label={compact ? t('shell.expand') : t('shell.collapse')}
          aria-expanded={!compact}
          w="100%"
          p="xs"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="sm" wrap="nowrap" c="dimmed" justify={compact ? 'center' : 'flex-start'}>
            {compact ? <ChevronRightIcon size={18} /> : <ChevronLeftIcon size={18} />}
            {!compact && <Text size="sm">{t('shell.collapse')}</Text>}
          </Group>
        </UnstyledButton>
      </AppShell.Section>
    </>
  );
}
