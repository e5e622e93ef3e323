import { Alert, Badge, Button, Group, Paper, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CloseDeviationInput, DeviationNoteInput } from '../../../shared/schemas/deviations.ts';
import { useAddDeviationNote, useCloseDeviation, useDeviation } from './deviations-api.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';

/** One deviation: what happened, its notes, a new note, and closing it with a conclusion. */
export function DeviationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const deviation = useDeviation(id);
  const addNote = useAddDeviationNote(id);
  const close = useCloseDeviation(id);
  const [failure, setFailure] = useState<string | null>(null);
  const noteForm = useForm<DeviationNoteInput>({
    initialValues: { text: '' },
    validate: zodValidate(DeviationNoteInput),
  });
  const closeForm = useForm<CloseDeviationInput>({
    initialValues: { conclusion: '' },
    validate: zodValidate(CloseDeviationInput),
  });

  const saveNote = (body: DeviationNoteInput) => {
    setFailure(null);
    addNote.mutate(body, {
      onSuccess: () => noteForm.reset(),
      onError: (error) => {
        if (!applyFieldErrors(noteForm, error, ['text']))
          setFailure(serverDetail(error) ?? t('deviations.saveFailed'));
      },
    });
  };
  const saveClose = (body: CloseDeviationInput) => {
    setFailure(null);
    close.mutate(body, {
      onSuccess: () => notifySuccess(t('deviations.closed')),
      onError: (error) => {
        if (!applyFieldErrors(closeForm, error, ['conclusion']))
          setFailure(serverDetail(error) ?? t('deviations.saveFailed'));
      },
    });
  };

  const d = deviation.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={d?.title ?? t('deviations.title')}
        actions={
          <Button component={Link} to="/avvikelser" variant="default">
            {t('deviations.toList')}
          </Button>
        }
      />
      {deviation.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {deviation.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(deviation.error) ?? t('deviations.loadFailed')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {d ? (
        <>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Group>
                <Badge color={d.status === 'open' ? 'red' : 'gray'}>
                  {t(`deviations.status.${d.status}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t(`deviations.kind.${d.kind}`)} · {d.site_name} ·{' '}
                  {t('deviations.openedBy', { who: d.opened_by, at: formatDateTime(d.opened_at) })}
                </Text>
              </Group>
              <Text data-testid="deviation-description">{d.description}</Text>
              {d.conclusion ? (
                <Text>
                  <strong>{t('deviations.conclusion')}:</strong> {d.conclusion}{' '}
                  <Text span size="sm" c="dimmed">
                    ({d.closed_by}, {d.closed_at ? formatDateTime(d.closed_at) : ''})
                  </Text>
                </Text>
              ) : null}
            </Stack>
          </Paper>
          <Stack gap="xs">
            <Text fw={600}>{t('deviations.notes')}</Text>
            {d.notes.length === 0 ? <Text c="dimmed">{t('deviations.noNotes')}</Text> : null}
            {d.notes.map((n) => (
              <Text key={n.id} data-testid="deviation-note">
                {n.text}{' '}
                <Text span size="sm" c="dimmed">
                  ({n.author_name}, {formatDateTime(n.created_at)})
                </Text>
              </Text>
            ))}
          </Stack>
          {d.status === 'open' ? (
            <>
              <form onSubmit={noteForm.onSubmit(saveNote)}>
                <Stack gap="xs">
                  <Textarea
                    label={t('deviations.newNote')}
                    autosize
                    minRows={2}
                    {...noteForm.getInputProps('text')}
                  />
                  <Group>
                    <Button type="submit" variant="default" loading={addNote.isPending}>
                      {t('deviations.addNote')}
                    </Button>
                  </Group>
                </Stack>
              </form>
              <form onSubmit={closeForm.onSubmit(saveClose)}>
                <Stack gap="xs">
                  <Textarea
                    label={t('deviations.conclusion')}
                    description={t('deviations.conclusionHelp')}
                    autosize
                    minRows={3}
                    {...closeForm.getInputProps('conclusion')}
                  />
                  <Group>
                    <Button type="submit" color="red" loading={close.isPending}>
                      {t('deviations.close')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
