import type { Clock } from '../../clock.ts';
import { stockholmMinute } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import { MOVEMENT_KIND_LABELS } from '../stock/movement-labels.ts';
import { siteName } from '../sites/site-records.ts';
import { openDeviation } from './open-deviation.ts';

/** What opening a deviation needs besides the transaction: the clock, and e-mail's settings. */
export type DeviationDeps = { clock: Clock; config: Config };

type Person = { label: string } | null;
type BatchDifference = { batch: string; expected: number; counted: number };

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const name = (person: Person) => (person ? personName(person.label) : 'inget vittne');
const reasonText = (note: string | null | undefined) => (note ? ` Orsak: ${note}.` : '');

function batchLines(lines: BatchDifference[]) {
  return lines
    .map(
      (l) =>
        `Batch ${l.batch}: förväntat ${l.expected}, räknat ${l.counted} (${signed(l.counted - l.expected)}).`,
    )
    .join(' ');
}

export type CountFacts = {
  countId: string;
  siteId: string;
  medicine: { id: string; name: string; unit: string };
  expected: number;
  counted: number;
  lines: BatchDifference[];
  note: string | null;
  counter: AuditActor & { id: string };
  witness: Person;
};

/** A control count whose total or any batch differed from the balance. */
export async function openCountDeviation(trx: Db, deps: DeviationDeps, facts: CountFacts) {
  const unit = await siteName(trx, facts.siteId);
  const difference = facts.counted - facts.expected;
  const differing = facts.lines.filter((l) => l.counted !== l.expected);
  return openDeviation(trx, deps, {
    siteId: facts.siteId,
    kind: 'narcotic_count',
    subject: { type: 'narcotic_count', id: facts.countId },
    medicine: { id: facts.medicine.id, name: facts.medicine.name },
    title: `Kontrollräkning med differens: ${facts.medicine.name} (${signed(difference)} ${facts.medicine.unit})`,
    description:
      `Kontrollräkning av ${facts.medicine.name} på ${unit} ${stockholmMinute(deps.clock.now())}: ` +
      `förväntat ${facts.expected}, räknat ${facts.counted} ${facts.medicine.unit} (${signed(difference)}). ` +
      `${batchLines(differing)} Räknad av ${personName(facts.counter.label)}, vittne ${name(facts.witness)}.` +
      reasonText(facts.note),
    openedBy: facts.counter,
  });
}

export type StockTakeFacts = {
  stockTakeId: string;
  siteId: string;
  medicine: { id: string; name: string; unit: string };
  lines: BatchDifference[];
  note: string | null;
  finisher: AuditActor;
  witness: Person;
};

/** A stock-take completed with a difference for a narcotic: one deviation per product. */
export async function openStockTakeDeviation(trx: Db, deps: DeviationDeps, facts: StockTakeFacts) {
  const unit = await siteName(trx, facts.siteId);
  const difference = facts.lines.reduce((sum, l) => sum + l.counted - l.expected, 0);
  return openDeviation(trx, deps, {
    siteId: facts.siteId,
    kind: 'stock_take',
    subject: { type: 'stock_take', id: facts.stockTakeId },
    medicine: { id: facts.medicine.id, name: facts.medicine.name },
    title: `Inventering med differens: ${facts.medicine.name} (${signed(difference)} ${facts.medicine.unit})`,
    description:
      `Inventering på ${unit} avslutad ${stockholmMinute(deps.clock.now())}: ${facts.medicine.name}. ` +
      `${batchLines(facts.lines)} Avslutad av ${personName(facts.finisher.label)}, ` +
      `vittne ${name(facts.witness)}.${reasonText(facts.note)}`,
    openedBy: facts.finisher,
  });
}

/**
 * A correction of a journal entry: what the entry said, what the correction changed, and who.
 * Entries are named by their numbers in the product's journal, as the journal shows them.
 */
export async function openCorrectionDeviation(
  trx: Db,
  deps: DeviationDeps,
  facts: {
    correctedId: number;
    correctionId: number;
    numbers: { corrected: number; correction: number };
    by: AuditActor;
    witness: Person;
  },
) {
  const rows = await trx
    .selectFrom('stock_movements as m')
    .innerJoin('inventory_items as i', 'i.id', 'm.inventory_item_id')
    .select(['m.id', 'm.site_id', 'm.kind', 'm.delta', 'm.medicine_template_id', 'm.medicine_name'])
    .select(['m.reason', 'm.created_at', 'i.batch_number', 'i.unit_type'])
    .where('m.id', 'in', [facts.correctedId, facts.correctionId])
    .execute();
  const wrong = rows.find((r) => r.id === facts.correctedId);
  const fix = rows.find((r) => r.id === facts.correctionId);
  if (!wrong || !fix) throw new Error('Rättelsen och posten den rättar ska finnas');
  const unit = await siteName(trx, fix.site_id);
  return openDeviation(trx, deps, {
    siteId: fix.site_id,
    kind: 'correction',
    subject: { type: 'movement', id: String(fix.id) },
    medicine: { id: fix.medicine_template_id, name: fix.medicine_name },
    title: `Rättelse i journalen: ${fix.medicine_name}, post ${facts.numbers.corrected}`,
    description:
      `Journalpost ${facts.numbers.corrected} för ${fix.medicine_name} på ${unit} ` +
      `(${MOVEMENT_KIND_LABELS[wrong.kind]} ${signed(wrong.delta)} ${wrong.unit_type}, batch ${wrong.batch_number}, ` +
      `${stockholmMinute(new Date(wrong.created_at))}) rättades med post ${facts.numbers.correction} ` +
      `(${signed(fix.delta)} ${fix.unit_type}) av ${personName(facts.by.label)}, vittne ${name(facts.witness)}.` +
      reasonText(fix.reason),
    openedBy: facts.by,
  });
}

export type RefusedFacts = {
  refusalId: string;
  siteId: string;
  kioskName: string;
  medicine: { id: string; name: string };
  action: string;
  quantity: number;
  occurredAt: string;
  reason: string;
  actor: AuditActor;
};

/** A narcotic withdrawal or put-back made at a kiosk offline, which the server refused to book. */
export async function openRefusedEventDeviation(trx: Db, deps: DeviationDeps, facts: RefusedFacts) {
  const unit = await siteName(trx, facts.siteId);
  const what = facts.action === 'add' ? 'Återlämning' : 'Uttag';
  return openDeviation(trx, deps, {
    siteId: facts.siteId,
    kind: 'offline_refused',
    subject: { type: 'offline_refusal', id: facts.refusalId },
    medicine: facts.medicine,
    title: `Narkotikahändelse från kiosk nekad: ${facts.medicine.name}`,
    description:
      `${what} av ${facts.quantity} ${facts.medicine.name} vid kiosken ${facts.kioskName} på ${unit} ` +
      `${stockholmMinute(new Date(facts.occurredAt))}, gjort offline av ${personName(facts.actor.label)} ` +
      `utan vittne, bokades inte: ${facts.reason} För in händelsen i journalen med vittne.`,
    openedBy: facts.actor,
  });
}
