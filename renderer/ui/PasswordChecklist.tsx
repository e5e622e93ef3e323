import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PASSWORD_RULES } from '../../shared/schemas/password.ts';
import { useT } from '../i18n/t.ts';

/** Puts the checklist under the input, so the input's description is the list itself. */
export const CHECKLIST_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Every strength rule at once, each ticked as the typed password meets it. */
export function PasswordChecklist({ value }: { value: string }) {
  const t = useT();
  return (
    <Stack
      component="ul"
      gap={2}
      m={0}
      p={0}
      mt={4}
      style={{ listStyle: 'none' }}
      aria-live="polite"
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          // Keyed by state so a flip replaces the item and the whole rule is announced.
          <Group
            key={`${rule.key}-${met ? 'met' : 'missing'}`}
            component="li"
            gap={6}
            wrap="nowrap"
            data-rule={rule.key}
            data-met={met}
          >
            <Text component="span" size="sm" fw={700} c={met ? 'teal' : 'gray'} aria-hidden>
              {met ? '✓' : '○'}
            </Text>
            <Text component="span" size="sm" c={met ? 'teal' : 'gray'}>
              {t(`users.passwordRules.${rule.key}`)}
              <VisuallyHidden component="span">
                {`: ${met ? t('users.passwordRules.met') : t('users.passwordRules.missing')}`}
              </VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
