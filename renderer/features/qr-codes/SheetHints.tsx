import { Alert, List, Stack, Text } from '@mantine/core';
import { AlertIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';

/** What the sheet holds and how to print it; a warning when narcotics are on it. */
export function SheetHints({ includeControlled }: { includeControlled: boolean }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('qrCodes.hints.title')}
      </Text>
      <List size="sm" spacing={4} c="dimmed">
        <List.Item>{t('qrCodes.hints.all')}</List.Item>
        <List.Item>{t('qrCodes.hints.scan')}</List.Item>
        <List.Item>{t('qrCodes.hints.print')}</List.Item>
      </List>
      {includeControlled ? (
        <Alert color="yellow" icon={<AlertIcon />}>
          {t('qrCodes.hints.controlled')}
        </Alert>
      ) : null}
    </Stack>
  );
}
