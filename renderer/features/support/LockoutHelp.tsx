import { List, Text } from '@mantine/core';
import type { SupportInfo } from '../../../shared/schemas/support.ts';
import { useT } from '../../i18n/t.ts';

export function LockoutHelp({ info }: { info: SupportInfo | undefined }) {
  const t = useT();
  const rule = info
    ? t('support.lockout.rule', {
        failures: info.login_throttle.max_failures,
        minutes: info.login_throttle.window_minutes,
      })
    : t('support.lockout.ruleUnknown');
  return (
    <List spacing="xs" pr="md">
      <List.Item>
        <Text>{rule}</Text>
      </List.Item>
      <List.Item>
        <Text>{t('support.lockout.help')}</Text>
      </List.Item>
      <List.Item>
        <Text>{t('support.lockout.password')}</Text>
      </List.Item>
    </List>
  );
}
