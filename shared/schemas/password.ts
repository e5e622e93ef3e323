import { z } from 'zod';

const MAX_PASSWORD = 200;

/** The strength rules for new passwords (user create, admin reset, own change). */
export const StrongPassword = z
  .string({ error: 'Lösenord krävs' })
  .min(1, { error: 'Lösenord krävs' })
  .min(8, { error: 'Lösenord måste vara minst 8 tecken' })
  .max(MAX_PASSWORD, { error: `Lösenord får vara max ${MAX_PASSWORD} tecken` })
  .regex(/\p{Lu}/u, { error: 'Lösenord måste innehålla minst en stor bokstav' })
  .regex(/\p{Ll}/u, { error: 'Lösenord måste innehålla minst en liten bokstav' })
  .regex(/\p{Nd}/u, { error: 'Lösenord måste innehålla minst en siffra' })
  .regex(/[^\p{L}\p{Nd}]/u, { error: 'Lösenord måste innehålla minst ett specialtecken' });

export const LoginPassword = z
  .string({ error: 'Lösenord krävs' })
  .min(1, { error: 'Lösenord krävs' })
  .min(8, { error: 'Lösenord måste vara minst 8 tecken' })
  .max(MAX_PASSWORD, { error: `Lösenord får vara max ${MAX_PASSWORD} tecken` });
