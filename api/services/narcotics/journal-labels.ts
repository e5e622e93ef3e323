import type { JournalKind } from '../../../shared/schemas/narcotics.ts';
import { stockholmDay } from '../../clock.ts';
import { MOVEMENT_KIND_LABELS } from '../stock/movement-labels.ts';

/** Every kind of journal entry in words, those that move no stock too. */
export const ENTRY_KIND_LABELS: Record<JournalKind, string> = {
  ...MOVEMENT_KIND_LABELS,
  reclassified: 'Klassning ändrad',
  renamed: 'Namn ändrat',
  batch_changed: 'Batch ändrad',
};

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a Swedish date and time: '2026-11-24' and '14:05'. */
export const journalDay = (at: string) => stockholmDay(new Date(at));
export const journalTime = (at: string) => stockholmTime.format(new Date(at));

/** The columns both files share, after the entry's number and time. */
export const ENTRY_COLUMNS = [
  'Händelse',
  'Batch',
  'In',
  'Ut',
  'Saldo',
  'Patient',
  'Utförd av',
  'Vittne',
  'Följesedel/rekvisition',
  'Anteckning',
] as const;

/** The product as a heading names it: 'Morfin Meda 10 mg/ml, injektionsvätska, 10 × 1 ml'. */
export const productText = (j: {
  name: string;
  strength: string | null;
  form: string;
  pack_size: string | null;
}) =>
  [[j.name, j.strength].filter(Boolean).join(' '), j.form, j.pack_size].filter(Boolean).join(', ');

/** The schedule as the heading says it: 'Förteckning II', or that it no longer is a narcotic. */
export const scheduleText = (schedule: string | null) =>
  schedule ? `Förteckning ${schedule}` : 'Inte längre narkotikaklassad';

/** Earlier names with the day each ended: 'Morfin 10 mg/ml (till 2026-03-01)'. */
export const earlierNamesText = (names: { name: string; until: string }[]) =>
  names.map((n) => `${n.name} (till ${n.until})`).join('; ');

/** The correction marks both ways, before the entry's own note. */
export function noteWithMarks(e: {
  corrects_number: number | null;
  corrected_by_number: number | null;
  note: string | null;
}): string {
  return [
    e.corrects_number ? `Rättar post ${e.corrects_number}` : null,
    e.corrected_by_number ? `Rättad av post ${e.corrected_by_number}` : null,
    e.note,
  ]
    .filter(Boolean)
    .join('. ');
}

/** '2026-01-01 – 2026-11-24', with open ends said in words. */
export const journalPeriodText = (from: string | null, to: string | null) =>
  `${from ?? 'från början'} – ${to ?? 'idag'}`;

/** A change with its sign: '+5', '-2', '0'. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
