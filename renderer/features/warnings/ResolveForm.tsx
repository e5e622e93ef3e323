import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { WarningResolveInput } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { FormFooter } from '../../ui/FormModal.tsx';

type ResolveFormProps = {
  intro: string;
  saving: boolean;
  onSubmit: (notes: string) => void;
  onCancel: () => void;
};

/** The optional note for a resolution, checked with the API's own schema. */
export function ResolveForm({ intro, saving, onSubmit, onCancel }: ResolveFormProps) {
  const t = useT();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = WarningResolveInput.safeParse({ resolution_notes: notes });
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? null);
          return;
        }
        onSubmit(checked.data.resolution_notes ?? '');
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <Textarea
          label={t('warnings.resolve.notes')}
          placeholder={t('warnings.resolve.notesPlaceholder')}
          autosize
          minRows={2}
          value={notes}
          error={error}
          data-autofocus
          onChange={(event) => {
            setNotes(event.currentTarget.value);
            setError(null);
          }}
        />
        <FormFooter
          submitLabel={t('warnings.resolve.submit')}
          submitColor="green"
          saving={saving}
          onClose={onCancel}
        />
      </Stack>
    </form>
  );
}
