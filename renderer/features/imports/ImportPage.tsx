import { Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  IMPORT_KINDS,
  MAX_IMPORT_BYTES,
  type ImportCommitted,
  type ImportKind,
  type ImportPreview,
  type ImportStarted,
  type ImportSummary,
} from '../../../shared/schemas/imports.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { witnessError, witnessInput } from '../narcotics/WitnessFields.tsx';
import {
  downloadTemplate,
  useCommitImport,
  useImports,
  useSetMapping,
  useStartImport,
} from './imports-api.ts';
import { CatalogueList } from './CatalogueList.tsx';
import { MappingStep } from './MappingStep.tsx';
import { PreviewStep } from './PreviewStep.tsx';

type T = ReturnType<typeof useT>;

const countsText = (t: T, done: ImportSummary) =>
  done.counts
    ? t('imports.done.counts', {
        create: done.counts.create,
        update: done.counts.update,
        skip: done.counts.skip,
        error: done.counts.error,
      })
    : t('imports.status.draft');

/** New accounts' first passwords: shown this once, to hand over; Medvakt keeps none of them. */
function FirstPasswords({ done }: { done: ImportCommitted }) {
  const t = useT();
  if (done.initial_passwords.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        {t('imports.passwords.title')}
      </Title>
      <Text size="sm" c="red.8" fw={600} my="xs">
        {t('imports.passwords.once')}
      </Text>
      <Table aria-label={t('imports.passwords.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.passwords.name')}</Table.Th>
            <Table.Th>{t('imports.passwords.email')}</Table.Th>
            <Table.Th>{t('imports.passwords.password')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {done.initial_passwords.map((p) => (
            <Table.Tr key={p.email}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td>{p.email}</Table.Td>
              <Table.Td ff="monospace">{p.password}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button mt="sm" variant="light" onClick={() => window.print()}>
        {t('imports.passwords.print')}
      </Button>
    </Paper>
  );
}

function EarlierImports() {
  const t = useT();
  const list = useImports();
  if (!list.data || list.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('imports.earlier')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('imports.earlier')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.col.when')}</Table.Th>
              <Table.Th>{t('imports.col.file')}</Table.Th>
              <Table.Th>{t('imports.col.who')}</Table.Th>
              <Table.Th>{t('imports.col.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatDateTime(item.committed_at ?? item.created_at)}</Table.Td>
                <Table.Td>{item.file_name}</Table.Td>
                <Table.Td>{item.created_by}</Table.Td>
                <Table.Td>{countsText(t, item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * 'Import': a list from a spreadsheet in four steps, choose the file, the columns, read the
 * preview, commit; nothing is written before the last.
 */
export function ImportPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const role = useSessionStore((s) => s.user?.role);
  const start = useStartImport();
  const setMapping = useSetMapping();
  const commit = useCommitImport();
  const [kind, setKind] = useState<ImportKind>('medicines');
  const [file, setFile] = useState<File | null>(null);
  const [started, setStarted] = useState<ImportStarted | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<ImportCommitted | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [witnessFailure, setWitnessFailure] = useState<string | null>(null);
  const fail = (error: unknown) => setFailure(detailOrMessage(error));
  const restart = () => {
    setStarted(null);
    setPreview(null);
    setDone(null);
    setFile(null);
    setFailure(null);
  };
  const upload = () => {
    setFailure(null);
    if (!file) return setFailure(t('imports.noFile'));
    if (file.size > MAX_IMPORT_BYTES) return setFailure(t('imports.tooBig'));
    start.mutate({ kind, file }, { onSuccess: setStarted, onError: fail });
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('imports.title')} subtitle={t('imports.intro')} />
      {!siteId ? <Alert color="yellow">{t('narcotics.noSite')}</Alert> : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" role="status" title={t('imports.done.title')}>
          {countsText(t, done)}
          <Group mt="sm">
            <Button variant="default" onClick={restart}>
              {t('imports.again')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {done ? <FirstPasswords done={done} /> : null}
      {!started && !done ? (
        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              {t('imports.step.file')}
            </Title>
            <Select
              label={t('imports.kind')}
              allowDeselect={false}
              data={IMPORT_KINDS.filter((k) => k !== 'catalogue' || role === 'admin').map((k) => ({
                value: k,
                label: t(`imports.kind.${k}`),
              }))}
              value={kind}
              onChange={(value) => value && setKind(value)}
            />
            <label>
              <Text size="sm" fw={500}>
                {t('imports.file')}
              </Text>
              <input
                type="file"
                style={{ display: 'block', maxWidth: '100%' }}
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
            </label>
            <Text size="sm" c="dimmed">
              {t('imports.limits')}
            </Text>
            <Group>
              <Button loading={start.isPending} disabled={!siteId} onClick={upload}>
                {t('imports.upload')}
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  downloadTemplate(kind).catch(fail);
                }}
              >
                {t('imports.template')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {started && !preview && !done ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('imports.step.map', { file: started.file_name, rows: started.row_count })}
          </Title>
          <MappingStep
            started={started}
            saving={setMapping.isPending}
            onPreview={(mapping, save) =>
              setMapping.mutate(
                { id: started.id, body: { mapping, save } },
                {
                  onSuccess: (answer) => {
                    setFailure(null);
                    setPreview(answer);
                  },
                  onError: fail,
                },
              )
            }
          />
        </Paper>
      ) : null}
      {started && preview && !done ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('imports.step.preview')}
          </Title>
          <PreviewStep
            id={started.id}
            first={preview}
            fields={started.fields}
            committing={commit.isPending}
            witnessFailure={witnessFailure}
            onCommit={(witness) =>
              commit.mutate(
                { id: started.id, body: { witness: witnessInput(witness) } },
                {
                  onSuccess: (answer) => {
                    setFailure(null);
                    setWitnessFailure(null);
                    setDone(answer);
                  },
                  onError: (error) => {
                    const atWitness = witnessError(error);
                    setWitnessFailure(atWitness);
                    if (!atWitness) fail(error);
                  },
                },
              )
            }
          />
          <Button mt="sm" variant="subtle" onClick={() => setPreview(null)}>
            {t('imports.backToMapping')}
          </Button>
        </Paper>
      ) : null}
      <EarlierImports />
      <CatalogueList />
    </Stack>
  );
}
