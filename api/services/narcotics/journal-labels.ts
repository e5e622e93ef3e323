import type { MovementKind } from '../../../shared/schemas/stock-movement.ts';
import { stockholmDay } from '../../clock.ts';

/** A journal entry's kind as the journal and its files say it. */
export const JOURNAL_KIND_LABELS: Record<MovementKind, string> = {
  opening_balance: 'Ingående saldo',
  received: 'Inleverans',
  unpacked: 'Uppackning',
  adjusted: 'Justering',
  withdrawn: 'Uttag',
  returned: 'Återlämning',
  disposed: 'Kassation',
  disposal_cancelled: 'Kassation ångrad',
  restored: 'Återställd',
  counted: 'Kontrollräkning',
  transfer_out: 'Flytt till annan enhet',
  transfer_in: 'Flytt från annan enhet',
  corrected: 'Rättelse',
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
  'Ändring',
  'Saldo',
  'Patient',
  'Utförd av',
  'Vittne',
  'Anteckning',
] as const;

/** '2026-01-01 – 2026-11-24', with open ends said in words. */
export const journalPeriodText = (from: string | null, to: string | null) =>
  `${from ?? 'från början'} – ${to ?? 'idag'}`;

/** A change with its sign: '+5', '-2', '0'. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
