import { useState } from 'react';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import { useT } from '../../i18n/t.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { useDeleteMedicine } from './medicines-api.ts';

/** Delete after confirmation; a refusal (409 while stock remains) keeps the server's reason. */
export function useMedicineDeletion() {
  const t = useT();
  const remove = useDeleteMedicine();
  const [pending, setPending] = useState<MedicineTemplate | null>(null);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);

  const confirm = () => {
    if (!pending) return;
    const medicine = pending;
    setFailure(null);
    remove.mutate(medicine, {
      onSuccess: () => notifySuccess(t('medicines.success.delete', { name: medicine.name })),
      onError: (error) => setFailure({ detail: serverDetail(error) }),
      onSettled: () => setPending(null),
    });
  };

  return {
    pending,
    failure,
    deleting: remove.isPending,
    ask: (medicine: MedicineTemplate) => {
      setFailure(null);
      setPending(medicine);
    },
    cancel: () => setPending(null),
    confirm,
    clearFailure: () => setFailure(null),
  };
}
