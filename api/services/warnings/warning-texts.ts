import { serverMessage, type MessageCode, type Term } from '../../../shared/message-codes.ts';
import type { ServerMessage } from '../../../shared/schemas/server-message.ts';
import type { WarningSeverity } from '../../../shared/schemas/warning.ts';

/** Batches are counted in these; the database keeps them as text. */
export const unitOf = (unitType: string): Term<'unit'> =>
  unitType === 'paket' ? 'paket' : 'styck';

/** The name written in the history for what the engine does. */
export const SYSTEM_ACTOR = 'System';

/** Why the engine closed a warning; shown in the history and as the resolution note. */
export const RESOLVED_BECAUSE = {
  batchEmpty: 'Batchen är kasserad eller slut',
  batchGone: 'Batchen finns inte längre i lagret',
  expiryOutsideWindow: 'Utgångsdatumet ligger inte längre inom varningstiden',
  becameCritical: 'Batchen har nått kritisk nivå och har fått en ny varning',
  noLongerCritical: 'Batchen är inte längre kritisk',
  restocked: 'Lagret är påfyllt',
  minimumNotTracked: 'Lägsta lagernivå bevakas inte längre för läkemedlet',
  medicineInactive: 'Läkemedlet är inaktiverat',
  medicineGone: 'Läkemedlet är borttaget',
  countDone: 'Läkemedlet är kontrollräknat eller har inget lager att räkna',
  deviationClosed: 'Avvikelsen är avslutad med en slutsats',
  openedPackEnded: 'Den öppnade förpackningen är förbrukad, kasserad eller slut',
  delegationRenewed: 'Delegeringen är förnyad, återkallad eller har gått ut',
  fridgeRead: 'Temperaturen är avläst och signerad',
  fridgeDayOver: 'Dagen tog slut utan signerad avläsning: dagen står som ej avläst på månadsbladet',
  fridgeNotDaily: 'Platsen är inte i bruk eller läses inte av dagligen längre',
} as const;

const RESOLVED_CODES = {
  batchEmpty: 'resolution.batch_empty',
  batchGone: 'resolution.batch_gone',
  expiryOutsideWindow: 'resolution.expiry_outside_window',
  becameCritical: 'resolution.became_critical',
  noLongerCritical: 'resolution.no_longer_critical',
  restocked: 'resolution.restocked',
  minimumNotTracked: 'resolution.minimum_not_tracked',
  medicineInactive: 'resolution.medicine_inactive',
  medicineGone: 'resolution.medicine_gone',
  countDone: 'resolution.count_done',
  deviationClosed: 'resolution.deviation_closed',
  openedPackEnded: 'resolution.opened_pack_ended',
  delegationRenewed: 'resolution.delegation_renewed',
  fridgeRead: 'resolution.fridge_read',
  fridgeDayOver: 'resolution.fridge_day_over',
  fridgeNotDaily: 'resolution.fridge_not_daily',
} as const satisfies Record<keyof typeof RESOLVED_BECAUSE, MessageCode>;

/** Why a warning closed: the Swedish note, and the same as a message for other languages. */
export type Reason = { text: string; message: ServerMessage | null };

export const resolvedBecause = (why: keyof typeof RESOLVED_BECAUSE): Reason => ({
  text: RESOLVED_BECAUSE[why],
  message: serverMessage(RESOLVED_CODES[why]),
});

/** A warning's two texts, in Swedish and as messages. */
export type WarningTexts = {
  title: string;
  description: string;
  titleMessage: ServerMessage;
  descriptionMessage: ServerMessage;
};

const TITLE_MAX = 300;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export const medicineLabel = (name: string, strength: string | null) =>
  [name, strength].filter(Boolean).join(' ');

/** 'Utgår om 5 dagar', 'Utgår imorgon', 'Utgår idag', 'Utgick igår', 'Utgick för 3 dagar sedan'. */
export function expiryPhrase(days: number): string {
  if (days > 1) return `Utgår om ${days} dagar`;
  if (days === 1) return 'Utgår imorgon';
  if (days === 0) return 'Utgår idag';
  if (days === -1) return 'Utgick igår';
  return `Utgick för ${-days} dagar sedan`;
}

function expiryTitleMessage(days: number, medicine: string, batch: string): ServerMessage {
  if (days > 1) return serverMessage('warning.expiry.title.in_days', { days, medicine, batch });
  if (days === 1) return serverMessage('warning.expiry.title.tomorrow', { medicine, batch });
  if (days === 0) return serverMessage('warning.expiry.title.today', { medicine, batch });
  if (days === -1) return serverMessage('warning.expiry.title.yesterday', { medicine, batch });
  return serverMessage('warning.expiry.title.days_ago', { days: -days, medicine, batch });
}

