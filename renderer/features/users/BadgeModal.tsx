import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BadgeInput } from '../../../shared/schemas/kiosks.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useClearBadge, useEnrolBadge } from './users-api.ts';

type BadgeModalProps = { user: User; onClose: () => void };

/** A badge reader types into the focused field and presses Enter, which submits the form. */
export function BadgeModal({ user, onClose }: BadgeModalProps) {
  const t = useT();
  const enrol = useEnrolBadge();
  const clear = useClearBadge();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const name = `${user.first_name} ${user.last_name}`;
  const form = useForm<BadgeInput>({
    initialValues: { badge_id: '' },
    validate: zodValidate(BadgeInput),
  });

  const submit = ({ badge_id }: BadgeInput) => {
    setFailure(null);
    enrol.mutate(
      { id: user.id, badgeId: badge_id },
      {
        onSuccess: () => {
          notifySuccess(t('badges.saved', { name }));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error, ['badge_id']))
            setFailure(serverDetail(error) ?? t('badges.failed'));
        },
      },
    );
  };

  const remove = () =>
    clear.mutate(user.id, {
      onSuccess: () => {
        notifySuccess(t('badges.cleared', { name }));
        onClose();
      },
      onError: (error) => setFailure(serverDetail(error) ?? t('badges.failed')),
      onSettled: () => setAsking(false),
    });

  return (
    <FormModal
      title={t('badges.title', { name })}
      submitLabel={t('badges.save')}
      saving={enrol.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      intro={<Text>{t('badges.intro')}</Text>}
    >
      <TextInput
        label={t('badges.field')}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('badge_id')}
      />
      {user.has_badge ? (
        <Button variant="light" color="red" onClick={() => setAsking(true)}>
          {t('badges.clear')}
        </Button>
      ) : null}
      <ConfirmModal
        opened={asking}
        title={t('badges.clearTitle')}
        confirmLabel={t('badges.clear')}
        danger
        loading={clear.isPending}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        {t('badges.clearConfirm', { name })}
      </ConfirmModal>
    </FormModal>
  );
}
