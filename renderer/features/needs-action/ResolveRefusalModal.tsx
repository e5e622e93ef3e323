import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  ResolveOfflineRefusalInput,
  type OfflineRefusal,
} from '../../../shared/schemas/offline.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useResolveRefusal } from './needs-action-api.ts';

type Props = { refusal: OfflineRefusal; onClose: () => void };

/** The unit manager writes what was done about a refused offline event. */
export function ResolveRefusalModal({ refusal, onClose }: Props) {
  const t = useT();
  const resolve = useResolveRefusal();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResolveOfflineRefusalInput>({
    initialValues: { note: '' },
    validate: zodValidate(ResolveOfflineRefusalInput),
  });

  const submit = (body: ResolveOfflineRefusalInput) => {
    setFailure(null);
    resolve.mutate(
      { id: refusal.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('needsAction.resolved'));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error, ['note']))
            setFailure(serverDetail(error) ?? t('needsAction.failed'));
        },
      },
    );
  };

  return (
    <FormModal
      title={t('needsAction.resolve')}
      submitLabel={t('needsAction.save')}
      saving={resolve.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
    >
      <Text size="sm">
        {refusal.actor_name}: {refusal.quantity} {refusal.medicine_name} – {refusal.reason}
      </Text>
      <Textarea
        label={t('needsAction.note')}
        autosize
        minRows={3}
        data-autofocus
        {...form.getInputProps('note')}
      />
    </FormModal>
  );
}