export type ExpiryFacts = {
  name: string;
  strength: string | null;
  batch: string;
  expiryDate: string;
  days: number;
  quantity: number;
  unitType: string;
  location: string | null;
};

const EXPIRY_ADVICE = {
  plan: 'Planera förbrukning eller kassering i tid.',
  use_first: 'Använd batchen först eller kassera den.',
  expired: 'Läkemedlet får inte användas. Kassera batchen.',
} as const;

export function expiryTexts(facts: ExpiryFacts, critical: boolean): WarningTexts {
  const label = medicineLabel(facts.name, facts.strength);
  const where = facts.location ? `, ${facts.location}` : '';
  let advice: keyof typeof EXPIRY_ADVICE = critical ? 'use_first' : 'plan';
  if (facts.days < 0) advice = 'expired';
  const params = {
    medicine: label,
    batch: facts.batch,
    expiry_date: facts.expiryDate,
    quantity: facts.quantity,
    unit: unitOf(facts.unitType),
    advice,
  };
  return {
    title: clip(`${expiryPhrase(facts.days)}: ${label}, batch ${facts.batch}`, TITLE_MAX),
    description:
      `${label} i batch ${facts.batch} har utgångsdatum ${facts.expiryDate} ` +
      `(${facts.quantity} ${facts.unitType} kvar${where}). ${EXPIRY_ADVICE[advice]}`,
    titleMessage: expiryTitleMessage(facts.days, label, facts.batch),
    descriptionMessage: facts.location
      ? serverMessage('warning.expiry.description.located', { ...params, location: facts.location })
      : serverMessage('warning.expiry.description', params),
  };
}

/** Medium a month ahead, high from 14 days (the spec's red limit); critical for the critical level. */
export function expirySeverity(days: number, critical: boolean): WarningSeverity {
  if (critical) return 'critical';
  return days <= 14 ? 'high' : 'medium';
}

export type LowStockFacts = {
  name: string;
  strength: string | null;
  total: number;
  minimum: number;
};

export function lowStockTexts(facts: LowStockFacts): WarningTexts {
  const label = medicineLabel(facts.name, facts.strength);
  const refill = 'Beställ mer eller packa upp en leverans.';
  const { total, minimum } = facts;
  if (total <= 0) {
    return {
      title: clip(`Slut i lager: ${label}`, TITLE_MAX),
      description: `${label} är slut på enheten (lägsta lagernivå ${minimum}). ${refill}`,
      titleMessage: serverMessage('warning.out_of_stock.title', { medicine: label }),
      descriptionMessage: serverMessage('warning.out_of_stock.description', {
        medicine: label,
        minimum,
      }),
    };
  }
  return {
    title: clip(`Lågt lager: ${label}`, TITLE_MAX),
    description: `${label} har ${total} kvar på enheten, lägsta lagernivå är ${minimum}. ` + refill,
    titleMessage: serverMessage('warning.low_stock.title', { medicine: label }),
    descriptionMessage: serverMessage('warning.low_stock.description', {
      medicine: label,
      total,
      minimum,
    }),
  };
}

export const lowStockSeverity = (total: number): WarningSeverity =>
  total <= 0 ? 'high' : 'medium';

export const clipTitle = (title: string) => clip(title, TITLE_MAX);
export const clipDescription = (description: string) => clip(description, 2000);

export type CountOverdueFacts = {
  name: string;
  strength: string | null;
  lastCountAt: string | null;
  countDue: string;
};

/** A narcotic not counted within its site's count days. */
export function countOverdueTexts(facts: CountOverdueFacts): WarningTexts {
  const label = medicineLabel(facts.name, facts.strength);
  const last = facts.lastCountAt
    ? `Senaste kontrollräkning var ${facts.lastCountAt}.`
    : 'Läkemedlet har inte kontrollräknats i Medvakt.';
  // The count is blind: the warning names no balance the counter could count towards.
  const params = { medicine: label, count_due: facts.countDue };
  return {
    title: clip(`Kontrollräkning försenad: ${label}`, TITLE_MAX),
    description:
      `${last} Nästa skulle ha gjorts senast ${facts.countDue}. ` +
      `Räkna ${label} och låt en kollega signera en avvikelse.`,
    titleMessage: serverMessage('warning.count_overdue.title', { medicine: label }),
    descriptionMessage: facts.lastCountAt
      ? serverMessage('warning.count_overdue.description', {
          ...params,
          last_count: facts.lastCountAt,
        })
      : serverMessage('warning.count_overdue.description.never_counted', params),
  };
}
