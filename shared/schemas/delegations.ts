import { z } from 'zod';
import { isCalendarDate } from '../stock-rules.ts';
import { Id, optionalText } from './common.ts';

/** What a delegation lets a person do (HSLF-FS 2017:37 9 kap.). */
export const DELEGATION_KINDS = ['hand_out', 'prepare_administer', 'insulin', 'narcotics'] as const;
export type DelegationKind = (typeof DELEGATION_KINDS)[number];

export const DELEGATION_KIND_LABELS: Record<DelegationKind, string> = {
  hand_out: 'Överlämna läkemedel',
  prepare_administer: 'Iordningställa och administrera läkemedel',
  insulin: 'Injektion insulin',
  narcotics: 'Narkotika',
};

/** The longest a delegation may run: a year, as the unit's routines usually set (SOSFS 1997:14). */
export const DELEGATION_MAX_DAYS = 366;

/** Delegations ending within these days are a warning for the unit's manager. */
export const DELEGATION_ENDING_DAYS = 30;

const FromDay = z
  .string({ error: 'Ange från och med vilken dag delegeringen gäller' })
  .refine(isCalendarDate, { error: 'Startdatum måste vara ett datum (ÅÅÅÅ-MM-DD)' });
const ToDay = z
  .string({ error: 'Ange till och med vilken dag delegeringen gäller' })
  .refine(isCalendarDate, { error: 'Slutdatum måste vara ett datum (ÅÅÅÅ-MM-DD)' });

export const DelegationInput = z
  .object({
    site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
    user_id: z.uuid({ error: 'Välj personen som får delegeringen' }),
    kind: z.enum(DELEGATION_KINDS, { error: 'Välj vad delegeringen gäller' }),
    issued_by_user_id: z.uuid({ error: 'Välj den sjuksköterska som delegerar' }),
    valid_from: FromDay,
    valid_to: ToDay,
    note: optionalText(500, 'Anteckning'),
  })
  .refine((d) => d.valid_to >= d.valid_from, {
    error: 'Slutdatum kan inte vara före startdatum',
    path: ['valid_to'],
  });
export type DelegationInput = z.infer<typeof DelegationInput>;

export const RevokeDelegationInput = z.object({
  reason: z
    .string({ error: 'Ange varför delegeringen återkallas' })
    .trim()
    .min(1, { error: 'Ange varför delegeringen återkallas' })
    .max(500, { error: 'Anledningen får vara max 500 tecken' }),
});
export type RevokeDelegationInput = z.infer<typeof RevokeDelegationInput>;

export const DelegationQuery = z.object({
  site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
  status: z.enum(['current', 'all']).default('current'),
});
export type DelegationQuery = z.infer<typeof DelegationQuery>;

export const DELEGATION_STATES = ['active', 'upcoming', 'ended', 'revoked'] as const;

export const Delegation = z.object({
  id: Id,
  site_id: Id,
  user_id: Id,
  user_name: z.string(),
  kind: z.enum(DELEGATION_KINDS),
  issued_by_user_id: Id,
  issued_by: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  /** On the server's day: active, upcoming (starts later), ended, or revoked. */
  state: z.enum(DELEGATION_STATES),
  /** Days left to its last day, 0 on the day; null unless active. */
  days_left: z.number().nullable(),
});
export type Delegation = z.infer<typeof Delegation>;

/** The kinds any of which lets a person withdraw a medicine: a narcotic needs its own. */
export const kindsForWithdrawal = (narcotic: boolean): readonly DelegationKind[] =>
  narcotic ? ['narcotics'] : ['hand_out', 'prepare_administer'];
