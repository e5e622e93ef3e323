import { Button, Collapse, Select, Stack, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CODES_PER_PAGE } from '../../../shared/schemas/qr.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { isCodesPerPage, layoutLabel, type SheetSettings } from './sheet-settings.ts';

type Props = {
  settings: SheetSettings;
  disabled: boolean;
  onChange: (settings: SheetSettings) => void;
};

/** The settings toggle of the PDF card: narcotics switch and codes per page. */
export function SheetSettingsPanel({ settings, disabled, onChange }: Props) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  const options = CODES_PER_PAGE.map((count) => ({
    value: String(count),
    label: t('qrCodes.settings.perPageOption', { count, layout: layoutLabel(count) ?? '' }),
  }));
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="qr-sheet-settings"
        rightSection={<ChevronDownIcon size={16} />}
      >
        {opened ? t('qrCodes.settings.hide') : t('qrCodes.settings.show')}
      </Button>
      <Collapse expanded={opened}>
        <Stack id="qr-sheet-settings" gap="md" pl="xs">
          <Switch
            label={t('qrCodes.settings.controlled')}
            description={t('qrCodes.settings.controlledHint')}
            checked={settings.includeControlled}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...settings, includeControlled: event.currentTarget.checked })
            }
          />
          <Select
            label={t('qrCodes.settings.perPage')}
            data={options}
            value={String(settings.codesPerPage)}
            allowDeselect={false}
            disabled={disabled}
            maw={240}
            onChange={(value) => {
              const count = Number(value);
              if (isCodesPerPage(count)) onChange({ ...settings, codesPerPage: count });
            }}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
