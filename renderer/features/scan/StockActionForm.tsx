import { Alert, Button, Group, Loader, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import type { Gs1Fields, QrBatch } from '../../../shared/schemas/qr.ts';
import { useT } from '../../i18n/t.ts';
import { BatchChooser } from './BatchChooser.tsx';
import {
  deliveryInput,
  NarcoticDeliveryFields,
  NO_DELIVERY,
} from '../narcotics/NarcoticDeliveryFields.tsx';
import {
  availableToWithdraw,
  batchChoiceComplete,
  initialBatchChoice,
  quantityProblem,
  type BatchChoice,
  type QuantityProblem,
  type StockAction,
} from './scan-rules.ts';

/**
 * `patient` is asked for a narcotic's withdrawal only, and null otherwise; `delivery` (reference
 * and witness) for a narcotic's refill only.
 */
export type StockRequest = {
  quantity: number;
  choice: BatchChoice | null;
  patient: string | null;
  delivery: ReturnType<typeof deliveryInput> | null;
};

type Props = {
  action: StockAction;
  batches: { data?: readonly QrBatch[]; isPending: boolean; isError: boolean };
  /** The most one scan may move on this screen. */
  cap: number;
  pack?: Gs1Fields | null;
  allowNew: boolean;
  /**
   * A narcotic: a withdrawal names the patient, a refill its delivery reference and a witness,
   * for the unit's journal.
   */
  needsPatient?: boolean;
  submitting: boolean;
  confirmLabel: string;
  onSubmit: (request: StockRequest) => void;
  onCancel?: () => void;
};

const PROBLEM_KEYS = {
  notWhole: 'scan.quantity.notWhole',
  belowOne: 'scan.quantity.belowOne',
  aboveCap: 'scan.quantity.aboveCap',
  notEnough: 'scan.quantity.notEnough',
} as const satisfies Record<QuantityProblem, string>;

/** Quantity and batch for a withdrawal or a refill; the batches are loaded by the caller. */
export function StockActionForm(props: Props) {
  const t = useT();
  if (props.batches.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{t('scan.batch.loading')}</Text>
      </Group>
    );
  }
  if (props.batches.isError || !props.batches.data) {
    return (
      <Alert color="red" role="alert">
        {t('scan.batch.failed')}
      </Alert>
    );
  }
  return <LoadedForm key={props.action} {...props} batches={props.batches.data} />;
}

function LoadedForm({
  action,
  batches,
  cap,
  pack = null,
  allowNew,
  needsPatient = false,
  submitting,
  confirmLabel,
  onSubmit,
  onCancel,
}: Omit<Props, 'batches'> & { batches: readonly QrBatch[] }) {
  const t = useT();
  const [quantity, setQuantity] = useState<number | string>(1);
  const [choice, setChoice] = useState(() => initialBatchChoice(action, batches, pack));
  const [tried, setTried] = useState(false);
  const [patient, setPatient] = useState('');
  const asksPatient = needsPatient && action === 'withdraw';
  const patientMissing = asksPatient && patient.trim() === '';
  const [delivery, setDelivery] = useState(NO_DELIVERY);
  const asksDelivery = needsPatient && action === 'add';
  const referenceMissing = asksDelivery && delivery.reference.trim() === '';
  const available = action === 'withdraw' ? availableToWithdraw(batches, choice) : cap;
  const problem = quantityProblem(action, quantity, { cap, available });
  const nothingToWithdraw = action === 'withdraw' && choice === null;
  const packBatchMissing =
    pack?.batch_number && !batches.some((batch) => batch.batch_number === pack.batch_number);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problem || nothingToWithdraw || patientMissing || referenceMissing) return;
    if (!batchChoiceComplete(choice)) return;
    onSubmit({
      quantity: Number(quantity),
      choice,
      patient: asksPatient ? patient.trim() : null,
      delivery: asksDelivery ? deliveryInput(delivery) : null,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {packBatchMissing && action === 'withdraw' ? (
          <Alert color="yellow">
            {t('scan.pack.batchMissing', { batch: pack.batch_number ?? '' })}
          </Alert>
        ) : null}
        {batches.length === 0 && !allowNew ? (
          <Text c="dimmed">{t('scan.batch.none')}</Text>
        ) : (
          <BatchChooser
            action={action}
            batches={batches}
            choice={choice}
            onChange={setChoice}
            allowNew={allowNew}
          />
        )}
        {nothingToWithdraw ? (
          <Alert color="red" role="alert">
            {t('scan.batch.noneToWithdraw')}
          </Alert>
        ) : null}
        {tried && choice?.kind === 'new' && !batchChoiceComplete(choice) ? (
          <Alert color="red" role="alert">
            {t('scan.batch.newRequired')}
          </Alert>
        ) : null}
        {nothingToWithdraw ? null : (
          <NumberInput
            label={t('scan.quantity')}
            description={t('scan.quantity.range', { max: Math.max(1, Math.min(cap, available)) })}
            value={quantity}
            onChange={setQuantity}
            min={1}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={220}
            size="lg"
            error={problem ? t(PROBLEM_KEYS[problem], { max: cap }) : null}
          />
        )}
        {asksPatient && !nothingToWithdraw ? (
          <TextInput
            label={t('narcotics.patient')}
            description={t('narcotics.patientHint')}
            value={patient}
            onChange={(event) => setPatient(event.currentTarget.value)}
            maxLength={100}
            required
            size="lg"
            autoComplete="off"
            error={tried && patientMissing ? t('scan.patientRequired') : null}
          />
        ) : null}
        {asksDelivery ? (
          <NarcoticDeliveryFields
            narcotic
            size="lg"
            value={delivery}
            onChange={setDelivery}
            referenceError={
              tried && referenceMissing ? t('narcotics.delivery.referenceRequired') : null
            }
          />
        ) : null}
        <Group>
          <Button type="submit" size="lg" loading={submitting} disabled={nothingToWithdraw}>
            {confirmLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" size="lg" onClick={onCancel} disabled={submitting}>
              {t('scan.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
