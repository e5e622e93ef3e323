import { Stack, TextInput } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { NO_WITNESS, WitnessFields, witnessInput, type WitnessValue } from './WitnessFields.tsx';

/** What a narcotic's delivery asks for: its delivery note or requisition, and a witness. */
export type DeliveryValue = { reference: string; witness: WitnessValue };
export const NO_DELIVERY: DeliveryValue = { reference: '', witness: NO_WITNESS };

/** The delivery's fields as the API takes them. */
export const deliveryInput = (value: DeliveryValue) => ({
  delivery_reference: value.reference.trim() || null,
  witness: witnessInput(value.witness),
});

type Props = {
  value: DeliveryValue;
  onChange: (value: DeliveryValue) => void;
  /** The reference is required: a narcotic. Otherwise only the optional reference is asked. */
  narcotic: boolean;
  referenceError?: string | null;
  witnessError?: string | null;
  size?: 'md' | 'lg';
};

/**
 * 'Följesedel/rekvisition' for any delivery (required for a narcotic), and for a narcotic the
 * witness who signs in the same request: password, or badge and PIN at a kiosk.
 */
export function NarcoticDeliveryFields(props: Props) {
  const t = useT();
  const { value, onChange, narcotic, size = 'md' } = props;
  return (
    <Stack>
      <TextInput
        size={size}
        label={t('narcotics.delivery.reference')}
        description={t(
          narcotic ? 'narcotics.delivery.referenceHint' : 'narcotics.delivery.optional',
        )}
        value={value.reference}
        onChange={(e) => onChange({ ...value, reference: e.currentTarget.value })}
        maxLength={100}
        required={narcotic}
        autoComplete="off"
        error={props.referenceError ?? undefined}
      />
      {narcotic ? (
        <WitnessFields
          size={size}
          legend={t('narcotics.witness.legend')}
          hint={t('narcotics.delivery.witnessHint')}
          value={value.witness}
          onChange={(witness) => onChange({ ...value, witness })}
          error={props.witnessError}
        />
      ) : null}
    </Stack>
  );
}
