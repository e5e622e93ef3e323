import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { notifyFailure } from '../recalls/monitor-notify.ts';
import { downloadExport, type ExportFormat, type ExportQuery } from './export-api.ts';

type ExportMenuProps = {
  /** The list's own path; the export is that path plus `/export`. */
  path: string;
  /** The filters the screen shows now. */
  query: ExportQuery;
};

/** 'Exportera': the list as the screen shows it, as an Excel workbook, CSV for Excel or a PDF. */
export function ExportMenu({ path, query }: ExportMenuProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const save = (format: ExportFormat) => {
    setBusy(true);
    downloadExport(path, query, format)
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
