/** Refusals about signing in, access, people, units, customers, kiosks and the request itself. Swedish as thrown, English as answered. */
export const ACCESS_REFUSALS: Record<string, string> = {
  'Begäran är för stor (max 1 MB).': 'The request is too large (max 1 MB).',
  'Du måste logga in.': 'You must sign in.',
  'Du har inte behörighet för detta.': 'You are not allowed to do this.',
  'Batchen skulle få mer än 100 000 i lager. Kontrollera lagersaldot först.':
    'The batch would hold more than 100 000 in stock. Check the stock balance first.',
  'Enheten är stängd: den och dess lager kan inte längre ändras. Journaler och historik går att läsa.':
    'The unit is closed: it and its stock can no longer change. Journals and history can be read.',
  'Databasen svarar inte just nu. Försök igen om en stund.':
    'The database is not answering right now. Try again in a moment.',
  'Ogiltigt X-Site-Id: ange en enhets id.': "Invalid X-Site-Id: give a unit's id.",
  'Kioskens inloggning gäller bara kioskens enhet.':
    "The kiosk's sign-in is valid only for the kiosk's unit.",
  'API-token har inte åtkomst till den valda enheten.':
    'The API token has no access to the chosen unit.',
  'Du har inte åtkomst till den valda enheten.': 'You have no access to the chosen unit.',
  'Begäran innehåller ogiltig JSON.': 'The request contains invalid JSON.',
  'Begäran måste skickas som JSON (Content-Type: application/json).':
    'The request must be sent as JSON (Content-Type: application/json).',
  'Begäran kunde inte hanteras.': 'The request could not be handled.',
  'Uppgiften finns redan eller ändrades samtidigt av någon annan. Ladda om och försök igen.':
    'The item already exists or was changed by someone else at the same time. Reload and try again.',
  'Någon annan ändrade samma uppgifter samtidigt. Ingenting sparades; försök igen.':
    'Someone else changed the same data at the same time. Nothing was saved; try again.',
  'Ett oväntat fel uppstod på servern.': 'An unexpected error occurred on the server.',
  'Adressen finns inte i API:et.': 'The address does not exist in the API.',
  'Välj format csv, xlsx eller pdf.': 'Choose the format csv, xlsx or pdf.',
  'Byt lösenordet du fick mot ett eget innan du fortsätter.':
    'Change the password you were given to your own before you go on.',
  'Det här görs inte från kiosken. Logga in med e-post och lösenord.':
    'This is not done from the kiosk. Sign in with e-mail and password.',
  'Antal får inte vara negativt': 'Quantity cannot be negative',
  'Inte tillräckligt med lager: batch A123 har 2 styck kvar.':
    'Not enough stock: batch A123 has 2 pcs left.',
  'Ogiltiga uppgifter.': 'Invalid data.',
  'Självregistrering är avstängd. Be din enhetsadministratör att skapa ett konto åt dig.':
    'Self-registration is turned off. Ask your unit administrator to create an account for you.',
  'Du är utloggad.': 'You are signed out.',
  'Lösenordet är bytt.': 'The password has been changed.',
  'Ogiltig kundtyp': 'Invalid customer type',
  'Kunden är stängd i stället för borttagen: {closed_sites} enheter med historik är stängda och sparas.':
    'The customer was closed instead of deleted: {closed_sites} units with history are closed and kept.',
  'Kunden är borttagen.': 'The customer has been deleted.',
  'Ogiltigt filter': 'Invalid filter',
  'Ogiltig sortering': 'Invalid sort order',
  'Orsaken får vara max 500 tecken': 'The reason may be at most 500 characters',
  'Rad {0}: {first}': 'Row {0}: {first}',
  'Kiosken är återkallad.': 'The kiosk has been revoked.',
  'Läkemedlet är borttaget.': 'The medicine has been deleted.',
  'Ogiltig journalpost': 'Invalid journal entry',
  'Ogiltig status': 'Invalid status',
  'Enheten har historik och är stängd i stället för borttagen: journaler och lagerhistorik sparas.':
    'The unit has history and was closed instead of deleted: journals and stock history are kept.',
  'Enheten är borttagen.': 'The unit has been deleted.',
  'Användaren är borttagen.': 'The user has been deleted.',
  'Lösenordet är återställt.': 'The password has been reset.',
  'PIN-koden är sparad.': 'The PIN code has been saved.',
  'API-token hittades inte.': 'API token not found.',
  'Du kan bara ge en API-token tillgång till dina egna enheter.':
    'You can only give an API token access to your own units.',
  'En eller flera valda enheter finns inte eller är inaktiva.':
    'One or more chosen units do not exist or are inactive.',
  'Det finns redan en aktiv API-token med namnet {name}. Välj ett annat namn.':
    'There is already an active API token named {name}. Choose another name.',
  'Sista giltighetstid måste vara i framtiden.': 'The expiry time must be in the future.',
  'API-token är ogiltig, återkallad eller har gått ut.':
    'The API token is invalid, revoked or has expired.',
  'För många anrop med den här API-token. Vänta och försök igen.':
    'Too many calls with this API token. Wait and try again.',
  'En API-token får inte ändra lagret för narkotikaklassade läkemedel; det görs av en person på enheten.':
    'An API token may not change the stock of controlled medicines; that is done by a person at the unit.',
  'API-token har inte behörighet för den här funktionen.':
    'The API token is not allowed to use this function.',
  'Fel e-postadress eller lösenord.': 'Wrong e-mail address or password.',
  'Kontot är inaktiverat. Kontakta din enhetsadministratör.':
    'The account is deactivated. Contact your unit administrator.',
  'Din session har upphört. Logga in igen.': 'Your session has ended. Sign in again.',
  'Nuvarande lösenord är fel.': 'The current password is wrong.',
  'Det nya lösenordet måste skilja sig från det nuvarande.':
    'The new password must differ from the current one.',
  'För många misslyckade inloggningsförsök från den här datorn. Försök igen om {wait}.':
    'Too many failed sign-in attempts from this computer. Try again in {wait}.',
  'För många misslyckade inloggningsförsök. Försök igen om {wait}.':
    'Too many failed sign-in attempts. Try again in {wait}.',
  'Enheten hittades inte.': 'Unit not found.',
  'Ogiltig eller utgången inloggning. Logga in igen.': 'Invalid or expired sign-in. Sign in again.',
  'Kunden hittades inte.': 'Customer not found.',
  'Kunden är stängd och kan inte ändras. Dess enheters historik går att läsa.':
    'The customer is closed and cannot be changed. The history of its units can be read.',
  'Kunden har {length} enheter. Ta bort med force=true för att även ta bort enheterna.':
    'The customer has {length} units. Delete with force=true to delete the units as well.',
  'Läkemedlet hittades inte eller har redan kasserats':
    'The medicine was not found or has already been disposed of',
  'Ingen TLS konfigurerad på den här servern. HTTPS kan ändå skötas av en proxy framför servern.':
    'No TLS is configured on this server. HTTPS can still be handled by a proxy in front of the server.',
  'Certifikatet kunde inte läsas. Kontrollera TLS_CERT_FILE.':
    'The certificate could not be read. Check TLS_CERT_FILE.',
  'Certifikatet gick ut {0}. Förnya det nu.': 'The certificate expired {0}. Renew it now.',
  'Certifikatet gäller först från {0}.': 'The certificate is valid only from {0}.',
  'Certifikatet går ut om {left} ({date}). Förnya det nu.':
    'The certificate expires in {left} ({date}). Renew it now.',
  'Certifikatet går ut om {left} ({date}). Förnya det snart.':
    'The certificate expires in {left} ({date}). Renew it soon.',
  'Certifikatet är giltigt i {left} till ({date}).':
    'The certificate is valid for {left}, until ({date}).',
  'Fel tagg eller PIN-kod.': 'Wrong badge or PIN code.',
  'Du har inte åtkomst till {0}, där kiosken står.':
    'You have no access to {0}, where the kiosk stands.',
  'Taggen kan inte registreras. Använd en annan tagg.':
    'The badge cannot be enrolled. Use another badge.',
  'Användaren hittades inte.': 'User not found.',
  'Inloggning med tagg fungerar bara på en registrerad kiosk. Logga in med e-post och lösenord.':
    'Signing in with a badge works only at a registered kiosk. Sign in with e-mail and password.',
  'Kiosken hittades inte.': 'Kiosk not found.',
  'Välj en enhet först.': 'Choose a unit first.',
  'Händelsen hittades inte.': 'Event not found.',
  'Händelsen är redan åtgärdad av någon annan.':
    'The event has already been handled by someone else.',
  'Användaren finns inte längre.': 'The user no longer exists.',
  'Bara en registrerad kiosk med egen enhet kan skicka händelser gjorda offline.':
    'Only a registered kiosk with its own unit can send events made offline.',
  'Händelsen har en tidpunkt i framtiden. Kontrollera kioskens klocka.':
    "The event has a time in the future. Check the kiosk's clock.",
  'Tidpunkten ligger i framtiden': 'The time is in the future',
  'Offlinebehörigheten gäller en annan kiosk eller enhet.':
    'The offline permission belongs to another kiosk or unit.',
  'Händelsens nyckel har redan använts för en annan händelse.':
    "The event's key has already been used for another event.",
  'Händelsen gäller ett läkemedel på en annan enhet än kioskens. Den bokas inte här.':
    "The event concerns a medicine at another unit than the kiosk's. It is not booked here.",
  'E-post är inte konfigurerad på servern. Be driften ange SMTP_URL och MAIL_FROM.':
    'E-mail is not configured on the server. Ask the operators to set SMTP_URL and MAIL_FROM.',
  'Testmejlet kunde inte skickas: {0}': 'The test e-mail could not be sent: {0}',
  'Ett testmejl har skickats till {email}.': 'A test e-mail has been sent to {email}.',
  'Ingen enhet vald. Välj en enhet först.': 'No unit chosen. Choose a unit first.',
  'Kunden finns inte.': 'The customer does not exist.',
  'Kritiska varningsdagar får inte vara fler än varningsdagar':
    'Critical warning days cannot be more than warning days',
  'Site-administratörer kan endast hantera vanliga användare':
    'Site administrators can only manage ordinary users',
  'Du kan bara koppla användare till dina egna enheter.':
    'You can only link users to your own units.',
  'En eller flera valda enheter finns inte.': 'One or more chosen units do not exist.',
  'Site-administratörer kan endast skapa vanliga användare':
    'Site administrators can only create ordinary users',
  'Du måste vara kopplad till en site för att skapa användare':
    'You must be linked to a site to create users',
  'E-postadressen används redan av en annan användare.':
    'The e-mail address is already used by another user.',
  'Du kan inte inaktivera ditt eget konto.': 'You cannot deactivate your own account.',
  'Du kan inte ändra din egen roll.': 'You cannot change your own role.',
  'Minst en site måste väljas': 'At least one site must be chosen',
  'Du kan inte ta bort ditt eget konto.': 'You cannot delete your own account.',
  'Användaren är även kopplad till enheter utanför din behörighet.':
    'The user is also linked to units outside your permissions.',
  'Taggen är låst i {minutes} {1} efter {maxFailures} felaktiga PIN-koder. Logga in med e-post och lösenord.':
    'The badge is locked for {minutes} {1} after {maxFailures} wrong PIN codes. Sign in with e-mail and password.',
  'För många felaktiga försök med tagg och PIN-kod på den här kiosken. Försök igen om {minutes} {1}, eller logga in med e-post och lösenord.':
    'Too many wrong attempts with badge and PIN code at this kiosk. Try again in {minutes} {1}, or sign in with e-mail and password.',
  'Händelsen saknar en giltig offlinebehörighet: den som gjorde den hade inte loggat in med tagg vid den här kiosken under de {OFFLINE_GRANT_HOURS} timmarna före.':
    'The event has no valid offline permission: the person who made it had not signed in with a badge at this kiosk during the {OFFLINE_GRANT_HOURS} hours before.',
  'Enheten har {users} kopplade användare och {medicines} medicines (läkemedel) med {stock} förpackningar i lager. Bekräfta med force: har enheten lagerhistorik stängs den och allt sparas, annars kopplas användarna bort och enhetens läkemedel tas bort.':
    "The unit has {users} linked users and {medicines} medicines with {stock} packs in stock. Confirm with force: if the unit has stock history it is closed and everything is kept; otherwise the users are unlinked and the unit's medicines are deleted.",
  'Pris per månad (kr)': 'Price per month (SEK)',
  'Händelsen nådde servern mer än {OFFLINE_EVENT_MAX_AGE_HOURS} timmar efter att den gjordes och bokas inte automatiskt. Kontrollera uttaget och boka det för hand om det stämmer.':
    'The event reached the server more than {OFFLINE_EVENT_MAX_AGE_HOURS} hours after it was made and is not booked automatically. Check the withdrawal and book it by hand if it is right.',
  'Narkotika tas inte ut offline. Följ enhetens pappersrutin och för in uttaget i journalen när servern svarar.':
    "Controlled medicines are not withdrawn offline. Follow the unit's paper routine and enter the withdrawal in the journal when the server answers.",
  'Medvakt använder PostgreSQL (DATABASE_URL). Säkerhetskopior av PostgreSQL görs med pg_dump på databasvärden, inte med npm run backup.':
    'Medvakt uses PostgreSQL (DATABASE_URL). Backups of PostgreSQL are made with pg_dump on the database host, not with npm run backup.',
  'Säkerhetskopian är skadad ({reason}): {file}. Välj en annan säkerhetskopia.':
    'The backup is damaged ({reason}): {file}. Choose another backup.',
  'Filen är ingen Medvakt-databas (den saknar Medvakts migreringar): {file}':
    "The file is not a Medvakt database (it lacks Medvakt's migrations): {file}",
  '{person} har bytt lösenord eller PIN-kod, inaktiverats eller loggats ut från alla enheter efter inloggningen vid kiosken, så kioskens offlinebehörighet gäller inte längre. Händelsen bokas inte automatiskt. Kontrollera uttaget och boka det för hand om det stämmer.':
    "{person} has changed password or PIN code, been deactivated or been signed out of every device since signing in at the kiosk, so the kiosk's offline permission no longer holds. The event is not booked automatically. Check the withdrawal and book it by hand if it is right.",
  'Listan har fler än {max} rader, för många för utskrift. Filtrera listan eller exportera den till Excel.':
    'The list has more than {max} rows, too many to print. Filter the list or export it to Excel.',
};
