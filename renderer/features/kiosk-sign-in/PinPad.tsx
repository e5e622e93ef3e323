import { Button, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useT } from '../../i18n/t.ts';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

type PinPadProps = {
  value: string;
  onChange: (pin: string) => void;
  onSubmit: () => void;
  busy: boolean;
};

/** Large keys for gloved fingers; the keyboard's digits and Enter work as well. */
export function PinPad({ value, onChange, onSubmit, busy }: PinPadProps) {
  const t = useT();
  const press = (digit: string) => {
    if (value.length < 8) onChange(value + digit);
  };
  const key = (label: string, onClick: () => void, aria?: string) => (
    <Button
      key={label}
      size="xl"
      h={64}
      variant="default"
      onClick={onClick}
      aria-label={aria ?? label}
      disabled={busy}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('kioskSignIn.pin')}
        size="lg"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        data-autofocus
        autoFocus
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
      <SimpleGrid cols={3} spacing="xs">
        {DIGITS.map((d) => key(d, () => press(d)))}
        {key('⌫', () => onChange(value.slice(0, -1)), t('kioskSignIn.erase'))}
        {key('0', () => press('0'))}
      </SimpleGrid>
      {/* A row of its own: a third of the pad is too narrow for 'Logga in' at the key's size. */}
      <Button
        size="xl"
        h={64}
        fullWidth
        onClick={onSubmit}
        loading={busy}
        disabled={value.length < 4}
      >
        {t('kioskSignIn.ok')}
      </Button>
    </Stack>
  );
}
