import { Button } from '@mantine/core';
import { useT } from '../../i18n/t.ts';

type Props = {
  rowId: string;
  medicineName: string;
  batchNumber: string;
  /** The row being disposed right now, if any: other rows wait. */
  busyId: string | null;
  variant?: 'filled' | 'light';
  onDispose: () => void;
};

/** The 'Kassera' action of a panel row, named for screen readers by medicine and batch. */
export function DisposeRowButton({
  rowId,
  medicineName,
  batchNumber,
  busyId,
  variant = 'filled',
  onDispose,
}: Props) {
  const t = useT();
  return (
    <Button
      size="xs"
      color="red"
      variant={variant}
      loading={busyId === rowId}
      disabled={busyId !== null && busyId !== rowId}
      aria-label={t('panels.action.disposeFor', { name: medicineName, batch: batchNumber })}
      onClick={onDispose}
    >
      {t('panels.action.dispose')}
    </Button>
  );
}
