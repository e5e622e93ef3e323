/** Refusals about narcotics, recalls, warnings and deviations. Swedish as thrown, English as answered. */
export const CARE_REFUSALS: Record<string, string> = {
  'Avvikelsen hittades inte.': 'Deviation not found.',
  'Avvikelsen är redan avslutad. Ingenting ändrades.':
    'The deviation is already closed. Nothing was changed.',
  'Post {number} är en kontrollräkning och kan inte rättas. Gör en ny kontrollräkning.':
    'Entry {number} is a control count and cannot be corrected. Make a new control count.',
  'Post {number} är en rättelse och kan inte rättas i sin tur.':
    'Entry {number} is a correction and cannot itself be corrected.',
  'Journalposten finns inte för ett narkotikaklassat läkemedel på enheten.':
    'The journal entry does not exist for a controlled medicine at the unit.',
  'Post {number} är redan rättad av post {by}.':
    'Entry {number} has already been corrected by entry {by}.',
  'Läkemedlet finns inte på enheten.': 'The medicine does not exist at the unit.',
  'Batch {names} är inte räknad. Räkna alla batcher i lager.':
    'Batch {names} is not counted. Count every batch in stock.',
  'Batcherna {names} är inte räknade. Räkna alla batcher i lager.':
    'Batches {names} are not counted. Count every batch in stock.',
  'En avvikelse måste signeras av en annan person':
    'A discrepancy must be signed by another person',
  'Ange orsak till avvikelsen': 'Give the reason for the discrepancy',
  'Kontrollräkningen ska göras av någon annan än den som tagit emot leveransen':
    'The control count must be made by someone other than the person who received the delivery',
  'En annan kontrollräkning av läkemedlet sparades medan du räknade. Öppna räkningen igen och räkna om.':
    'Another control count of the medicine was saved while you were counting. Open the count again and count again.',
  'Perioden kan vara högst {MAX_JOURNAL_YEARS} år.':
    'The period can be at most {MAX_JOURNAL_YEARS} years.',
  'Det narkotikaklassade läkemedlet finns inte på enheten.':
    'The controlled medicine does not exist at the unit.',
  'Vittnets e-postadress eller lösenord är fel.':
    "The witness's e-mail address or password is wrong.",
  'Vittnets tagg eller PIN-kod är fel.': "The witness's badge or PIN code is wrong.",
  'Vittnets tagg är låst i {wait}. Signera med e-post och lösenord.':
    "The witness's badge is locked for {wait}. Sign with e-mail and password.",
  'Tagg och PIN-kod fungerar bara på en registrerad kiosk. Signera med e-post och lösenord.':
    'Badge and PIN code work only at a registered kiosk. Sign with e-mail and password.',
  'Kiosken står på en annan enhet. Signera med e-post och lösenord.':
    'The kiosk stands at another unit. Sign with e-mail and password.',
  'Vittnet måste vara en annan person än du.': 'The witness must be another person than you.',
  'Vittnets konto är inaktiverat.': "The witness's account is deactivated.",
  'Vittnet arbetar inte på den här enheten.': 'The witness does not work at this unit.',
  'Ingen källa för indragningar är konfigurerad': 'No source of recalls is configured',
  'Uppföljningen av indragningen är redan stängd.':
    'The follow-up of the recall is already closed.',
  'Bara enhetschefen kan bekräfta kontrollen på den här enheten.':
    'Only the unit manager can confirm the check at this unit.',
  'Uppföljningen av indragningen är stängd.': 'The follow-up of the recall is closed.',
  'Enheten har inte bekräftat kontrollen ännu, så det finns inget att rätta.':
    'The unit has not confirmed the check yet, so there is nothing to correct.',
  'Enheten har redan bekräftat kontrollen. En rättelse ska ange bekräftelsen den rättar.':
    'The unit has already confirmed the check. A correction must name the confirmation it corrects.',
  'Bekräftelsen som rättas är inte den senaste. Läs in listan igen.':
    'The confirmation being corrected is not the latest. Reload the list.',
  'Uppföljningen av indragningen hittades inte för enheten.':
    'The follow-up of the recall was not found for the unit.',
  'Batchen finns redan i enhetens lager. Kassera den från lagret eller under Indragningar i stället.':
    "The batch is already in the unit's stock. Dispose of it from stock or under Recalls instead.",
  'Indragningsmeddelandet hittades inte.': 'Recall notice not found.',
  'Indragningen hittades inte.': 'Recall not found.',
  'Endast enhetschefer och administratörer kan avfärda en indragning.':
    'Only unit managers and administrators can dismiss a recall.',
  'Skriv varför indragningen inte gäller er batch.':
    'Write why the recall does not concern your batch.',
  'Indragningen är redan hanterad.': 'The recall has already been handled.',
  'Varningen är redan åtgärdad.': 'The warning has already been handled.',
  '{resolved} av de valda varningarna är redan åtgärdade. Inget har ändrats.':
    '{resolved} of the chosen warnings have already been handled. Nothing was changed.',
  'Varningen har just ändrats av någon annan. Ladda om och försök igen.':
    'The warning was just changed by someone else. Reload and try again.',
  'En avvikelse tas bort från panelen när den avslutas med en slutsats under Avvikelser.':
    'A deviation leaves the panel when it is closed with a conclusion under Deviations.',
  'Varningen är redan kvitterad.': 'The warning has already been acknowledged.',
  'Varningen hittades inte.': 'Warning not found.',
  'En rättelse kan bara sätta postens antal till mellan 0 och {original}. Annat är en kontrollräkning.':
    "A correction can only set the entry's quantity to between 0 and {original}. Anything else is a control count.",
  'För många felaktiga försök med tagg och PIN-kod på den här kiosken. Vittnet kan signera med e-post och lösenord, eller försöka igen om {wait}.':
    'Too many wrong attempts with badge and PIN code at this kiosk. The witness can sign with e-mail and password, or try again in {wait}.',
  'En rättelse måste signeras av en annan person': 'A correction must be signed by another person',
  'Flytt från annan enhet': 'Moved from another unit',
  'Uppföljningen stängdes av en administratör': 'The follow-up was closed by an administrator',
  'Indragningen avfärdades: gäller inte batchen':
    'The recall was dismissed: it does not concern the batch',
  'Batchen är kasserad enligt indragningen': 'The batch is disposed of according to the recall',
  'Batchen är kasserad eller slut': 'The batch is disposed of or used up',
  'Batchen finns inte längre i lagret': 'The batch is no longer in stock',
  'Utgångsdatumet ligger inte längre inom varningstiden':
    'The expiry date is no longer within the warning period',
  'Batchen har nått kritisk nivå och har fått en ny varning':
    'The batch has reached the critical level and has a new warning',
  'Batchen är inte längre kritisk': 'The batch is no longer critical',
  'Lägsta lagernivå bevakas inte längre för läkemedlet':
    'The minimum stock level is no longer watched for the medicine',
  'Läkemedlet är kontrollräknat eller har inget lager att räkna':
    'The medicine has been control counted or has no stock to count',
  'Avvikelsen är avslutad med en slutsats': 'The deviation is closed with a conclusion',
  'Planera förbrukning eller kassering i tid.': 'Plan use or disposal in time.',
  'Använd batchen först eller kassera den.': 'Use the batch first or dispose of it.',
  'Läkemedlet får inte användas. Kassera batchen.':
    'The medicine must not be used. Dispose of the batch.',
  '{awaiting_destruction} {unit} (ingår i saldot)':
    '{awaiting_destruction} {unit} (included in the balance)',
  'Flödet är större än {0} och lästes inte.': 'The feed is larger than {0} and was not read.',
};
