import { Checkbox, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  API_TOKEN_SCOPES,
  ApiTokenInput,
  type ApiTokenCreated,
  type ApiTokenScope,
} from '../../../shared/schemas/api-tokens.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { useCreateApiToken } from './api-tokens-api.ts';

type ApiTokenFormModalProps = {
  sites: Site[];
  onCreated: (created: ApiTokenCreated) => void;
  onClose: () => void;
};

type Values = { name: string; site_ids: string[]; scopes: ApiTokenScope[]; valid_until: string };

const FIELDS = ['name', 'site_ids', 'scopes', 'expires_at'] as const;

/** The last moment of the chosen day, in the browser's time zone (a Swedish unit's own). */
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null);

export function ApiTokenFormModal({ sites, onCreated, onClose }: ApiTokenFormModalProps) {
  const t = useT();
  const create = useCreateApiToken();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: '',
      site_ids: sites.length === 1 && sites[0] ? [sites[0].id] : [],
      scopes: ['read:stock'],
      valid_until: '',
    },
    validate: (values) =>
      zodValidate(ApiTokenInput)({ ...values, expires_at: endOfDay(values.valid_until) }),
  });

  const submit = (values: Values) => {
    setFailure(null);
    const { valid_until: day, ...rest } = values;
    create.mutate(
      { ...rest, expires_at: endOfDay(day) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!applyFieldErrors(form, error, [...FIELDS]))
            setFailure(serverDetail(error) ?? t('apiTokens.failed'));
        },
      },
    );
  };

  return (
    <FormModal
      title={t('apiTokens.create')}
      submitLabel={t('apiTokens.create')}
      saving={create.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      size="lg"
    >
      <TextInput
        label={t('apiTokens.field.name')}
        description={t('apiTokens.field.nameHelp')}
        placeholder={t('apiTokens.field.namePlaceholder')}
        data-autofocus
        required
        {...form.getInputProps('name')}
      />
      <MultiSelect
        label={t('apiTokens.field.sites')}
        data={sites.map((s) => ({ value: s.id, label: s.name }))}
        searchable
        required
        {...form.getInputProps('site_ids')}
      />
      <Checkbox.Group
        label={t('apiTokens.field.scopes')}
        required
        {...form.getInputProps('scopes')}
      >
        <Stack gap="xs" mt="xs">
          {API_TOKEN_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              value={scope}
              label={t(`apiTokens.scope.${scope}`)}
              description={scope}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        type="date"
        label={t('apiTokens.field.validUntil')}
        description={t('apiTokens.field.validUntilHelp')}
        {...form.getInputProps('valid_until')}
        error={form.errors.valid_until ?? form.errors.expires_at}
      />
    </FormModal>
  );
}
