import { Group, MultiSelect, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { User } from '../../../shared/schemas/user.ts';
import { UserUpdateInput } from '../../../shared/schemas/user.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { blankToNull } from '../../ui/format.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { siteOptions } from './site-options.ts';
import { applyUserFieldErrors } from './user-form-errors.ts';
import { useAssignableSites, useUpdateUser } from './users-api.ts';

type EditValues = {
  email: string;
  first_name: string;
  last_name: string;
  mobile_phone: string;
  is_active: boolean;
  registered_nurse: boolean;
  site_ids: string[];
};

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'mobile_phone',
  'is_active',
  'registered_nurse',
  'site_ids',
] as const;

const validateUpdate = zodValidate(UserUpdateInput);

type UserEditModalProps = { user: User; actor: User; onClose: () => void };

export function UserEditModal({ user, actor, onClose }: UserEditModalProps) {
  const t = useT();
  const sites = useAssignableSites();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const assignsSites = user.role !== 'admin';
  const actorIsAdmin = actor.role === 'admin';
  // A site admin sees and edits only their own sites; the server keeps the user's other sites.
  const editableSiteIds = actorIsAdmin
    ? user.site_ids
    : user.site_ids.filter((id) => actor.site_ids.includes(id));
  const keptElsewhere = user.site_ids.length - editableSiteIds.length;
  const currentChoices = actorIsAdmin
    ? user.site_ids.map((id, i) => ({ value: id, label: user.site_names[i] ?? id }))
    : [];

  const form = useForm<EditValues>({
    initialValues: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      mobile_phone: user.mobile_phone ?? '',
      is_active: user.is_active,
      registered_nurse: user.registered_nurse,
      site_ids: editableSiteIds,
    },
    validate: (values) => {
      const errors = validateUpdate(values);
      if (assignsSites && values.site_ids.length === 0 && keptElsewhere === 0) {
        errors.site_ids ??= t('users.error.siteRequired');
      }
      return errors;
    },
  });

  const requestClose = () => {
    if (form.isDirty()) setConfirmDiscard(true);
    else onClose();
  };

  const submit = (values: EditValues) => {
    setFailure(null);
    const body = {
      email: values.email.trim(),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      mobile_phone: blankToNull(values.mobile_phone),
      is_active: values.is_active,
      registered_nurse: values.registered_nurse,
      ...(assignsSites ? { site_ids: values.site_ids } : {}),
    };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('users.success.update', { email: saved.email }));
          onClose();
        },
        onError: (error) => {
          if (!applyUserFieldErrors(form, error, FIELDS)) {
            setFailure(serverDetail(error) ?? t('users.error.update'));
          }
        },
      },
    );
  };

  return (
    <>
      <FormModal
        title={t('users.edit.title')}
        submitLabel={t('common.save')}
        saving={update.isPending}
        failure={failure}
        onSubmit={form.onSubmit(submit)}
        onClose={requestClose}
        size="lg"
      >
        <TextInput
          label={t('users.field.email')}
          type="email"
          required
          {...form.getInputProps('email')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('users.field.firstName')}
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('users.field.lastName')}
            required
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label={t('users.field.mobile')}
          type="tel"
          {...form.getInputProps('mobile_phone')}
        />
        <Switch
          label={t('users.field.active')}
          disabled={user.id === actor.id}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Switch
          label={t('users.field.registeredNurse')}
          description={t('users.field.registeredNurseHint')}
          {...form.getInputProps('registered_nurse', { type: 'checkbox' })}
        />
        {assignsSites ? (
          <MultiSelect
            label={t('users.field.sites')}
            placeholder={t('users.field.sitesPlaceholder')}
            nothingFoundMessage={t('users.field.sitesNone')}
            data={siteOptions(sites.data ?? [], currentChoices)}
            searchable
            {...form.getInputProps('site_ids')}
            error={form.errors.site_ids ?? (sites.isError ? t('users.error.sites') : undefined)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('users.field.adminSites')}
          </Text>
        )}
      </FormModal>
      <ConfirmModal
        opened={confirmDiscard}
        title={t('users.discard.title')}
        confirmLabel={t('users.discard.confirm')}
        cancelLabel={t('users.discard.keep')}
        danger
        onConfirm={onClose}
        onCancel={() => setConfirmDiscard(false)}
      >
        {t('users.discard.message')}
      </ConfirmModal>
    </>
  );
}
