import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { RoleName } from '../../../shared/constants.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { UserCreateInput } from '../../../shared/schemas/user.ts';
import { CHECKLIST_ORDER, PasswordChecklist } from '../../ui/PasswordChecklist.tsx';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { isRole, roleOptions } from './role-options.ts';
import { siteOptions } from './site-options.ts';
import { applyUserFieldErrors } from './user-form-errors.ts';
import { useAssignableSites, useCreateUser } from './users-api.ts';

type CreateValues = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: RoleName;
  site_ids: string[];
};

const FIELDS = ['email', 'password', 'first_name', 'last_name', 'role', 'site_ids'] as const;

const validateCreate = zodValidate(UserCreateInput);

type UserCreateFormProps = { actor: User; onCreated: () => void };

export function UserCreateForm({ actor, onCreated }: UserCreateFormProps) {
  const t = useT();
  const isSiteAdmin = actor.role === 'site_admin';
  const lacksSite = isSiteAdmin && actor.site_ids.length === 0;
  const sites = useAssignableSites();
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<CreateValues>({
    initialValues: {
      email: '',
      password: '',
      first_name: '',
      last_name: '',
      role: 'user',
      site_ids: [],
    },
    validate: (values) => {
      const errors = validateCreate(values);
      if (isSiteAdmin && values.role !== 'user') errors.role ??= t('users.error.roleNotAllowed');
      return errors;
    },
  });
  const role = form.getValues().role;

  const submit = (values: CreateValues) => {
    setFailure(null);
    const siteIds = values.role === 'admin' ? [] : values.site_ids;
    create.mutate(
      { ...values, email: values.email.trim(), site_ids: siteIds, site_id: siteIds[0] ?? null },
      {
        onSuccess: (user) => {
          notifySuccess(t('users.success.create', { email: user.email }));
          form.reset();
          onCreated();
        },
        onError: (error) => {
          if (!applyUserFieldErrors(form, error, FIELDS)) {
            setFailure(serverDetail(error) ?? t('users.error.create'));
          }
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('users.create.title')}>
        <Stack>
          <Title order={2} size="h3">
            {t('users.create.title')}
          </Title>
          {lacksSite ? (
            <Alert color="red" role="alert">
              {t('users.error.noSite')}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.field.email')}
              type="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('users.field.password')}
              description={<PasswordChecklist value={form.getValues().password} />}
              descriptionProps={{ component: 'div' }}
              inputWrapperOrder={CHECKLIST_ORDER}
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
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
            <Select
              label={t('users.field.role')}
              data={roleOptions(t)}
              allowDeselect={false}
              disabled={isSiteAdmin}
              description={isSiteAdmin ? t('users.error.roleNotAllowed') : undefined}
              {...form.getInputProps('role')}
              onChange={(value: string | null) => {
                if (isRole(value)) form.setFieldValue('role', value);
              }}
            />
            {role === 'admin' ? (
              <Text size="sm" c="dimmed" mt="lg">
                {t('users.field.adminSites')}
              </Text>
            ) : (
              <MultiSelect
                label={t('users.field.sites')}
                placeholder={t('users.field.sitesPlaceholder')}
                nothingFoundMessage={t('users.field.sitesNone')}
                data={siteOptions(sites.data ?? [])}
                searchable
                required
                disabled={sites.isPending}
                {...form.getInputProps('site_ids')}
                error={form.errors.site_ids ?? (sites.isError ? t('users.error.sites') : undefined)}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} disabled={lacksSite}>
              {t('users.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
