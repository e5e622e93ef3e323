import { PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { User } from '../../../shared/schemas/user.ts';
import { PasswordResetInput } from '../../../shared/schemas/user.ts';
import { CHECKLIST_ORDER, PasswordChecklist } from '../../ui/PasswordChecklist.tsx';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useResetPassword } from './users-api.ts';

type PasswordResetModalProps = { user: User; onClose: () => void };

/** Only admins reach this modal; the table offers it to no one else. */
export function PasswordResetModal({ user, onClose }: PasswordResetModalProps) {
  const t = useT();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetInput>({
    initialValues: { new_password: '' },
    validate: zodValidate(PasswordResetInput),
  });

  const submit = ({ new_password }: PasswordResetInput) => {
    setFailure(null);
    reset.mutate(
      { id: user.id, password: new_password },
      {
        onSuccess: () => {
          notifySuccess(t('users.success.password', { email: user.email }));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error, ['new_password'])) {
            setFailure(serverDetail(error) ?? t('users.error.password'));
          }
        },
      },
    );
  };

  return (
    <FormModal
      title={t('users.password.title')}
      submitLabel={t('users.password.submit')}
      saving={reset.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      intro={
        <Text>
          {t('users.password.for', {
            name: `${user.first_name} ${user.last_name}`,
            email: user.email,
          })}
        </Text>
      }
    >
      <PasswordInput
        label={t('users.password.field')}
        description={<PasswordChecklist value={form.getValues().new_password} />}
        descriptionProps={{ component: 'div' }}
        inputWrapperOrder={CHECKLIST_ORDER}
        required
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps('new_password')}
      />
      <Text size="sm" c="dimmed">
        {t('users.password.note')}
      </Text>
    </FormModal>
  );
}
