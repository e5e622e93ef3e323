import type { MessageCode, Term, TermGroup } from '../../../shared/message-codes.ts';

/** The catalogue keys of the server's messages (shared/message-codes.ts) and of their terms. */
export type MessageTextKey =
  `msg.${MessageCode}` | { [G in TermGroup]: `msg.term.${G}.${Term<G>}` }[TermGroup];

/** The activity list's keys, kept in activity-messages.ts. */
export type ActivityTextKey = Extract<
  MessageTextKey,
  `msg.activity.${string}` | `msg.term.activity_${string}`
>;

const REFILL = 'Beställ mer eller packa upp en leverans.';
const COUNT =
  'Nästa skulle ha gjorts senast {count_due}. Räkna {medicine} och låt en kollega signera en avvikelse.';
const RECALL =
  'Batchen är spärrad för uttag. Följ indragningsskrivelsen: returnera den till leverantören eller kassera den, eller avfärda indragningen om den inte gäller er batch.';
const INFORMATION = 'Lagret är inte spärrat och ingen kontroll behöver bekräftas.';
const OPERATIONS = 'Kontakta driften; inget antal har ändrats.';

/**
 * Texts the server makes, worded here from their code and params: the same Swedish as the
 * server's own text, so a screen may show either.
 */
export const messages: Record<Exclude<MessageTextKey, ActivityTextKey>, string> = {
  'msg.warning.expiry.title.in_days': 'Utgår om {days} dagar: {medicine}, batch {batch}',
  'msg.warning.expiry.title.tomorrow': 'Utgår imorgon: {medicine}, batch {batch}',
  'msg.warning.expiry.title.today': 'Utgår idag: {medicine}, batch {batch}',
  'msg.warning.expiry.title.yesterday': 'Utgick igår: {medicine}, batch {batch}',
  'msg.warning.expiry.title.days_ago': 'Utgick för {days} dagar sedan: {medicine}, batch {batch}',
  'msg.warning.expiry.description':
    '{medicine} i batch {batch} har utgångsdatum {expiry_date} ({quantity} {unit} kvar). {advice}',
  'msg.warning.expiry.description.located':
    '{medicine} i batch {batch} har utgångsdatum {expiry_date} ({quantity} {unit} kvar, {location}). {advice}',
  'msg.warning.low_stock.title': 'Lågt lager: {medicine}',
  'msg.warning.low_stock.description': `{medicine} har {total} kvar på enheten, lägsta lagernivå är {minimum}. ${REFILL}`,
  'msg.warning.out_of_stock.title': 'Slut i lager: {medicine}',
  'msg.warning.out_of_stock.description': `{medicine} är slut på enheten (lägsta lagernivå {minimum}). ${REFILL}`,
  'msg.warning.deviation.title': 'Avvikelse: {title}',
  'msg.warning.opened_pack.title.today':
    'Bruten förpackning går ut i dag: {medicine}, batch {batch}',
  'msg.warning.opened_pack.title.tomorrow':
    'Bruten förpackning går ut i morgon: {medicine}, batch {batch}',
  'msg.warning.opened_pack.title.past':
    'Bruten förpackning gick ut för {days} dag(ar) sedan: {medicine}, batch {batch}',
  'msg.warning.opened_pack.description':
    'Förpackningen öppnades {opened} av {opened_by} och ska användas senast {use_by}. Kassera den under Öppnade förpackningar när dagen har gått.',
  'msg.warning.deviation.description':
    '{description} Avsluta den med en slutsats under Avvikelser.',
  'msg.warning.count_overdue.title': 'Kontrollräkning försenad: {medicine}',
  'msg.warning.count_overdue.description': `Senaste kontrollräkning var {last_count}. ${COUNT}`,
  'msg.warning.count_overdue.description.never_counted': `Läkemedlet har inte kontrollräknats i Medvakt. ${COUNT}`,
  'msg.alert.recall.title': 'Indragning: {medicine} batch {batch}',
  'msg.alert.recall.description': RECALL,
  'msg.alert.recall.description.product': `En indragning gäller {product}. ${RECALL}`,
  'msg.alert.recall.description.reason': `Orsak: {reason}. ${RECALL}`,
  'msg.alert.recall.description.product_reason': `En indragning gäller {product}. Orsak: {reason}. ${RECALL}`,
  'msg.alert.recall_information.title': 'Information: {medicine} batch {batch}',
  'msg.alert.recall_information.description.withdrawal': `Godkännandet för {product} dras tillbaka (avregistrering). Det är inte en indragning. ${INFORMATION}`,
  'msg.alert.recall_information.description.level': `Indragningen av {product} gäller nivån {level}, inte vårdgivare. ${INFORMATION}`,
  'msg.alert.recall_class_one.title': 'Indragning klass I: {product}',
  'msg.alert.recall_class_one.description':
    'Klass I: kontrollera hyllorna och ta förpackningarna ur bruk senast {deadline}. Bekräfta kontrollen under Indragningar.',
  'msg.alert.recall_follow_up.title': 'Indragning ej bekräftad: {product}',
  'msg.alert.recall_follow_up.description':
    'Enheten skulle senast {due} ha bekräftat att hyllorna är kontrollerade för indragningen av {product}. Kontrollera och bekräfta under Indragningar.',
  'msg.alert.backup_failed.title': 'Säkerhetskopieringen misslyckades',
  'msg.alert.backup_failed.description':
    'Nattens säkerhetskopia av databasen kunde inte skapas: {reason}. Kontakta driften.',
  'msg.alert.mail_failed.title': 'E-post kunde inte skickas',
  'msg.alert.mail_failed.description':
    '{mail} kunde inte skickas efter {attempts} försök: {reason}. Be driften kontrollera e-postservern (SMTP_URL).',
  'msg.alert.ledger_imbalance.title': 'Lagersaldot stämmer inte med lagerhistoriken',
  'msg.alert.ledger_imbalance.description': `{batches} batcher på enheten har ett antal som inte är summan av deras registrerade rörelser. ${OPERATIONS}`,
  'msg.alert.ledger_imbalance.description.one': `1 batch på enheten har ett antal som inte är summan av dess registrerade rörelser. ${OPERATIONS}`,
  'msg.resolution.batch_empty': 'Batchen är kasserad eller slut',
  'msg.resolution.batch_gone': 'Batchen finns inte längre i lagret',
  'msg.resolution.expiry_outside_window': 'Utgångsdatumet ligger inte längre inom varningstiden',
  'msg.resolution.became_critical': 'Batchen har nått kritisk nivå och har fått en ny varning',
  'msg.resolution.no_longer_critical': 'Batchen är inte längre kritisk',
  'msg.resolution.restocked': 'Lagret är påfyllt',
  'msg.resolution.minimum_not_tracked': 'Lägsta lagernivå bevakas inte längre för läkemedlet',
  'msg.resolution.medicine_inactive': 'Läkemedlet är inaktiverat',
  'msg.resolution.medicine_gone': 'Läkemedlet är borttaget',
  'msg.resolution.deviation_closed': 'Avvikelsen är avslutad med en slutsats',
  'msg.resolution.opened_pack_ended': 'Den öppnade förpackningen är förbrukad, kasserad eller slut',
  'msg.resolution.delegation_renewed': 'Delegeringen är förnyad, återkallad eller har gått ut',
  'msg.resolution.fridge_read': 'Temperaturen är avläst och signerad',
  'msg.resolution.fridge_day_over':
    'Dagen tog slut utan signerad avläsning: dagen står som ej avläst på månadsbladet',
  'msg.resolution.fridge_not_daily': 'Platsen är inte i bruk eller läses inte av dagligen längre',
  'msg.warning.fridge_not_read.title': 'Kylskåpet är inte avläst i dag: {place}',
  'msg.warning.freezer_not_read.title': 'Frysen är inte avläst i dag: {place}',
  'msg.warning.fridge_not_read.description':
    '{place} skulle ha avlästs och signerats senast {time} i dag. Läs av temperaturen under Temperaturer.',
  'msg.warning.delegation_ending.title': 'Delegering går ut om {days} dagar: {person}, {kind}',
  'msg.warning.delegation_ending.description':
    '{person} har delegering för {kind} till och med {valid_to}, utfärdad av {issuer}. Förnya den under Delegeringar, eller låt den gå ut.',
  'msg.resolution.count_done': 'Läkemedlet är kontrollräknat eller har inget lager att räkna',
  'msg.resolution.recall_dismissed': 'Indragningen avfärdades: gäller inte batchen',
  'msg.resolution.recall_disposed': 'Batchen är kasserad enligt indragningen',
  'msg.resolution.recall_batch_disposed': 'Batchen är kasserad',
  'msg.resolution.recall_returned': 'Batchen är returnerad till leverantören',
  'msg.resolution.recall_follow_up_confirmed': 'Kontrollen är bekräftad',
  'msg.resolution.recall_follow_up_closed': 'Uppföljningen stängdes av en administratör',
  'msg.resolution.backup_works': 'Säkerhetskopieringen fungerar igen.',
  'msg.resolution.mail_works': 'E-post skickas igen.',
  'msg.ssl.no_tls':
    'Ingen TLS konfigurerad på den här servern. HTTPS kan ändå skötas av en proxy framför servern.',
  'msg.ssl.unreadable': 'Certifikatet kunde inte läsas. Kontrollera TLS_CERT_FILE.',
  'msg.ssl.expired': 'Certifikatet gick ut {date}. Förnya det nu.',
  'msg.ssl.not_yet_valid': 'Certifikatet gäller först från {date}.',
  'msg.ssl.expires_now': 'Certifikatet går ut om {days} dagar ({date}). Förnya det nu.',
  'msg.ssl.expires_now.one': 'Certifikatet går ut om 1 dag ({date}). Förnya det nu.',
  'msg.ssl.expires_soon': 'Certifikatet går ut om {days} dagar ({date}). Förnya det snart.',
  'msg.ssl.valid': 'Certifikatet är giltigt i {days} dagar till ({date}).',
  'msg.api_module.auth': 'Auth',
  'msg.api_module.users': 'Användare',
  'msg.api_module.customers': 'Kunder',
  'msg.api_module.sites': 'Enheter',
  'msg.api_module.dashboard': 'Dashboard',
  'msg.api_module.recalls': 'Indragningar',
  'msg.api_module.medicines': 'Läkemedel',
  'msg.api_module.inventory': 'Lager',
  'msg.api_module.kassation': 'Kassation',
  'msg.api_module.warnings': 'Varningar',
  'msg.api_module.qr_codes': 'QR-koder',
  'msg.api_module.recalls_admin': 'Läkemedelsindragningar (admin)',
  'msg.term.unit.styck': 'styck',
  'msg.term.unit.paket': 'paket',
  'msg.term.expiry_advice.plan': 'Planera förbrukning eller kassering i tid.',
  'msg.term.expiry_advice.use_first': 'Använd batchen först eller kassera den.',
  'msg.term.expiry_advice.expired': 'Läkemedlet får inte användas. Kassera batchen.',
  'msg.term.mail_kind.digest': 'En sammanfattning',
  'msg.term.mail_kind.recall': 'Ett mejl om indragning',
  'msg.term.mail_kind.deviation': 'Ett mejl om en avvikelse',
  'msg.term.mail_kind.test': 'Ett testmejl',
};
