import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Site } from '../../../shared/schemas/site.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useT } from '../../i18n/t.ts';
import { useCurrentSite, useSiteStore } from '../../stores/site.ts';
import { BuildingIcon, CheckIcon, ChevronDownIcon } from '../../ui/icons.tsx';

/** Nothing with no sites, a label with one, a menu to choose from with several (spec 2.2). */
export function SiteSwitcher() {
  const t = useT();
  const sites = useSiteStore((s) => s.sites);
  const current = useCurrentSite();

  async function choose(site: Site) {
    if (site.id === current?.id) return;
    await useSiteStore.getState().switchSite(site.id);
    notifications.show({ color: 'teal', message: t('shell.site.switched', { site: site.name }) });
  }

  const only = sites.length === 1 ? sites[0] : undefined;
  if (sites.length === 0) return null;
  if (only) {
    return (
      <Group gap={6} wrap="nowrap" miw={0} data-testid="current-site">
        <BuildingIcon size={18} />
        <Text size="sm" fw={600} truncate>
          {only.name}
        </Text>
      </Group>
    );
  }

  return (
    <Menu position="bottom-start" width={320} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<BuildingIcon size={18} />}
          rightSection={<ChevronDownIcon size={16} />}
          maw={320}
          title={t('shell.site.heading')}
          data-testid="current-site"
        >
          <Text span size="sm" fw={600} truncate>
            {current?.name ?? t('shell.site.none')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.site.heading')}</Menu.Label>
        {sites.map((site) => (
          <Menu.Item
            key={site.id}
            onClick={() => void choose(site)}
            aria-current={site.id === current?.id ? 'true' : undefined}
            rightSection={site.id === current?.id ? <CheckIcon size={16} /> : null}
          >
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {site.name}
              </Text>
              {site.customer_name && (
                <Text size="xs" c="dimmed">
                  {site.customer_name}
                </Text>
              )}
              {site.closed_at && (
                <Text size="xs" c="dimmed">
                  {t('shell.site.closed', { date: formatDateTime(site.closed_at) })}
                </Text>
              )}
            </Stack>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
