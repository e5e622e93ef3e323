import {
  Fieldset,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef } from 'react';
import { ApiRequestError, errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useKioskDevice } from '../kiosk-sign-in/kiosk-device.ts';

type Way = 'badge' | 'password';

/**
 * What the witness has typed: e-mail and password, or (at a kiosk) badge and PIN. `way` null is
 * the screen's usual way: the badge at a kiosk, the password elsewhere.
 */
export type WitnessValue = {
  way: Way | null;
  email: string;
  password: string;
  badge: string;
  pin: string;
};
export const NO_WITNESS: WitnessValue = { way: null, email: '', password: '', badge: '', pin: '' };

/** The API's answer about the witness, to show at the witness fields; null for other errors. */
export function witnessError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'WITNESS_REQUIRED' || error.code === 'WITNESS_INVALID')
    return errorMessage(error);
  return error.errors.find((e) => e.path === 'witness')?.message ?? null;
}

/** The witness as the API takes it: null until a badge or an e-mail is given. */
export function witnessInput(value: WitnessValue) {
  if (value.badge.trim()) return { badge_id: value.badge.trim(), pin: value.pin };
  if (value.email.trim()) return { email: value.email.trim(), password: value.password };
  return null;
}

type Props = {
  value: WitnessValue;
  onChange: (value: WitnessValue) => void;
  legend: string;
  hint?: string;
  error?: string | null;
  size?: 'md' | 'lg';
};

/**
 * A second person signs on the same screen: with their e-mail and password, or at a kiosk with
 * their badge and PIN. The badge reader types into the focused badge field like a keyboard; its
 * Enter moves on to the PIN instead of sending the form.
 */
export function WitnessFields({ value, onChange, legend, hint, error, size = 'md' }: Props) {
  const t = useT();
  const atKiosk = useKioskDevice((s) => s.kiosk !== null);
  const pinRef = useRef<HTMLInputElement>(null);
  const way = value.way ?? (atKiosk ? 'badge' : 'password');
  const fields =
    way === 'badge' ? (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          size={size}
          label={t('narcotics.witness.badge')}
          description={t('narcotics.witness.badgeHint')}
          autoComplete="off"
          visibilityToggleButtonProps={{ hidden: true }}
          value={value.badge}
          onChange={(e) => onChange({ ...value, badge: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            pinRef.current?.focus();
          }}
          error={error ?? undefined}
        />
        <PasswordInput
          ref={pinRef}
          size={size}
          label={t('narcotics.witness.pin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={value.pin}
          onChange={(e) => onChange({ ...value, pin: e.currentTarget.value.replace(/\D/g, '') })}
        />
      </SimpleGrid>
    ) : (
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
    );
  return (
    <Fieldset legend={legend} data-testid="witness">
      {hint ? (
        <Text size="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      ) : null}
      {atKiosk ? (
        <SegmentedControl
          mb="sm"
          fullWidth
          aria-label={t('narcotics.witness.way')}
          value={way}
          // Switching clears what was typed, so only one way is ever sent.
          onChange={(next) =>
            onChange({ ...NO_WITNESS, way: next === 'badge' ? 'badge' : 'password' })
          }
          data={[
            { value: 'badge', label: t('narcotics.witness.byBadge') },
            { value: 'password', label: t('narcotics.witness.byPassword') },
          ]}
        />
      ) : null}
      {fields}
    </Fieldset>
  );
}
