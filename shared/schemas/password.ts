import { z } from 'zod';

const MIN_PASSWORD = 8;
const MAX_PASSWORD = 200;
const REQUIRED = 'Lösenord krävs';
const TOO_SHORT = `Lösenord måste vara minst ${MIN_PASSWORD} tecken`;
const TOO_LONG = `Lösenord får vara max ${MAX_PASSWORD} tecken`;

export type PasswordRuleKey = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export type PasswordRule = {
  key: PasswordRuleKey;
  test: (value: string) => boolean;
  message: string;
};

const CHARACTER_RULES = [
  { key: 'upper', pattern: /\p{Lu}/u, message: 'Lösenord måste innehålla minst en stor bokstav' },
  { key: 'lower', pattern: /\p{Ll}/u, message: 'Lösenord måste innehålla minst en liten bokstav' },
  { key: 'digit', pattern: /\p{Nd}/u, message: 'Lösenord måste innehålla minst en siffra' },
  {
    key: 'special',
    pattern: /[^\p{L}\p{Nd}]/u,
    message: 'Lösenord måste innehålla minst ett specialtecken',
  },
] as const;

/** The strength rules for new passwords, in the order the server reports them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', test: (value) => value.length >= MIN_PASSWORD, message: TOO_SHORT },
  ...CHARACTER_RULES.map(({ key, pattern, message }) => ({
    key,
    test: (value: string) => pattern.test(value),
    message,
  })),
];

/** The strength rules for new passwords (user create, admin reset, own change). */
export const StrongPassword = CHARACTER_RULES.reduce(
  (schema, { pattern, message }) => schema.regex(pattern, { error: message }),
  z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED })
    .min(MIN_PASSWORD, { error: TOO_SHORT })
    .max(MAX_PASSWORD, { error: TOO_LONG }),
);

export const LoginPassword = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .min(MIN_PASSWORD, { error: TOO_SHORT })
  .max(MAX_PASSWORD, { error: TOO_LONG });
