import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LoggerUploadResult, StoragePlace } from '../../../shared/schemas/storage-places.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useUploadLogger } from './storage-places-api.ts';
import { celsius } from './temperature-text.ts';

const MAX_BYTES = 900_000;

function Result({ result }: { result: LoggerUploadResult }) {
  const t = useT();
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>
        {t('temps.upload.stored', { stored: result.stored, already: result.already_stored })}
      </Text>
      {result.breaches.length > 0 ? (
        <Alert color="red" variant="filled">
          {t('temps.upload.breaches', { count: result.breaches.length })}
          <List size="sm" c="white">
            {result.breaches.map((b) => (
              <List.Item key={b.from}>
                {t('temps.upload.breach', {
                  from: formatDateTime(b.from),
                  to: formatDateTime(b.to),
                  minutes: b.minutes,
                  value: celsius(b.extreme_c),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.errors.length > 0 ? (
        <Alert color="yellow">
          {t('temps.upload.errors', { count: result.errors.length })}
          <List size="sm">
            {result.errors.slice(0, 50).map((e) => (
              <List.Item key={e.line}>
                {t('temps.upload.line', { line: e.line, message: e.message })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A data logger's CSV for the place: stored in one go, bad lines listed, breaches shown. */
export function LoggerUploadModal({
  place,
  breachMinutes,
  onClose,
}: {
  place: StoragePlace;
  breachMinutes: number;
  onClose: () => void;
}) {
  useReturnFocus();
  const t = useT();
  const upload = useUploadLogger();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<LoggerUploadResult | null>(null);
  const send = async () => {
    setFailure(null);
    if (!file) return setFailure(t('temps.upload.noFile'));
    if (file.size > MAX_BYTES) return setFailure(t('temps.upload.tooBig'));
    upload.mutate(
      { id: place.id, body: { file_name: file.name, csv: await file.text() } },
      { onSuccess: setResult, onError: (error) => setFailure(detailOrMessage(error)) },
    );
  };
  return (
    <Modal
      opened
      centered
      size="lg"
      title={t('temps.upload.title', { place: place.name })}
      onClose={() => !upload.isPending && onClose()}
    >
      <Stack>
        <Text size="sm">{t('temps.upload.intro', { minutes: breachMinutes })}</Text>
        <label>
          <Text size="sm" fw={500}>
            {t('temps.upload.file')}
          </Text>
          <input
            type="file"
            style={{ display: 'block', maxWidth: '100%' }}
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(e) => {
              setResult(null);
              setFile(e.currentTarget.files?.[0] ?? null);
            }}
          />
        </label>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {result ? <Result result={result} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={upload.isPending}>
            {t('temps.upload.close')}
          </Button>
          <Button onClick={() => void send()} loading={upload.isPending}>
            {t('temps.upload.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
