export const offline = {
  'offline.banner.waiting': 'Offline – {count} händelser väntar',
  'offline.banner.waitingOne': 'Offline – 1 händelse väntar',
  'offline.banner.text':
    'Uttagen är sparade på kiosken och bokas i ordning när servern svarar igen. Stäng inte av datorn.',
  'offline.banner.retry': 'Försök skicka nu',
  'offline.refused.title': 'Servern tog inte emot en händelse',
  'offline.refused.line': '{actor}: {action} {quantity} {medicine} ({at}) – {reason}',
  'offline.refused.dismiss': 'Jag har läst',
  'offline.needsAction':
    '{count} händelser gjorda offline kunde inte bokas. Enhetschefen ser dem under Behöver åtgärd.',
  'offline.needsActionOne':
    '1 händelse gjord offline kunde inte bokas. Enhetschefen ser den under Behöver åtgärd.',
  'offline.action.withdraw': 'uttag',
  'offline.action.add': 'påfyllning',
  'scan.offline.verified':
    'Servern svarar inte. Kiosken visar läkemedlet som det var senast; ditt uttag sparas och bokas när servern svarar.',
  'scan.offline.unknown': 'Servern svarar inte och koden är inte känd på den här kiosken',
  'scan.offline.narcotic':
    'Narkotika tas inte ut offline. Följ enhetens pappersrutin och för in uttaget i journalen när servern svarar.',
  'scan.queued.title': 'Sparat på kiosken',
  'scan.queued.withdraw':
    'Uttag av {quantity} {medicine} bokas när servern svarar igen. Du kan fortsätta arbeta.',
  'scan.queued.add':
    'Påfyllning av {quantity} {medicine} bokas när servern svarar igen. Du kan fortsätta arbeta.',
  'needsAction.title': 'Behöver åtgärd',
  'needsAction.intro':
    'Uttag och påfyllningar som gjordes på en kiosk utan kontakt med servern och som inte gick att boka. Ta reda på vad som hände, rätta lagret och skriv vad som gjordes.',
  'needsAction.empty': 'Inget behöver åtgärdas.',
  'needsAction.occurred': 'Hände',
  'needsAction.received': 'Mottaget',
  'needsAction.who': 'Vem',
  'needsAction.what': 'Vad',
  'needsAction.reason': 'Varför det inte bokades',
  'needsAction.resolve': 'Åtgärda',
  'needsAction.note': 'Vad gjordes?',
  'needsAction.save': 'Markera som åtgärdad',
  'needsAction.resolved': 'Händelsen är markerad som åtgärdad.',
  'needsAction.showResolved': 'Visa åtgärdade',
  'needsAction.resolvedBy': 'Åtgärdad av {who}: {note}',
  'needsAction.failed': 'Kunde inte läsa händelserna',
  'nav.needsAction': 'Behöver åtgärd',
};
