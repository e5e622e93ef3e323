import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { User } from '../../../shared/schemas/user.ts';
import { PasswordResetInput } from '../../../shared/schemas/user.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, serverDetail } from '../management/api-errors.ts';
import { notifySuccess } from '../management/notify.ts';
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
    <Modal
      opened
      onClose={() => !reset.isPending && onClose()}
      title={t('users.password.title')}
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text>
            {t('users.password.for', {
              name: `${user.first_name} ${user.last_name}`,
              email: user.email,
            })}
          </Text>
          {failure ? <Alert color="red">{failure}</Alert> : null}
          <PasswordInput
            label={t('users.password.field')}
            description={t('users.field.passwordHint')}
            required
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('new_password')}
          />
          <Text size="sm" c="dimmed">
            {t('users.password.note')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={reset.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={reset.isPending}>
              {t('users.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
