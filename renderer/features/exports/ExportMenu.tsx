import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { notifyFailure } from '../recalls/monitor-notify.ts';
import { downloadExport, type ExportedList, type ExportFormat } from './export-api.ts';

/** The list's own path (the export is that path plus `/export`) and the filters shown now. */
type ExportMenuProps = ExportedList;

/** 'Exportera': the list as the screen shows it, as an Excel workbook, CSV for Excel or a PDF. */
export function ExportMenu(list: ExportMenuProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const save = (format: ExportFormat) => {
    setBusy(true);
    downloadExport(list, format)
      .catch((error: unknown) => notifyFailure(errorMessage(error)))
      .finally(() => setBusy(false));
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" loading={busy}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => save('xlsx')}>{t('export.xlsx')}</Menu.Item>
        <Menu.Item onClick={() => save('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => save('pdf')}>{t('export.pdf')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
