import { Fieldset, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ApiRequestError, errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';

export type WitnessValue = { email: string; password: string };
export const NO_WITNESS: WitnessValue = { email: '', password: '' };

/** The API's answer about the witness, to show at the witness fields; null for other errors. */
export const witnessError = (error: unknown): string | null =>
  error instanceof ApiRequestError &&
  (error.code === 'WITNESS_REQUIRED' || error.code === 'WITNESS_INVALID')
    ? errorMessage(error)
    : null;

/** The witness as the API takes it: null until an e-mail is given. */
export const witnessInput = (value: WitnessValue) =>
  value.email.trim() ? { email: value.email.trim(), password: value.password } : null;

type Props = {
  value: WitnessValue;
  onChange: (value: WitnessValue) => void;
  legend: string;
  hint?: string;
  error?: string | null;
  size?: 'md' | 'lg';
};

/** A second person signs on the same screen with their own e-mail and password. */
export function WitnessFields({ value, onChange, legend, hint, error, size = 'md' }: Props) {
  const t = useT();
  return (
    <Fieldset legend={legend} data-testid="witness">
      {hint ? (
        <Text size="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          size={size}
          label={t('narcotics.witness.email')}
          type="email"
          autoComplete="off"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
          error={error ?? undefined}
        />
        <PasswordInput
          size={size}
          label={t('narcotics.witness.password')}
          autoComplete="off"
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
