import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { useState } from 'react';
import {
  ROW_OUTCOMES,
  type ImportField,
  type ImportPreview,
  type RowOutcome,
} from '../../../shared/schemas/imports.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { NO_WITNESS, WitnessFields, type WitnessValue } from '../narcotics/WitnessFields.tsx';
import { downloadErrors, usePreview } from './imports-api.ts';

/** The columns that say which row it is: the medicine, and for stock its batch and count. */
const SHOWN = [
  'name',
  'strength',
  'unit',
  'batch',
  'expiry',
  'quantity',
  'first_name',
  'last_name',
  'email',
];

const COLORS: Record<RowOutcome, string> = {
  create: 'green',
  update: 'blue',
  skip: 'gray',
  error: 'red',
};

/** Every row with what it will do; the person commits only after reading it. */
export function PreviewStep({
  id,
  first,
  fields,
  committing,
  witnessFailure,
  onCommit,
}: {
  id: string;
  first: ImportPreview;
  fields: ImportField[];
  committing: boolean;
  /** The witness's answer from the server, shown at the witness fields. */
  witnessFailure: string | null;
  onCommit: (witness: WitnessValue) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<RowOutcome | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [witness, setWitness] = useState<WitnessValue>(NO_WITNESS);
  const paged = usePreview(id, { page, outcome }, page !== 1 || outcome !== undefined);
  const preview = page === 1 && outcome === undefined ? first : (paged.data ?? first);
  const { counts } = preview;
  const shown = fields.filter((f) => SHOWN.includes(f.key));
  const save = (format: 'xlsx' | 'csv') => {
    setFailure(null);
    downloadErrors(id, format).catch((error: unknown) => setFailure(detailOrMessage(error)));
  };
  return (
    <Stack>
      <Group gap="xs" role="status" aria-label={t('imports.preview.counts')}>
        {ROW_OUTCOMES.map((o) => (
          <Button
            key={o}
            size="xs"
            variant={outcome === o ? 'filled' : 'light'}
            color={COLORS[o]}
            onClick={() => {
              setPage(1);
              setOutcome(outcome === o ? undefined : o);
            }}
          >
            {t(`imports.outcome.${o}`)}: {counts[o]}
          </Button>
        ))}
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('imports.preview.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.preview.line')}</Table.Th>
              <Table.Th>{t('imports.preview.outcome')}</Table.Th>
              {shown.map((f) => (
                <Table.Th key={f.key}>{f.label}</Table.Th>
              ))}
              <Table.Th>{t('imports.preview.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.line} data-testid="import-row">
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[row.outcome]} tt="none">
                    {t(`imports.outcome.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                {shown.map((f) => (
                  <Table.Td key={f.key}>{row.values[f.key] ?? ''}</Table.Td>
                ))}
                <Table.Td>
                  {row.message ?? ''}
                  {row.cell ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t('imports.preview.cell', { cell: row.cell })})
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.pages > 1 ? (
        <PagePicker total={preview.pages} value={preview.page} onChange={setPage} />
      ) : null}
      {first.narcotic_rows > 0 ? (
        <WitnessFields
          legend={t('imports.witness', { count: first.narcotic_rows })}
          value={witness}
          onChange={setWitness}
          error={witnessFailure}
        />
      ) : null}
      <Group>
        <Button
          color="green"
          loading={committing}
          disabled={counts.create + counts.update === 0}
          onClick={() => onCommit(witness)}
        >
          {t('imports.commit')}
        </Button>
        {counts.error > 0 ? (
          <>
            <Button variant="light" onClick={() => save('xlsx')}>
              {t('imports.errors.xlsx')}
            </Button>
            <Button variant="light" onClick={() => save('csv')}>
              {t('imports.errors.csv')}
            </Button>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}
