import { z } from 'zod';
import type { ColumnMapping, PreviewRow } from '../../../shared/schemas/imports.ts';
import { Email } from '../../../shared/schemas/common.ts';
import { fieldCell, rowValues } from './columns.ts';

export type StaffRowPlan = PreviewRow & {
  person: {
    email: string;
    first_name: string;
    last_name: string;
    role: 'user' | 'site_admin';
    registered_nurse: boolean;
    site_ids: string[];
  } | null;
};

type Known = {
  /** The customer's units by lowercase name. */
  sites: Map<string, string>;
  /** The unit the list is imported at: a row naming none goes there. */
  siteId: string;
  /** E-mail (lowercase) → the units the person works at, for people who already have an account. */
  people: Map<string, string[]>;
  /** A unit manager adds care staff only; an admin adds unit managers as well. */
  mayAddManagers: boolean;
};

const ROLES: Record<string, 'user' | 'site_admin'> = {
  '': 'user',
  användare: 'user',
  personal: 'user',
  user: 'user',
  enhetsadmin: 'site_admin',
  enhetschef: 'site_admin',
  site_admin: 'site_admin',
  'unit manager': 'site_admin',
};
const YES = new Set(['ja', 'j', 'x', '1', 'yes', 'y', 'true', 'sant']);
const NO = new Set(['', 'nej', 'n', '0', 'no', 'false', 'falskt']);

const Person = z.object({
  email: Email,
  first_name: z
    .string()
    .trim()
    .min(1, { error: 'Förnamn saknas.' })
    .max(100, { error: 'Förnamnet får vara max 100 tecken.' }),
  last_name: z
    .string()
    .trim()
    .min(1, { error: 'Efternamn saknas.' })
    .max(100, { error: 'Efternamnet får vara max 100 tecken.' }),
});

/**
 * What each row of a staff list does: add a person with an account at the named units (the
 * customer's own; the import's unit when none is named), leave one who already works at them,
 * or fail with the reason and cell. An account is never changed by a list.
 */
export function planStaffRows(
  rows: readonly { line: number; cells: string[] }[],
  mapping: ColumnMapping,
  known: Known,
): StaffRowPlan[] {
  const seen = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const values = rowValues(cells, mapping);
    const text = (field: string) => values[field] ?? '';
    const fail = (field: string, message: string): StaffRowPlan => ({
      line,
      values,
      outcome: 'error',
      message,
      cell: fieldCell(mapping, field, line),
      person: null,
    });
    const parsed = Person.safeParse({
      email: text('email'),
      first_name: text('first_name'),
      last_name: text('last_name'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(String(issue?.path[0] ?? 'email'), issue?.message ?? 'Raden kan inte läsas.');
    }
    const role = ROLES[text('role').toLowerCase()];
    if (text('role').toLowerCase() === 'admin')
      return fail('role', 'Administratörer läggs upp för hand, inte genom import.');
    if (!role)
      return fail('role', `Rollen '${text('role')}' finns inte: Användare eller Enhetsadmin.`);
    if (role === 'site_admin' && !known.mayAddManagers)
      return fail('role', 'Bara en administratör lägger upp enhetsadmin.');
    const nurse = text('registered_nurse').toLowerCase();
    if (!YES.has(nurse) && !NO.has(nurse))
      return fail('registered_nurse', `'${text('registered_nurse')}' är inget ja eller nej.`);
    const names = text('sites')
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter(Boolean);
    const siteIds: string[] = [];
    for (const name of names) {
      const id = known.sites.get(name.toLowerCase());
      if (!id) return fail('sites', `Enheten '${name}' finns inte hos kunden.`);
      siteIds.push(id);
    }
    if (siteIds.length === 0) siteIds.push(known.siteId);
    const email = parsed.data.email;
    const earlier = seen.get(email);
    if (earlier !== undefined) return fail('email', `Samma e-postadress som rad ${earlier}.`);
    seen.set(email, line);
    const existing = known.people.get(email);
    if (existing) {
      if (siteIds.every((id) => existing.includes(id)))
        return { line, values, outcome: 'skip', message: null, cell: null, person: null };
      return fail('email', 'Personen har redan ett konto. Lägg till enheten under Användare.');
    }
    return {
      line,
      values,
      outcome: 'create',
      message: null,
      cell: null,
      person: {
        ...parsed.data,
        role,
        registered_nurse: YES.has(nurse),
        site_ids: [...new Set(siteIds)],
      },
    };
  });
}
