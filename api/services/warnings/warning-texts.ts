import type { WarningSeverity } from '../../../shared/schemas/warning.ts';

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
} as const;

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

export function expiryTexts(facts: ExpiryFacts, critical: boolean) {
  const label = medicineLabel(facts.name, facts.strength);
  const where = facts.location ? `, ${facts.location}` : '';
  let advice = 'Planera förbrukning eller kassering i tid.';
  if (critical) advice = 'Använd batchen först eller kassera den.';
  if (facts.days < 0) advice = 'Läkemedlet får inte användas. Kassera batchen.';
  return {
    title: clip(`${expiryPhrase(facts.days)}: ${label}, batch ${facts.batch}`, TITLE_MAX),
    description:
      `${label} i batch ${facts.batch} har utgångsdatum ${facts.expiryDate} ` +
      `(${facts.quantity} ${facts.unitType} kvar${where}). ${advice}`,
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

export function lowStockTexts(facts: LowStockFacts) {
  const label = medicineLabel(facts.name, facts.strength);
  const refill = 'Beställ mer eller packa upp en leverans.';
  if (facts.total <= 0) {
    return {
      title: clip(`Slut i lager: ${label}`, TITLE_MAX),
      description: `${label} är slut på enheten (lägsta lagernivå ${facts.minimum}). ${refill}`,
    };
  }
  return {
    title: clip(`Lågt lager: ${label}`, TITLE_MAX),
    description:
      `${label} har ${facts.total} kvar på enheten, lägsta lagernivå är ${facts.minimum}. ` +
      refill,
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
  balance: number;
  unit: string;
};

/** A narcotic not counted within its site's count days. */
export function countOverdueTexts(facts: CountOverdueFacts) {
  const label = medicineLabel(facts.name, facts.strength);
  const last = facts.lastCountAt
    ? `Senaste kontrollräkning var ${facts.lastCountAt}.`
    : 'Läkemedlet har inte kontrollräknats i Medvakt.';
  return {
    title: clip(`Kontrollräkning försenad: ${label}`, TITLE_MAX),
    description:
      `${last} Nästa skulle ha gjorts senast ${facts.countDue}. ` +
      `Räkna ${label} (saldo ${facts.balance} ${facts.unit}) och låt en kollega signera en avvikelse.`,
  };
}
