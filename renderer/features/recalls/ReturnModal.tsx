import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { RecallMatch } from '../../../shared/schemas/recall.ts';
import type { SupplierReturn } from '../../../shared/schemas/supplier-return.ts';
import { useT } from '../../i18n/t.ts';
import { printFailureDetail, printOutcomeText, printPdfFile } from '../../platform/print.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import {
  NO_WITNESS,
  WitnessFields,
  witnessError,
  witnessInput,
} from '../narcotics/WitnessFields.tsx';
import { returnNotePdf, useReturnToSupplier } from './returns-api.ts';

/** A batch of the unit that the notice holds, which packs may be returned from. */
export type ReturnableBatch = {
  itemId: string;
  medicine: string;
  batch: string;
  quantity: number;
  unit: RecallMatch['unit_type'];
  narcotic: boolean;
};

type ReturnModalProps = {
  noticeId: string;
  product: string;
  batches: readonly ReturnableBatch[];
  onClose: () => void;
};

/** The booked return, with its return note to print. */
function Returned({ done, onClose }: { done: SupplierReturn; onClose: () => void }) {
  const t = useT();
  const [printed, setPrinted] = useState<string | null>(null);
  const print = async () => {
    try {
      setPrinted(printOutcomeText(await printPdfFile(await returnNotePdf(done.id)), t));
    } catch (error) {
      setPrinted(printFailureDetail(error, t));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('returns.doneTitle')} centered>
      <Stack>
        <Alert color="green" role="status">
          {t('returns.done', {
            quantity: done.quantity,
            unit: t(UNIT_KEYS[done.unit_type]),
            medicine: done.medicine_name,
            batch: done.batch_number,
            note: done.note_number,
          })}
          {done.follow_up_confirmed ? ` ${t('returns.checkConfirmed')}` : ''}
        </Alert>
        {printed ? <Text size="sm">{printed}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void print()}>{t('returns.printNote')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'Returnera till leverantör': packs of a recalled batch booked out of stock as returned, with a
 * return note to put in the box; a narcotic needs a witness who signs here.
 */
export function ReturnModal({ noticeId, product, batches, onClose }: ReturnModalProps) {
  const t = useT();
  const save = useReturnToSupplier();
  const [itemId, setItemId] = useState(batches[0]?.itemId ?? '');
  const chosen = batches.find((b) => b.itemId === itemId) ?? batches[0];
  const [quantity, setQuantity] = useState<number | string>(chosen?.quantity ?? 1);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [witness, setWitness] = useState(NO_WITNESS);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<SupplierReturn | null>(null);
  if (done) return <Returned done={done} onClose={onClose} />;
  if (!chosen) return null;

  const submit = () => {
    setFailure(null);
    save.mutate(
      {
        noticeId,
        input: {
          inventory_item_id: chosen.itemId,
          quantity: Number(quantity),
          supplier_reference: reference.trim() || null,
          note: note.trim() || null,
          witness: chosen.narcotic ? witnessInput(witness) : null,
        },
      },
      {
        onSuccess: setDone,
        onError: (error) =>
          setFailure(
            witnessError(error) ? null : t('returns.failed', { detail: detailOrMessage(error) }),
          ),
      },
    );
  };

  return (
    <FormModal
      title={t('returns.title', { product })}
      submitLabel={t('returns.submit')}
      saving={save.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      intro={<Text size="sm">{t('returns.intro')}</Text>}
    >
      {batches.length > 1 ? (
        <Select
          label={t('returns.batch')}
          data={batches.map((b) => ({
            value: b.itemId,
            label: `${b.medicine} · ${b.batch} (${b.quantity} ${t(UNIT_KEYS[b.unit])})`,
          }))}
          value={chosen.itemId}
          allowDeselect={false}
          onChange={(value) => {
            const next = batches.find((b) => b.itemId === value);
            if (!next) return;
            setItemId(next.itemId);
            setQuantity(next.quantity);
          }}
        />
      ) : (
        <Text size="sm" fw={500}>
          {`${chosen.medicine} · ${t('returns.batchOf', { batch: chosen.batch })}`}
        </Text>
      )}
      <NumberInput
        label={t('returns.quantity', { unit: t(UNIT_KEYS[chosen.unit]) })}
        description={t('returns.onShelf', { quantity: chosen.quantity })}
        min={1}
        max={chosen.quantity}
        allowDecimal={false}
        allowNegative={false}
        withAsterisk
        value={quantity}
        onChange={setQuantity}
      />
      <TextInput
        label={t('returns.reference')}
        description={t('returns.referenceHint')}
        maxLength={100}
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
      />
      <Textarea
        label={t('returns.note')}
        maxLength={1000}
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {chosen.narcotic ? (
        <WitnessFields
          legend={t('narcotics.witness.legend')}
          hint={t('returns.witnessHint')}
          value={witness}
          onChange={setWitness}
          error={witnessError(save.error)}
        />
      ) : null}
    </FormModal>
  );
}
