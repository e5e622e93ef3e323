import { Alert, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { unitKey } from '../kassation/display.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useCreateTransfer, useTransferTargets } from './transfers-api.ts';

export type TransferSource = {
  id: string;
  site_id: string;
  medicine_name: string;
  batch_number: string;
  expiry_date: string;
  quantity: number;
  unit_type: string;
};

type Props = {
  item: TransferSource;
  /** A proposed target and amount (from the order proposal); the person may change both. */
  toSiteId?: string;
  quantity?: number;
  onClose: () => void;
};

/** Flytta till annan enhet: part of a batch to a sister unit, booked at both units at once. */
export function TransferModal({ item, toSiteId, quantity, onClose }: Props) {
  const t = useT();
  const targets = useTransferTargets(item.site_id);
  const move = useCreateTransfer();
  const [target, setTarget] = useState<string | null>(toSiteId ?? null);
  const [amount, setAmount] = useState<number | ''>(quantity ?? '');
  const [note, setNote] = useState('');
  const options = (targets.data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }));

  const submit = () =>
    move.mutate(
      {
        inventory_item_id: item.id,
        to_site_id: target ?? '',
        quantity: typeof amount === 'number' ? amount : 0,
        note: note.trim() || null,
      },
      {
        onSuccess: (done) => {
          notifySuccess(
            t('transfers.done', {
              quantity: done.quantity,
              unit: t(unitKey(done.unit_type)),
              name: done.medicine_name,
              site: done.to_site_name,
            }),
          );
          onClose();
        },
      },
    );

  return (
    <FormModal
      title={t('transfers.title')}
      size="lg"
      submitLabel={t('transfers.submit')}
      saving={move.isPending}
      failure={move.isError ? errorMessage(move.error) : null}
      onSubmit={submit}
      onClose={onClose}
      intro={
        <>
          <Text>
            {t('transfers.batch', {
              name: item.medicine_name,
              batch: item.batch_number,
              expiry: item.expiry_date,
              quantity: item.quantity,
              unit: t(unitKey(item.unit_type)),
            })}
          </Text>
          {targets.data && options.length === 0 ? (
            <Alert color="yellow">{t('transfers.noTargets')}</Alert>
          ) : null}
        </>
      }
    >
      <Select
        label={t('transfers.to')}
        data={options}
        value={target}
        onChange={setTarget}
        required
        data-autofocus
      />
      <NumberInput
        label={t('transfers.quantity', { unit: t(unitKey(item.unit_type)) })}
        min={1}
        max={item.quantity}
        allowDecimal={false}
        allowNegative={false}
        required
        value={amount}
        onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
      />
      <TextInput
        label={t('transfers.note')}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </FormModal>
  );
}
