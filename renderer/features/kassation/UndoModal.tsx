import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OWN_UNDO_REASON, type KassationRecord } from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { unitKey } from './display.ts';
import { useUndo } from './kassation-api.ts';

/** Care staff take back their own disposal before a manager has approved it. */
export function UndoModal({ row, onClose }: { row: KassationRecord; onClose: () => void }) {
  const t = useT();
  const undo = useUndo();
  const [failure, setFailure] = useState<string | null>(null);
  const params = {
    quantity: row.quantity,
    unit: t(unitKey(row.unit_type)),
    name: row.medicine_name,
    batch: row.batch_number,
  };
  const confirm = () => {
    setFailure(null);
    undo.mutate(
      { id: row.id, reason: OWN_UNDO_REASON },
      {
        onSuccess: () => {
          notifySuccess(t('kassation.cancel.success', params));
          onClose();
        },
        onError: (error) => setFailure(detailOrMessage(error)),
      },
    );
  };
  return (
    <ConfirmModal
      opened
      title={t('kassation.cancel.title')}
      confirmLabel={t('kassation.cancel.confirm')}
      danger
      loading={undo.isPending}
      onConfirm={confirm}
      onCancel={() => !undo.isPending && onClose()}
    >
      <Stack>
        <Text>{t('kassation.cancel.question', params)}</Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmModal>
  );
}
