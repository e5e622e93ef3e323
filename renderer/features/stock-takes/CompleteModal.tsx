import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { StockTake } from '../../../shared/schemas/stock-take.ts';
import { errorMessage } from '../../api-client/client.ts';
import { fieldErrorsFrom } from '../../ui/server-errors.ts';
import { useT } from '../../i18n/t.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { NO_WITNESS, WitnessFields, witnessInput } from '../narcotics/WitnessFields.tsx';
import { useCompleteStockTake } from './stock-takes-api.ts';

type Props = { take: StockTake; onDone: () => void; onClose: () => void };

/**
 * Finishing: what happens to uncounted lines, a reason, and a witness when a narcotic differs.
 * Every difference is booked in one go; the variance report is the answer.
 */
export function CompleteModal({ take, onDone, onClose }: Props) {
  const t = useT();
  const complete = useCompleteStockTake(take.id);
  const uncounted = take.lines.filter((l) => l.counted === null);
  const [choice, setChoice] = useState<'keep' | 'zero'>('keep');
  const [note, setNote] = useState('');
  const [witness, setWitness] = useState(NO_WITNESS);
  const narcoticChanges = take.lines.some(
    (l) =>
      l.is_narcotic &&
      ((l.counted !== null && l.counted !== l.expected) ||
        (l.counted === null && choice === 'zero')),
  );
  const fields = fieldErrorsFrom(complete.error);

  const submit = () =>
    complete.mutate(
      {
        uncounted: uncounted.length > 0 ? choice : undefined,
        note: note.trim() || null,
        witness: witnessInput(witness) ?? undefined,
      },
      { onSuccess: onDone },
    );

  return (
    <FormModal
      title={t('stockTakes.completeTitle')}
      size="lg"
      submitLabel={t('stockTakes.completeConfirm')}
      saving={complete.isPending}
      failure={
        complete.isError
          ? [fields.witness, fields.note].filter(Boolean).join(' ') || errorMessage(complete.error)
          : null
      }
      onSubmit={submit}
      onClose={onClose}
      intro={
        <Text>
          {t('stockTakes.completeIntro', { counted: take.lines_counted, total: take.lines_total })}
        </Text>
      }
    >
      {uncounted.length > 0 ? (
        <Radio.Group
          label={t('stockTakes.uncountedLabel', { count: uncounted.length })}
          value={choice}
          onChange={(v) => setChoice(v === 'zero' ? 'zero' : 'keep')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="keep" label={t('stockTakes.uncountedKeep')} />
            <Radio value="zero" label={t('stockTakes.uncountedZero')} />
          </Stack>
        </Radio.Group>
      ) : null}
      <Textarea
        label={t('stockTakes.note')}
        description={narcoticChanges ? t('stockTakes.noteNarcotic') : undefined}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={fields.note}
      />
      {narcoticChanges ? (
        <WitnessFields
          legend={t('stockTakes.witness')}
          hint={t('stockTakes.witnessHint')}
          value={witness}
          onChange={setWitness}
          error={fields.witness}
        />
      ) : null}
    </FormModal>
  );
}
