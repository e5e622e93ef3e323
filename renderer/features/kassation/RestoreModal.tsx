import { Alert, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_RESTORATION_REASON,
  RESTORATION_REASONS,
  type KassationRecord,
} from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { unitKey } from './display.ts';
import { useRestore } from './kassation-api.ts';
import {
  NO_WITNESS,
  WitnessFields,
  witnessError,
  witnessInput,
} from '../narcotics/WitnessFields.tsx';

/**
 * Asks before putting a wrongly disposed quantity back; the reason is stored in Swedish. A
 * narcotic is restored in front of a witness, who signs here.
 */
export function RestoreModal({ row, onClose }: { row: KassationRecord; onClose: () => void }) {
  const t = useT();
  const restore = useRestore();
  const [reason, setReason] = useState<string>(DEFAULT_RESTORATION_REASON);
  const [failure, setFailure] = useState<string | null>(null);
  const [witness, setWitness] = useState(NO_WITNESS);
  const [witnessFailure, setWitnessFailure] = useState<string | null>(null);
  const params = {
    quantity: row.quantity,
    unit: t(unitKey(row.unit_type)),
    name: row.medicine_name,
    batch: row.batch_number,
  };

  const confirm = () => {
    setFailure(null);
    setWitnessFailure(null);
    restore.mutate(
      { id: row.id, reason, witness: row.is_controlled_substance ? witnessInput(witness) : null },
      {
        onSuccess: () => {
          notifySuccess(t('kassation.restore.success', params));
          onClose();
        },
        onError: (error) => {
          const aboutWitness = witnessError(error);
          if (aboutWitness) setWitnessFailure(aboutWitness);
          else setFailure(serverDetail(error) ?? '');
        },
      },
    );
  };

  return (
    <ConfirmModal
      opened
      title={t('kassation.restore.title')}
      confirmLabel={t('kassation.restore.confirm')}
      loading={restore.isPending}
      onConfirm={confirm}
      onCancel={() => !restore.isPending && onClose()}
    >
      <Stack>
        <Text>{t('kassation.restore.question', params)}</Text>
        <Select
          label={t('kassation.restore.reason')}
          data={[...RESTORATION_REASONS]}
          value={reason}
          allowDeselect={false}
          onChange={(value) => setReason(value ?? DEFAULT_RESTORATION_REASON)}
          comboboxProps={{ zIndex: 400 }}
        />
        {row.is_controlled_substance ? (
          <WitnessFields
            legend={t('narcotics.witness.legend')}
            hint={t('kassation.restore.witnessHint')}
            value={witness}
            onChange={setWitness}
            error={witnessFailure}
          />
        ) : null}
        {failure !== null ? (
          <Alert color="red" role="alert" title={t('kassation.restore.failed')}>
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmModal>
  );
}
