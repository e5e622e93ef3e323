import { Table, Text } from '@mantine/core';
import type { UNIT_TYPES } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';

/** What the confirmation names: the batch that leaves stock as a whole. */
export type DisposalSubject = {
  medicine: string;
  batch: string;
  quantity: number;
  unit: (typeof UNIT_TYPES)[number];
  site?: string;
  reason?: string | null;
};

type DisposeConfirmModalProps = {
  subject: DisposalSubject | null;
  explanation: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DisposeConfirmModal(props: DisposeConfirmModalProps) {
  const t = useT();
  const { subject } = props;
  const rows: [string, string][] = subject
    ? [
        [t('panels.confirm.medicine'), subject.medicine],
        ...(subject.site ? [[t('panels.confirm.site'), subject.site] as [string, string]] : []),
        [t('panels.confirm.batch'), subject.batch],
        [
          t('panels.confirm.quantity'),
          t('inventory.quantity', { quantity: subject.quantity, unit: t(UNIT_KEYS[subject.unit]) }),
        ],
        ...(subject.reason
          ? [[t('panels.confirm.reason'), subject.reason] as [string, string]]
          : []),
      ]
    : [];
  return (
    <ConfirmModal
      opened={subject !== null}
      title={t('panels.confirm.title')}
      confirmLabel={t('panels.confirm.submit')}
      danger
      loading={props.busy}
      onConfirm={props.onConfirm}
      onCancel={() => !props.busy && props.onCancel()}
    >
      <>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{props.explanation}</Text>
      </>
    </ConfirmModal>
  );
}
