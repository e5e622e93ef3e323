/**
 * The API's paths, operations and shapes as TypeScript types, generated from the OpenAPI
 * document the server serves at /api/v1/openapi.json. Do not edit: change the routes and run
 * `npm run generate:api-types`.
 */
export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Om serverprocessen lever. /ready svarar om den också kan ta emot förfrågningar. */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Om servern kan ta emot förfrågningar: databasen svarar och alla migreringar är gjorda. /health svarar bara att processen lever. */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Logga in med e-post och lösenord. */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/badge-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Inloggning med tagg och PIN-kod på en registrerad kiosk (X-Kiosk-Key). Sessionen gäller kioskens enhet och tar slut efter kioskens inaktiva tid. */
    post: operations['loginWithBadge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Självregistrering är avstängd; konton skapas av en administratör. */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Den inloggade användaren med roll och enheter. */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Loggar ut och avslutar sessionen. */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ny åtkomsttoken för en session som fortfarande gäller (även om token har gått ut). */
    post: operations['refreshSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Byter det egna lösenordet. */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dina e-postval, och om servern kan skicka e-post alls. */
    get: operations['getMyNotificationSettings'];
    /** Sparar dina e-postval: sammanfattning (off, daily, weekly) och vad den tar upp. */
    put: operations['updateMyNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheterna den inloggade kan arbeta i. */
    get: operations['listMySites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Ändrar den egna profilen. */
    put: operations['updateMyProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Användarna som anroparen får se, med sökning och sidor. */
    get: operations['listUsers'];
    put?: never;
    /** Skapar en användare. */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Användarna med listans filter som CSV eller Excel (admin: alla, enhetschef: sina enheters). */
    get: operations['exportUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En användare. */
    get: operations['getUser'];
    /** Ändrar en användare. */
    put: operations['updateUser'];
    post?: never;
    /** Tar bort en användare. */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Återställer en användares lösenord. */
    put: operations['setUserPassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Aktiverar en användare. */
    post: operations['activateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Inaktiverar en användare. */
    post: operations['deactivateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheterna en användare har tillgång till. */
    get: operations['listUserSites'];
    /** Anger vilka enheter en användare har tillgång till. */
    put: operations['setUserSites'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Väljer egen PIN-kod för inloggning med tagg (4–8 siffror); lösenordet bekräftar. */
    put: operations['setMyPin'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/badge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Registrerar användarens tagg (lagras som HMAC, unik i installationen). */
    put: operations['setUserBadge'];
    post?: never;
    /** Tar bort användarens tagg. */
    delete: operations['removeUserBadge'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/test-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Skickar ett testmejl till dig (admin); 409 utan e-post, 502 när servern vägrar. */
    post: operations['sendTestEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/digests/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Skickar alla dagliga och veckovisa sammanfattningar nu, som om det vore deras dag (admin). */
    post: operations['runDigests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kunderna, med sökning och sidor (admin). */
    get: operations['listCustomers'];
    put?: never;
    /** Skapar en kund (admin). */
    post: operations['createCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admin: kunderna med listans filter som CSV eller Excel. */
    get: operations['exportCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En kund (admin). */
    get: operations['getCustomer'];
    /** Ändrar en kund (admin). */
    put: operations['updateCustomer'];
    post?: never;
    /** Tar bort kunden; med force (standard) tas kundens enheter bort med den. Har en enhet historik stängs den och kunden i stället för att tas bort. */
    delete: operations['deleteCustomer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers/{id}/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En kunds enheter (admin). */
    get: operations['listCustomerSites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites/assignable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheterna anroparen kan ge en användare tillgång till. */
    get: operations['listAssignableSites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheterna som anroparen ser, med sökning och sidor. */
    get: operations['listSites'];
    put?: never;
    /** Skapar en enhet (admin). */
    post: operations['createSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheterna som anroparen ser, med listans filter som CSV eller Excel. */
    get: operations['exportSites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En enhet. */
    get: operations['getSite'];
    /** Ändrar en enhet. */
    put: operations['updateSite'];
    post?: never;
    /** Tar bort en enhet, eller stänger den om den har historik (lagerrörelser, kontrollräkningar, bekräftade indragningskontroller). Utan force avvisas en enhet med kopplingar (400). */
    delete: operations['deleteSite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Användarna med tillgång till en enhet. */
    get: operations['listSiteUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites/{id}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Ändrar en enhets inställningar (enhetschef, admin). */
    put: operations['updateSiteSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/session/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheten sessionen arbetar i. */
    get: operations['getWorkingSite'];
    put?: never;
    /** Väljer enheten sessionen arbetar i. */
    post: operations['setWorkingSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Granskningsloggen med filter, nyast först. */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admin: granskningsloggen med listans filter som CSV eller Excel, varje rad. */
    get: operations['exportAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/support': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Supportens kontaktuppgifter och serverns version. */
    get: operations['getSupportInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Om anslutningen till servern är krypterad (HTTPS direkt eller via betrodd proxy). */
    get: operations['getConnectionSecurity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medicines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens läkemedelsmallar med lager, med sökning och sidor. */
    get: operations['listMedicines'];
    put?: never;
    /** Lägger till en läkemedelsmall på enheten. */
    post: operations['createMedicine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medicines/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens läkemedelsmallar med listans filter som CSV eller Excel. */
    get: operations['exportMedicines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medicines/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Ändrar en läkemedelsmall. Ändras klassning eller namn på en narkotikamall med historik krävs vittne och anledning, och ändringen blir en post i narkotikajournalen. */
    put: operations['updateMedicine'];
    post?: never;
    /** Avvisas med 409 så länge läkemedlet har lager. */
    delete: operations['deleteMedicine'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medication-schablons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Färdiga läkemedelsmallar att importera. */
    get: operations['listSchablons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/medicine-templates/import-schablons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Importerar valda schabloner som läkemedelsmallar på enheten. */
    post: operations['importSchablons'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lagret, det som går ut först först, med filter och sidor. */
    get: operations['listInventoryItems'];
    put?: never;
    /** Lägger till en batch i lagret. */
    post: operations['createInventoryItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/items/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lagret med listans filter som CSV eller Excel, varje rad. */
    get: operations['exportInventoryItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/items/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Ändrar en batch; ett ändrat antal kräver en orsak. Batchnummer eller utgångsdatum för narkotika ändras bara med vittne och blir en post i narkotikajournalen. */
    put: operations['updateInventoryItem'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/unpack': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lägger till i en befintlig batch eller skapar den. */
    post: operations['unpack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/items/{id}/movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Batchens lagerhistorik: varje ändring av antalet, äldst först, med saldo efter. */
    get: operations['listBatchMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lagerrörelser för administratörer och enhetschefer, nyast först. */
    get: operations['listStockMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-movements/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lagerrörelserna med listans filter som CSV eller Excel, varje rörelse. */
    get: operations['exportStockMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics/counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens kontrollräkningar, nyast först: vem som räknade, vittne, när, förväntat, räknat, differens och status. */
    get: operations['listNarcoticCounts'];
    put?: never;
    /** Sparar en kontrollräkning; en avvikelse signeras av ett vittne med orsak. */
    post: operations['recordNarcoticCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens narkotikaklassade läkemedel med senaste och nästa kontrollräkning, utan saldo (blind räkning). */
    get: operations['listNarcotics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics/{templateId}/count-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Batcherna att räkna, utan antal (blind räkning). */
    get: operations['getNarcoticCountSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics/{templateId}/journal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Förbrukningsjournalen: rörelserna och posterna som inte flyttar lager, numrerade, med läkemedlets saldo efter varje post, äldst först. */
    get: operations['getNarcoticJournal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics/{templateId}/journal.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Journalen för en period som A4-PDF. */
    get: operations['downloadNarcoticJournalPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics/{templateId}/journal.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Journalen för en period som CSV (UTF-8 med BOM, semikolon). */
    get: operations['downloadNarcoticJournalCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/narcotics/journal/{movementId}/corrections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rättar en journalpost (ledgerns id) med en ny post som pekar på den och sätter dess antal till mellan 0 och det ursprungliga, med vittne och orsak; den felaktiga står kvar. */
    post: operations['correctNarcoticJournalEntry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens inventeringar, senaste först. */
    get: operations['listStockTakes'];
    put?: never;
    /** Startar en inventering av enheten (eller en förvaringsplats): batcherna i lager nu. */
    post: operations['startStockTake'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En inventering med alla rader; förväntat antal visas bara för enhetschefer. */
    get: operations['getStockTake'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}/lines/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Räknat antal för en batch (igen = ersätt); batchens saldo just då sparas. */
    put: operations['countStockTakeLine'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** En batch på hyllan som systemet inte känner till. */
    post: operations['addStockTakeLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Avslutar inventeringen: varje avvikelse bokas som en rörelse; svarar med avvikelserapporten. */
    post: operations['completeStockTake'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Avbryter inventeringen; inget av det räknade bokas. */
    post: operations['cancelStockTake'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}/report.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Avvikelserapporten som A4-PDF. */
    get: operations['downloadStockTakeReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-takes/{id}/report.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Avvikelserapporten som CSV (UTF-8 med BOM, semikolon). */
    get: operations['downloadStockTakeReportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Flyttar från och till enheten, senaste först. */
    get: operations['listTransfers'];
    put?: never;
    /** Flyttar en del av en batch till en annan enhet hos samma kund. */
    post: operations['createTransfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transfers/targets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheterna som en batch från enheten kan flyttas till av den inloggade. */
    get: operations['listTransferTargets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosks/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kiosken som X-Kiosk-Key hör till: namn, enhet och hur den loggar ut; null utan giltig nyckel. */
    get: operations['getCurrentKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosks/current/offline-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bokar ett uttag eller en återläggning som kiosken gjorde offline, i ordning och en gång per nyckel.
     * @description Med X-Kiosk-Key. 201 när händelsen bokades, 200 när den vägrades och sparades som 'Behöver åtgärd' för enhetschefen; samma svar igen för samma nyckel.
     */
    post: operations['recordOfflineEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registrerade kiosker på enheterna den inloggade förvaltar. */
    get: operations['listKiosks'];
    put?: never;
    /** Registrerar en kiosk för en enhet. Enhetsnyckeln visas bara i detta svar. */
    post: operations['registerKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kiosks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Återkallar kioskens nyckel direkt; dess inloggningar avslutas. */
    delete: operations['revokeKiosk'];
    options?: never;
    head?: never;
    /** Ändrar en registrerad kiosk. */
    patch: operations['updateKiosk'];
    trace?: never;
  };
  '/api-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** API-token som anroparen hanterar, utan själva token (admin och enhetschef). */
    get: operations['listApiTokens'];
    put?: never;
    /**
     * Skapar en API-token för ett system; token visas bara i detta svar.
     * @description En enhetschef kan bara ge token tillgång till sina egna enheter. Token skickas sedan som `Authorization: Bearer mvk_…` och når bara de anrop som dess behörigheter öppnar.
     */
    post: operations['createApiToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Återkallar en API-token; nästa anrop med den får 401. */
    delete: operations['revokeApiToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offline-refusals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Händelser från kiosker offline som inte kunde bokas, äldst först. */
    get: operations['listOfflineRefusals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offline-refusals/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Markerar händelsen som åtgärdad, med vad som gjordes. */
    post: operations['resolveOfflineRefusal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deviations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens avvikelser (öppna om inget annat väljs), nyaste först. Enhetschef och admin. */
    get: operations['listDeviations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deviations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens avvikelser med listans filter som CSV, Excel eller PDF. */
    get: operations['exportDeviations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deviations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En avvikelse med dess anteckningar. */
    get: operations['getDeviation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deviations/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Skriver en anteckning på en öppen avvikelse. Anteckningar ändras aldrig. */
    post: operations['addDeviationNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deviations/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Avslutar avvikelsen med en slutsats; varningen på panelen försvinner. */
    post: operations['closeDeviation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/opened-packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens öppnade förpackningar (öppna om inget annat väljs), tidigast "använd senast" först. */
    get: operations['listOpenedPacks'];
    put?: never;
    /** Registrerar en öppnad förpackning av en batch nu. Använd senast = det tidigaste av batchens utgångsdatum och i dag + läkemedlets hållbarhet efter öppning; ett tidigare datum får anges. Lagret ändras inte. */
    post: operations['openPack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/opened-packs/{id}/used-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Förpackningen är förbrukad: den lämnar listan (lagret ändras inte). */
    post: operations['markOpenedPackUsedUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/opened-packs/{id}/dispose': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kasserar förpackningen: en kassation av 1 ur batchen med orsak 'Bruten förpackning'. Narkotika väntar på destruktion med vittne, som all kassation av narkotika. */
    post: operations['disposeOpenedPack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delegations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens delegeringar (gällande och kommande om inget annat väljs), den som går ut först överst. Enhetschef och admin. */
    get: operations['listDelegations'];
    put?: never;
    /** Registrerar en delegering till en person på enheten, utfärdad av en legitimerad sjuksköterska på enheten, högst ett år. */
    post: operations['createDelegation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delegations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens signaturlista över delegeringar som PDF, CSV eller Excel. */
    get: operations['exportDelegations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delegations/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Återkallar en delegering med anledning; den finns kvar i listan som återkallad. */
    post: operations['revokeDelegation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage-places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens förvaringsplatser i bruk (eller alla), med senaste avläsning, om dagens är signerad och en öppen temperaturavvikelse. */
    get: operations['listStoragePlaces'];
    put?: never;
    /** Lägger till en förvaringsplats på enheten (X-Site-Id). Enhetschef och admin. */
    post: operations['createStoragePlace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage-places/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Ändrar namn eller gränser, eller tar platsen ur bruk (den tas aldrig bort: avläsningarna sparas). Enhetschef och admin. */
    patch: operations['updateStoragePlace'];
    trace?: never;
  };
  '/storage-places/{id}/readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En månad för platsen (i år och månad, som standard denna): varje avläsning som den lästes, dagarna och om de är signerade, och månadens avvikelser. */
    get: operations['storagePlaceMonth'];
    put?: never;
    /** Signerar en avläsning: aktuell temperatur och, om termometern visar dem, lägsta och högsta sedan nollställning. Ett värde utanför gränserna öppnar platsens temperaturavvikelse, eller antecknas på den öppna. */
    post: operations['recordTemperatureReading'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage-places/{id}/month-sheet.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Månadens temperaturlista som A4-PDF: en rad per dag, signaturer, avvikelser. */
    get: operations['storagePlaceMonthSheetPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage-places/{id}/month-sheet.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Månadens alla avläsningar som CSV (UTF-8 med BOM, semikolon, decimalkomma). */
    get: operations['storagePlaceMonthSheetCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage-places/{id}/logger-upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Läser in en dataloggers CSV (tidpunkt;temperatur per rad, decimalkomma går bra, högst 20 000 rader, 900 kB) i en transaktion. Rader som inte kan läsas listas med radnummer; de andra sparas. En period utanför gränserna längre än enhetens minuter öppnar en avvikelse. */
    post: operations['uploadTemperatureLogger'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens importer, nyaste först: vem, när, fil och vad de gjorde. */
    get: operations['listImports'];
    put?: never;
    /** Laddar upp en lista (.xlsx eller .csv, UTF-8 med eller utan BOM, ; eller ,; högst 10 MB och 20 000 rader) för enheten. Svarar med kolumnerna och den mappning servern föreslår; ingenting skrivs förrän importen genomförs. */
    post: operations['startImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/mapping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Väljer kolumnen för varje fält (0 = första kolumnen, null = saknas). Med save=true sparas mappningen för kundens nästa lista av samma slag. Svarar med förhandsvisningen. */
    put: operations['setImportMapping'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Varje rad med vad den kommer att göra (läggs till, uppdateras, oförändrad, fel med orsak och cell), 50 per sida, och antal per utfall. Ingenting skrivs. */
    get: operations['previewImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/commit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Genomför importen: raderna planeras om mot enheten som den är nu och skrivs genom tjänsterna (lager som ingående saldo i lagermodulen; narkotika med vittne); rader med fel hoppas över. Samma fil två gånger ändrar ingenting andra gången. */
    post: operations['commitImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/errors.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Raderna med fel som de stod i filen, med en kolumn 'Fel', som Excel. */
    get: operations['downloadImportErrorsXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/{id}/errors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Raderna med fel som de stod i filen, med en kolumn 'Fel', som CSV. */
    get: operations['downloadImportErrorsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/imports/template.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En mall att fylla i för listans slag (.xlsx): rubrikerna, en exempelrad, kontroller av värdena och ett hjälpblad. */
    get: operations['downloadImportTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Produktkatalogen för enhetens kund, 50 per sida, sökbar på namn, GTIN och ATC-kod. Den läses in med en import av slaget catalogue. */
    get: operations['listCatalogue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/catalogue/{gtin}/medicine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lägger upp katalogprodukten som ett läkemedel på enheten (namn, styrka, beredningsform, förpackning, förteckning, förvaring, hållbarhet efter öppning) och kopplar förpackningens GTIN till det. Har enheten redan läkemedlet (samma namn och styrka) kopplas GTIN dit. */
    post: operations['medicineFromCatalogue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order-proposal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Läkemedel på eller under minsta lager med föreslagen mängd upp till målnivån, och lager att flytta i stället. */
    get: operations['getOrderProposal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order-proposal.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Beställningsförslaget som CSV (UTF-8 med BOM, semikolon). */
    get: operations['downloadOrderProposalCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order-proposal.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Beställningsförslaget som A4-PDF att skriva ut. */
    get: operations['downloadOrderProposalPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kasserar ur en batch: antalet tas ur lagret och orsaken sparas. */
    post: operations['initiateKassation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kasserar flera batcher på en gång: allt eller inget. */
    post: operations['disposeMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Avbryter en kassation och lägger tillbaka antalet i batchen. */
    delete: operations['cancelKassation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/approve/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Godkänner en initierad kassation (enhetsadmin). */
    post: operations['approveKassation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/complete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Slutför en godkänd kassation med faktiskt kassationsdatum (enhetsadmin). */
    post: operations['completeKassation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/restore/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Återställer en felaktig kassation till lagret (enhetsadmin). */
    post: operations['restoreKassation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Initierade och godkända kassationer i enheten, äldst först. */
    get: operations['listPendingKassations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens kassationer med filter, nyast först. */
    get: operations['listKassationHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/disposed-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Det som kasserats, nyast först. */
    get: operations['listDisposedItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/expiry-predictions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Batcher som går ut inom perioden, den som går ut först först. */
    get: operations['listExpiryPredictions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kassationernas antal och mängd per status och orsak. */
    get: operations['getKassationSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/basic-stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kassationsstatistik för en period. */
    get: operations['getKassationStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/history/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens kassationer med historikens filter som CSV eller Excel. */
    get: operations['exportKassationHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/disposed-items/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Det som kasserats som CSV eller Excel. */
    get: operations['exportDisposedItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/basic-stats/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kassationsstatistiken för perioden som CSV eller Excel. */
    get: operations['exportKassationStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/{id}/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En kassations historik i granskningsloggen. */
    get: operations['getKassationAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/certificate/{id}/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Skapar kassationsintyget som PDF. */
    post: operations['generateKassationCertificate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kassation/certificate/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hämtar kassationsintyget som PDF. */
    get: operations['downloadKassationCertificate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Systemöversiktens siffror (admin). */
    get: operations['getSystemStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/revenue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Intäkter: aktiva enheter hos aktiva kunder × kundens månadspris (admin). */
    get: operations['getRevenue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Senaste händelserna i granskningsloggen, nyast först (admin, enhetschef). */
    get: operations['listRecentActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/warnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Varningar för de egna enheterna per typ och allvarlighet. */
    get: operations['getWarningCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/cross-site-warnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Batcher i lager inom enhetens varningsdagar, först utgående först (VARNINGAR). Användare: arbetsenheten; enhetschef: sina enheter; admin: alla eller site_id. */
    get: operations['listExpiringBatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/quick-dispose/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kasserar en batch direkt från panelen; utan innehåll hela återstående antalet som utgånget. */
    post: operations['quickDispose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/ssl-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Serverns TLS-certifikat och dagar kvar (admin). */
    get: operations['getTlsStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/site-stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lager, utgång, varningar och kassationer per synlig enhet. */
    get: operations['listSiteStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/follow-ups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enheternas kontroller av indragningar (admin: alla enheter, enhetschef: sina, användare: sin enhet), den som ska vara klar först först. overdue: bara de som är försenade. */
    get: operations['listRecallFollowUps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En indragnings kontroll per enhet som personen ser, och hur många av dem som har bekräftat. */
    get: operations['listNoticeFollowUps'];
    put?: never;
    /** Admin: ber alla aktiva enheter kontrollera en indragning som inte gör det av sig själv (klass III eller utan klass). Enheter som redan har en kontroll får ingen ny. */
    post: operations['openNoticeFollowUps'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin: stänger uppföljningen innan alla enheter har bekräftat, med ett skäl. Enheter som inte har bekräftat stängs och kan inte längre bekräfta. */
    post: operations['closeNoticeFollowUps'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups/{siteId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enheten bekräftar att hyllorna är kontrollerade: 'none_found', eller 'found_and_handled' med antal och åtgärd. En rättelse anger bekräftelsen den rättar (corrects); ingenting ändras i efterhand. Enhetschef och admin, användare om enheten tillåter det. */
    post: operations['confirmRecallFollowUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups/{siteId}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enhetschef och admin: öppnar Medvakts svar 'Ej i lager enligt Medvakt' igen, så att enheten kontrollerar hyllorna ändå (förpackningar som aldrig registrerades). */
    post: operations['reopenRecallFollowUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Samma rapport som follow-ups.pdf/.csv/.xlsx, med formatet som format=. */
    get: operations['exportNoticeFollowUps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rapport över en indragnings kontroll per enhet (pdf): utfall, antal, vem och när. */
    get: operations['downloadNoticeFollowUpsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rapport över en indragnings kontroll per enhet (csv): utfall, antal, vem och när. */
    get: operations['downloadNoticeFollowUpsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/follow-ups.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rapport över en indragnings kontroll per enhet (xlsx): utfall, antal, vem och när. */
    get: operations['downloadNoticeFollowUpsXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}/returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Returnerar förpackningar av en batch som indragningen gäller till leverantören: bokas ut ur lagret, ger en returnota och räknas som enhetens åtgärd. Narkotika kräver ett vittne. */
    post: operations['returnToSupplier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/returns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En retur till leverantören, för enhetens personal. */
    get: operations['getSupplierReturn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/returns/{id}/note.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returnotan (A4, PDF): enhet, läkemedel, batch, antal, indragning, vem och när. */
    get: operations['downloadReturnNote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin: lägger in en indragning för hand och matchar den direkt mot lagret på alla enheter. */
    post: operations['createRecallNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/extract': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin: läser produkt, batchnummer och utgångsdatum ur inklistrad text. Sparar ingenting. */
    post: operations['extractRecallNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/paste': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin: sparar en granskad inklistrad indragning med texten den kom från. */
    post: operations['savePastedRecallNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/notices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admin: en indragning med dess batcher och antal matchningar. */
    get: operations['getRecallNotice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Batcher i lager som en indragning gäller (INDRAGNINGAR). active_only: öppna med lager kvar; include_resolved: även åtgärdade och avfärdade. */
    get: operations['listRecallMatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/matches/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Indragna batcher med panelens filter som CSV eller Excel, varje rad. */
    get: operations['exportRecallMatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Antal öppna indragningar och när flödet senast kontrollerades. */
    get: operations['getRecallStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/matches/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'disposed' kasserar hela batchen som återkallad; 'dismissed' (enhetschef, admin) kräver anteckning. */
    post: operations['resolveRecallMatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Läser flödet med indragningar nu (admin, enhetschef). force_full_sync läser allt igen, utan ETag / Last-Modified. Svarar med körningen, även när flödet inte gick att läsa. */
    post: operations['syncRecallFeed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/indragningar/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lagrade indragningsnotiser med batcher, nyast först (offentlig information). */
    get: operations['listRecallFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/withdrawals/simple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Indragna batcher, en rad per batch (en notis utan batch visas en gång med batch "-"). search: produktnamn eller batchnummer. */
    get: operations['listWithdrawals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/withdrawals/simple/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admin: indragningsbevakningens batcher med listans sökning som CSV eller Excel. */
    get: operations['exportWithdrawals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/withdrawals/manual-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Läser flödet med indragningar nu ("Uppdatera RSS"); tom begäran. */
    post: operations['checkRecallFeedNow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/withdrawals/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Varifrån indragningar läses och hur de senaste läsningarna gick. */
    get: operations['getRecallFeedStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-coverage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hur stor del av specifikationens anrop som servern svarar på (admin). */
    get: operations['getApiCoverage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Varningar för den valda enheten, eller alla enheter som anroparen ser. */
    get: operations['listWarnings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Varningarna med listans filter som CSV eller Excel. */
    get: operations['exportWarnings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings/{id}/with-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** En varning med dess historik. */
    get: operations['getWarningWithHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings/acknowledge/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kvitterar en öppen varning (administratör och enhetsadmin). */
    post: operations['acknowledgeWarning'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Markerar en öppen varning som åtgärdad (administratör och enhetsadmin). */
    put: operations['resolveWarning'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings/bulk-acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kvitterar flera varningar: alla eller ingen. */
    post: operations['acknowledgeWarnings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warnings/bulk-resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Markerar flera varningar som åtgärdade: alla eller ingen. */
    post: operations['resolveWarnings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** QR-koden för ett läkemedel på enheten, som adress, SVG och PNG. */
    post: operations['generateQrCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/generate-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A4-ark med en QR-kod för varje aktivt läkemedel på enheten, sorterat på namn. */
    post: operations['generateQrSheet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/download-pdf/{filename}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hämtar ett skapat QR-ark som PDF. */
    get: operations['downloadQrSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/rotate-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ny nyckel för enhetens QR-koder; alla utskrivna ark för enheten slutar gälla. */
    post: operations['rotateQrKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Läser en Medvakt-kod eller en förpacknings GS1-kod. 200 även när koden inte godtas.
     * @description Utan Authorization: publikt med kodens token, högst 30 anrop per minut och adress.
     */
    post: operations['verifyQrCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/batches/{templateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Läkemedlets batcher med lager, den som går ut först först (FEFO).
     * @description Utan Authorization: publikt med kodens token, högst 30 anrop per minut och adress.
     */
    get: operations['listScanBatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/scan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Visa, ta ut eller fyll på. Med Idempotency-Key räknas ett omsänt anrop en gång.
     * @description Utan Authorization: publikt med kodens token, högst 30 anrop per minut och adress.
     */
    post: operations['scanQrCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/gtin-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kopplar en förpacknings GTIN till ett av enhetens läkemedel. */
    post: operations['linkGtin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-codes/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Skanningar per dag (Stockholmstid), åtgärd och läkemedel. */
    get: operations['getScanAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-scans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens skanningar, nyaste först. */
    get: operations['listQrScans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qr-scans/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enhetens skanningar med listans filter som CSV eller Excel, varje rad. */
    get: operations['exportQrScans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @example {
     *       "detail": "Antal får inte vara negativt",
     *       "code": "VALIDATION_ERROR",
     *       "errors": [
     *         {
     *           "path": "quantity",
     *           "message": "Antal får inte vara negativt"
     *         }
     *       ]
     *     }
     */
    ApiError: {
      /** @description Vad som gick fel, på svenska, att visa för personen. */
      detail: string;
      /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
      code: string;
      /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
      errors?: {
        path: string;
        message: string;
      }[];
    };
  };
  responses: {
    /** @description Inte inloggad, eller sessionen har gått ut */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Du måste logga in.",
         *       "code": "UNAUTHORIZED"
         *     }
         */
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description Inte behörig för anropet, enheten eller kunden */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Du har inte behörighet för detta.",
         *       "code": "FORBIDDEN"
         *     }
         */
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description Ogiltiga uppgifter; varje fält med sitt fel */
    InvalidInput: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Antal får inte vara negativt",
         *       "code": "VALIDATION_ERROR",
         *       "errors": [
         *         {
         *           "path": "quantity",
         *           "message": "Antal får inte vara negativt"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description Annat fel i samma form: 404 hittades inte (även en annan kunds post), 409 krock med lagret eller en samtidig ändring, 429 för många försök (med Retry-After), 503 databasen svarar inte just nu (DATABASE_UNAVAILABLE, med Retry-After) */
    OtherError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "detail": "Inte tillräckligt med lager: batch A123 har 2 styck kvar.",
         *       "code": "INSUFFICIENT_STOCK"
         *     }
         */
        'application/json': components['schemas']['ApiError'];
      };
    };
  };
  parameters: {
    /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
    SiteId: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Processen lever */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Redo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready';
          };
        };
      };
      /** @description Inte redo än */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'not_ready';
            reason: string;
            detail: string;
            /** @enum {string} */
            code: 'DATABASE_UNAVAILABLE' | 'MIGRATIONS_PENDING';
          };
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "sjukskoterska@exempel.se",
         *       "password": "Ett-långt-lösenord1"
         *     }
         */
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Inloggad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            /** @enum {string} */
            token_type: 'bearer';
            expires_in: number;
            user: {
              /** Format: uuid */
              id: string;
              email: string;
              first_name: string;
              last_name: string;
              /** @enum {string} */
              role: 'user' | 'site_admin' | 'admin';
              /** Format: uuid */
              site_id: string | null;
              site_ids: string[];
              site_names: string[];
              mobile_phone: string | null;
              is_active: boolean;
              last_login: string | null;
              created_at: string;
              has_badge: boolean;
              has_pin: boolean;
              registered_nurse: boolean;
              password_change_required: boolean;
            };
            offline_grant?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  loginWithBadge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          badge_id: string;
          pin: string;
        };
      };
    };
    responses: {
      /** @description Inloggad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            /** @enum {string} */
            token_type: 'bearer';
            expires_in: number;
            user: {
              /** Format: uuid */
              id: string;
              email: string;
              first_name: string;
              last_name: string;
              /** @enum {string} */
              role: 'user' | 'site_admin' | 'admin';
              /** Format: uuid */
              site_id: string | null;
              site_ids: string[];
              site_names: string[];
              mobile_phone: string | null;
              is_active: boolean;
              last_login: string | null;
              created_at: string;
              has_badge: boolean;
              has_pin: boolean;
              registered_nurse: boolean;
              password_change_required: boolean;
            };
            offline_grant?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alltid avvisad */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inloggad användare */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Utloggad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  refreshSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ny token */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            /** @enum {string} */
            token_type: 'bearer';
            expires_in: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password: string;
          new_password: string;
        };
      };
    };
    responses: {
      /** @description Lösenordet är bytt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getMyNotificationSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description E-postval */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            digest: 'off' | 'daily' | 'weekly';
            email_expiry_alerts: boolean;
            email_low_stock: boolean;
            email_warnings: boolean;
            email_recalls: boolean;
            email_configured: boolean;
            email: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateMyNotificationSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          digest: 'off' | 'daily' | 'weekly';
          email_expiry_alerts: boolean;
          email_low_stock: boolean;
          email_warnings: boolean;
          email_recalls: boolean;
        };
      };
    };
    responses: {
      /** @description E-postvalen är sparade */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            digest: 'off' | 'daily' | 'weekly';
            email_expiry_alerts: boolean;
            email_low_stock: boolean;
            email_warnings: boolean;
            email_recalls: boolean;
            email_configured: boolean;
            email: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listMySites: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enheter att välja bland */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateMyProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name?: string;
          last_name?: string;
          mobile_phone?: string | null;
        };
      };
    };
    responses: {
      /** @description Profilen är sparad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listUsers: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
        role?: 'user' | 'site_admin' | 'admin';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användare */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              email: string;
              first_name: string;
              last_name: string;
              /** @enum {string} */
              role: 'user' | 'site_admin' | 'admin';
              /** Format: uuid */
              site_id: string | null;
              site_ids: string[];
              site_names: string[];
              mobile_phone: string | null;
              is_active: boolean;
              last_login: string | null;
              created_at: string;
              has_badge: boolean;
              has_pin: boolean;
              registered_nurse: boolean;
              password_change_required: boolean;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          first_name: string;
          last_name: string;
          /** @enum {string} */
          role: 'user' | 'site_admin' | 'admin';
          /** @default [] */
          site_ids?: string[];
          /** Format: uuid */
          site_id?: string | null;
          mobile_phone?: string | null;
          /** @default true */
          is_active?: boolean;
          registered_nurse?: boolean;
        };
      };
    };
    responses: {
      /** @description Användaren är skapad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportUsers: {
    parameters: {
      query: {
        search?: string;
        role?: 'user' | 'site_admin' | 'admin';
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användarna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användaren */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
          first_name?: string;
          last_name?: string;
          mobile_phone?: string | null;
          is_active?: boolean;
          /** @enum {string} */
          role?: 'user' | 'site_admin' | 'admin';
          site_ids?: string[];
          registered_nurse?: boolean;
        };
      };
    };
    responses: {
      /** @description Användaren är uppdaterad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användaren är borttagen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  setUserPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          new_password: string;
        };
      };
    };
    responses: {
      /** @description Lösenordet är återställt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  activateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användaren är aktiverad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  deactivateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användaren är inaktiverad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listUserSites: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Användarens enheter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            user_id: string;
            site_ids: string[];
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
              /** Format: uuid */
              customer_id: string | null;
              customer_name: string | null;
              /** @enum {string|null} */
              customer_type: 'region' | 'kommun' | 'private' | null;
              address: string | null;
              contact_email: string | null;
              contact_phone: string | null;
              default_withdraw_limit: number;
              default_add_limit: number;
              warning_days: number;
              critical_warning_days: number;
              narcotics_count_days: number;
              narcotics_receiver_may_count: boolean;
              recall_users_may_confirm: boolean;
              require_delegation: boolean;
              fridge_read_by: string;
              breach_minutes: number;
              is_active: boolean;
              closed_at: string | null;
              user_count: number;
              created_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  setUserSites: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          user_id?: string;
          site_ids: string[];
        };
      };
    };
    responses: {
      /** @description Enheterna är sparade */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            user_id: string;
            site_ids: string[];
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
              /** Format: uuid */
              customer_id: string | null;
              customer_name: string | null;
              /** @enum {string|null} */
              customer_type: 'region' | 'kommun' | 'private' | null;
              address: string | null;
              contact_email: string | null;
              contact_phone: string | null;
              default_withdraw_limit: number;
              default_add_limit: number;
              warning_days: number;
              critical_warning_days: number;
              narcotics_count_days: number;
              narcotics_receiver_may_count: boolean;
              recall_users_may_confirm: boolean;
              require_delegation: boolean;
              fridge_read_by: string;
              breach_minutes: number;
              is_active: boolean;
              closed_at: string | null;
              user_count: number;
              created_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  setMyPin: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pin: string;
          current_password: string;
        };
      };
    };
    responses: {
      /** @description PIN-koden är sparad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  setUserBadge: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          badge_id: string;
        };
      };
    };
    responses: {
      /** @description Taggen är registrerad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  removeUserBadge: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Taggen är borttagen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: 'user' | 'site_admin' | 'admin';
            /** Format: uuid */
            site_id: string | null;
            site_ids: string[];
            site_names: string[];
            mobile_phone: string | null;
            is_active: boolean;
            last_login: string | null;
            created_at: string;
            has_badge: boolean;
            has_pin: boolean;
            registered_nurse: boolean;
            password_change_required: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  sendTestEmail: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Testmejlet är skickat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  runDigests: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Hur många som skickades */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sent: number;
            nothing_to_report: number;
            failed: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listCustomers: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        customer_type?: 'region' | 'kommun' | 'private';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kunder */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            customers: {
              /** Format: uuid */
              id: string;
              name: string;
              /** @enum {string} */
              customer_type: 'region' | 'kommun' | 'private';
              contact_email: string | null;
              contact_phone: string | null;
              billing_address: string | null;
              monthly_price_sek: number;
              is_active: boolean;
              closed_at: string | null;
              site_count: number;
              created_at: string;
            }[];
            total: number;
            page: number;
            per_page: number;
            total_pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * @default kommun
           * @enum {string}
           */
          customer_type?: 'region' | 'kommun' | 'private';
          contact_email?: string | null;
          contact_phone?: string | null;
          billing_address?: string | null;
          /** @default 900 */
          monthly_price_sek?: number;
          /** @default true */
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description Kunden är skapad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customer_type: 'region' | 'kommun' | 'private';
            contact_email: string | null;
            contact_phone: string | null;
            billing_address: string | null;
            monthly_price_sek: number;
            is_active: boolean;
            closed_at: string | null;
            site_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportCustomers: {
    parameters: {
      query: {
        search?: string;
        customer_type?: 'region' | 'kommun' | 'private';
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kunderna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kunden */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customer_type: 'region' | 'kommun' | 'private';
            contact_email: string | null;
            contact_phone: string | null;
            billing_address: string | null;
            monthly_price_sek: number;
            is_active: boolean;
            closed_at: string | null;
            site_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @enum {string} */
          customer_type?: 'region' | 'kommun' | 'private';
          contact_email?: string | null;
          contact_phone?: string | null;
          billing_address?: string | null;
          monthly_price_sek?: number;
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description Kunden är uppdaterad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customer_type: 'region' | 'kommun' | 'private';
            contact_email: string | null;
            contact_phone: string | null;
            billing_address: string | null;
            monthly_price_sek: number;
            is_active: boolean;
            closed_at: string | null;
            site_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  deleteCustomer: {
    parameters: {
      query?: {
        force?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kunden är borttagen eller stängd */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
            /** @enum {string} */
            outcome: 'deleted' | 'closed';
            deleted_sites: number;
            closed_sites: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listCustomerSites: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kundens enheter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listAssignableSites: {
    parameters: {
      query?: {
        customer_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enheter som användare kan kopplas till */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listSites: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        customer_id?: string;
        status?: 'all' | 'active' | 'inactive';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enheter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
              /** Format: uuid */
              customer_id: string | null;
              customer_name: string | null;
              /** @enum {string|null} */
              customer_type: 'region' | 'kommun' | 'private' | null;
              address: string | null;
              contact_email: string | null;
              contact_phone: string | null;
              default_withdraw_limit: number;
              default_add_limit: number;
              warning_days: number;
              critical_warning_days: number;
              narcotics_count_days: number;
              narcotics_receiver_may_count: boolean;
              recall_users_may_confirm: boolean;
              require_delegation: boolean;
              fridge_read_by: string;
              breach_minutes: number;
              is_active: boolean;
              closed_at: string | null;
              user_count: number;
              created_at: string;
            }[];
            total: number;
            page: number;
            per_page: number;
            total_pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: uuid */
          customer_id: string;
          address?: string | null;
          contact_email?: string | null;
          contact_phone?: string | null;
          /** @default 10 */
          default_withdraw_limit?: number;
          /** @default 1 */
          default_add_limit?: number;
          /** @default 30 */
          warning_days?: number;
          /** @default 7 */
          critical_warning_days?: number;
          /** @default true */
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description Enheten är skapad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportSites: {
    parameters: {
      query: {
        search?: string;
        customer_id?: string;
        status?: 'all' | 'active' | 'inactive';
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enheterna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enheten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** Format: uuid */
          customer_id?: string;
          address?: string | null;
          contact_email?: string | null;
          contact_phone?: string | null;
          default_withdraw_limit?: number;
          default_add_limit?: number;
          warning_days?: number;
          critical_warning_days?: number;
          narcotics_count_days?: number;
          narcotics_receiver_may_count?: boolean;
          recall_users_may_confirm?: boolean;
          require_delegation?: boolean;
          fridge_read_by?: string;
          breach_minutes?: number;
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description Enheten är uppdaterad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  deleteSite: {
    parameters: {
      query?: {
        force?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enheten är borttagen eller stängd */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
            /** @enum {string} */
            outcome: 'deleted' | 'closed';
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listSiteUsers: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enhetens användare */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            role: string;
            is_active: boolean;
            registered_nurse: boolean;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateSiteSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          default_withdraw_limit?: number;
          default_add_limit?: number;
          warning_days?: number;
          critical_warning_days?: number;
          narcotics_count_days?: number;
          narcotics_receiver_may_count?: boolean;
          recall_users_may_confirm?: boolean;
          require_delegation?: boolean;
          fridge_read_by?: string;
          breach_minutes?: number;
        };
      };
    };
    responses: {
      /** @description Inställningarna är sparade */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            /** @enum {string|null} */
            customer_type: 'region' | 'kommun' | 'private' | null;
            address: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            default_withdraw_limit: number;
            default_add_limit: number;
            warning_days: number;
            critical_warning_days: number;
            narcotics_count_days: number;
            narcotics_receiver_may_count: boolean;
            recall_users_may_confirm: boolean;
            require_delegation: boolean;
            fridge_read_by: string;
            breach_minutes: number;
            is_active: boolean;
            closed_at: string | null;
            user_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getWorkingSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Aktiv enhet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  setWorkingSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id: string;
        };
      };
    };
    responses: {
      /** @description Aktiv enhet sparad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listAuditEntries: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        site_id?: string;
        actor_id?: string;
        entity?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Granskningslogg */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              at: string;
              actor_id: string | null;
              actor_label: string;
              site_id: string | null;
              action: string;
              entity: string;
              entity_id: string | null;
              before?: unknown;
              after?: unknown;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportAuditEntries: {
    parameters: {
      query: {
        site_id?: string;
        actor_id?: string;
        entity?: string;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Granskningsloggen som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getSupportInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Supportkontakt och version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            phone: string;
            hours: string;
            version: string;
            commit: string;
            hosting_notice: string | null;
            login_throttle: {
              max_failures: number;
              window_minutes: number;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getConnectionSecurity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Anslutningen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secure: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listMedicines: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
        site_id?: string;
        active_only?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enhetens läkemedelsmallar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              name: string;
              generic_name: string | null;
              strength: string | null;
              unit: string;
              route_of_administration: string | null;
              storage_requirements: string | null;
              minimum_stock_level: number;
              par_level: number | null;
              in_use_days: number | null;
              is_controlled_substance: boolean;
              /** @enum {string|null} */
              narcotic_schedule: 'II' | 'III' | 'IV' | 'V' | null;
              pack_size: string | null;
              is_active: boolean;
              total_quantity: number;
              created_at: string;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createMedicine: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id?: string;
          name: string;
          generic_name?: string | null;
          strength?: string | null;
          unit: string;
          route_of_administration?: string | null;
          storage_requirements?: string | null;
          /** @default 0 */
          minimum_stock_level?: number | null;
          /** @default null */
          par_level?: number | null;
          /** @default null */
          in_use_days?: number | null;
          is_controlled_substance?: boolean;
          /** @enum {string|null} */
          narcotic_schedule?: 'II' | 'III' | 'IV' | 'V' | null;
          pack_size?: string | null;
          /** @default true */
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description Läkemedlet är skapat */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            name: string;
            generic_name: string | null;
            strength: string | null;
            unit: string;
            route_of_administration: string | null;
            storage_requirements: string | null;
            minimum_stock_level: number;
            par_level: number | null;
            in_use_days: number | null;
            is_controlled_substance: boolean;
            /** @enum {string|null} */
            narcotic_schedule: 'II' | 'III' | 'IV' | 'V' | null;
            pack_size: string | null;
            is_active: boolean;
            total_quantity: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportMedicines: {
    parameters: {
      query: {
        search?: string;
        site_id?: string;
        active_only?: boolean;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Läkemedelsmallarna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  updateMedicine: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          generic_name?: string | null;
          strength?: string | null;
          unit?: string;
          route_of_administration?: string | null;
          storage_requirements?: string | null;
          minimum_stock_level?: number | null;
          par_level?: number | null;
          in_use_days?: number | null;
          is_controlled_substance?: boolean;
          /** @enum {string|null} */
          narcotic_schedule?: 'II' | 'III' | 'IV' | 'V' | null;
          pack_size?: string | null;
          is_active?: boolean;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Läkemedlet är uppdaterat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            name: string;
            generic_name: string | null;
            strength: string | null;
            unit: string;
            route_of_administration: string | null;
            storage_requirements: string | null;
            minimum_stock_level: number;
            par_level: number | null;
            in_use_days: number | null;
            is_controlled_substance: boolean;
            /** @enum {string|null} */
            narcotic_schedule: 'II' | 'III' | 'IV' | 'V' | null;
            pack_size: string | null;
            is_active: boolean;
            total_quantity: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  deleteMedicine: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Läkemedlet är borttaget */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listSchablons: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Färdiga läkemedelsmallar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schablons: {
              id: string;
              name: string;
              generic_name: string | null;
              strength: string;
              unit: string;
              route_of_administration: string;
              category: string;
              is_controlled_substance: boolean;
              /** @enum {string|null} */
              narcotic_schedule: 'II' | 'III' | 'IV' | 'V' | null;
              /** @default null */
              in_use_days: number | null;
            }[];
            total: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  importSchablons: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          schablon_ids: string[];
          /** Format: uuid */
          site_id: string;
        };
      };
    };
    responses: {
      /** @description Importresultat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            imported_count: number;
            skipped_count: number;
            skipped_duplicates: string[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listInventoryItems: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
        filter?: 'all' | 'expiring' | 'expired' | 'low_stock';
        sort?: 'expiry' | 'recent';
        medicine_template_id?: string;
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lagret, det som går ut först först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              medicine_template_id: string;
              medicine_name: string;
              medicine_strength: string | null;
              medicine_unit: string;
              medicine_minimum_stock_level: number;
              is_controlled_substance: boolean;
              batch_number: string;
              expiry_date: string;
              days_until_expiry: number;
              /** @enum {string} */
              expiry_status: 'expired' | 'critical' | 'warning' | 'ok';
              is_low_stock: boolean;
              is_recalled: boolean;
              recall_notice_id: string | null;
              quantity: number;
              pending_destruction: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              location: string | null;
              storage_place_id: string | null;
              storage_place_name: string | null;
              temperature_deviation_id: string | null;
              notes: string | null;
              created_at: string;
              updated_at: string;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
            counts: {
              total: number;
              expiring: number;
              expired: number;
              low_stock: number;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createInventoryItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "medicine_template_id": "3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d",
         *       "batch_number": "AB1234",
         *       "expiry_date": "2027-06-30",
         *       "quantity": 20,
         *       "unit_type": "styck",
         *       "location": "Skåp 2, hylla 3"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          medicine_template_id: string;
          batch_number: string;
          expiry_date: string;
          quantity: number;
          /**
           * @default styck
           * @enum {string}
           */
          unit_type?: 'styck' | 'paket';
          location?: string | null;
          /** Format: uuid */
          storage_place_id?: string | null;
          notes?: string | null;
          delivery_reference?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Batchen är tillagd */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            medicine_strength: string | null;
            medicine_unit: string;
            medicine_minimum_stock_level: number;
            is_controlled_substance: boolean;
            batch_number: string;
            expiry_date: string;
            days_until_expiry: number;
            /** @enum {string} */
            expiry_status: 'expired' | 'critical' | 'warning' | 'ok';
            is_low_stock: boolean;
            is_recalled: boolean;
            recall_notice_id: string | null;
            quantity: number;
            pending_destruction: number;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            location: string | null;
            storage_place_id: string | null;
            storage_place_name: string | null;
            temperature_deviation_id: string | null;
            notes: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportInventoryItems: {
    parameters: {
      query: {
        search?: string;
        filter?: 'all' | 'expiring' | 'expired' | 'low_stock';
        sort?: 'expiry' | 'recent';
        medicine_template_id?: string;
        site_id?: string;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lagret som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  updateInventoryItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          batch_number?: string;
          expiry_date?: string;
          quantity?: number;
          /** @enum {string} */
          unit_type?: 'styck' | 'paket';
          location?: string | null;
          /** Format: uuid */
          storage_place_id?: string | null;
          notes?: string | null;
          adjustment_reason?: string;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Batchen är uppdaterad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            medicine_strength: string | null;
            medicine_unit: string;
            medicine_minimum_stock_level: number;
            is_controlled_substance: boolean;
            batch_number: string;
            expiry_date: string;
            days_until_expiry: number;
            /** @enum {string} */
            expiry_status: 'expired' | 'critical' | 'warning' | 'ok';
            is_low_stock: boolean;
            is_recalled: boolean;
            recall_notice_id: string | null;
            quantity: number;
            pending_destruction: number;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            location: string | null;
            storage_place_id: string | null;
            storage_place_name: string | null;
            temperature_deviation_id: string | null;
            notes: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  unpack: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          medicine_template_id: string;
          batch_number: string;
          expiry_date: string;
          /** @default 1 */
          quantity?: number;
          /**
           * @default styck
           * @enum {string}
           */
          unit_type?: 'styck' | 'paket';
          location?: string | null;
          notes?: string | null;
          delivery_reference?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Tillagt i batchen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            item: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              medicine_template_id: string;
              medicine_name: string;
              medicine_strength: string | null;
              medicine_unit: string;
              medicine_minimum_stock_level: number;
              is_controlled_substance: boolean;
              batch_number: string;
              expiry_date: string;
              days_until_expiry: number;
              /** @enum {string} */
              expiry_status: 'expired' | 'critical' | 'warning' | 'ok';
              is_low_stock: boolean;
              is_recalled: boolean;
              recall_notice_id: string | null;
              quantity: number;
              pending_destruction: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              location: string | null;
              storage_place_id: string | null;
              storage_place_name: string | null;
              temperature_deviation_id: string | null;
              notes: string | null;
              created_at: string;
              updated_at: string;
            };
            created: boolean;
          };
        };
      };
      /** @description Ny batch */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            item: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              medicine_template_id: string;
              medicine_name: string;
              medicine_strength: string | null;
              medicine_unit: string;
              medicine_minimum_stock_level: number;
              is_controlled_substance: boolean;
              batch_number: string;
              expiry_date: string;
              days_until_expiry: number;
              /** @enum {string} */
              expiry_status: 'expired' | 'critical' | 'warning' | 'ok';
              is_low_stock: boolean;
              is_recalled: boolean;
              recall_notice_id: string | null;
              quantity: number;
              pending_destruction: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              location: string | null;
              storage_place_id: string | null;
              storage_place_name: string | null;
              temperature_deviation_id: string | null;
              notes: string | null;
              created_at: string;
              updated_at: string;
            };
            created: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listBatchMovements: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Batchens rörelser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              site_id: string;
              inventory_item_id: string;
              medicine_template_id: string;
              medicine_name: string;
              batch_number: string;
              /** @enum {string} */
              kind:
                | 'opening_balance'
                | 'received'
                | 'unpacked'
                | 'adjusted'
                | 'withdrawn'
                | 'returned'
                | 'disposed'
                | 'disposal_cancelled'
                | 'restored'
                | 'counted'
                | 'transfer_out'
                | 'transfer_in'
                | 'corrected'
                | 'returned_to_supplier';
              delta: number;
              balance_after: number;
              created_at: string;
              occurred_at: string;
              actor_name: string;
              reason: string | null;
              reference: {
                type: string;
                id: string;
              } | null;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listStockMovements: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        site_id?: string;
        medicine_template_id?: string;
        kind?:
          | 'opening_balance'
          | 'received'
          | 'unpacked'
          | 'adjusted'
          | 'withdrawn'
          | 'returned'
          | 'disposed'
          | 'disposal_cancelled'
          | 'restored'
          | 'counted'
          | 'transfer_out'
          | 'transfer_in'
          | 'corrected'
          | 'returned_to_supplier';
        from?: string;
        to?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rörelser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              site_id: string;
              inventory_item_id: string;
              medicine_template_id: string;
              medicine_name: string;
              batch_number: string;
              /** @enum {string} */
              kind:
                | 'opening_balance'
                | 'received'
                | 'unpacked'
                | 'adjusted'
                | 'withdrawn'
                | 'returned'
                | 'disposed'
                | 'disposal_cancelled'
                | 'restored'
                | 'counted'
                | 'transfer_out'
                | 'transfer_in'
                | 'corrected'
                | 'returned_to_supplier';
              delta: number;
              balance_after: number;
              created_at: string;
              occurred_at: string;
              actor_name: string;
              reason: string | null;
              reference: {
                type: string;
                id: string;
              } | null;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportStockMovements: {
    parameters: {
      query: {
        site_id?: string;
        medicine_template_id?: string;
        kind?:
          | 'opening_balance'
          | 'received'
          | 'unpacked'
          | 'adjusted'
          | 'withdrawn'
          | 'returned'
          | 'disposed'
          | 'disposal_cancelled'
          | 'restored'
          | 'counted'
          | 'transfer_out'
          | 'transfer_in'
          | 'corrected'
          | 'returned_to_supplier';
        from?: string;
        to?: string;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lagerrörelserna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  listNarcoticCounts: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        template_id?: string;
        from?: string;
        to?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kontrollräkningarna */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              medicine_template_id: string;
              medicine_name: string;
              counted_at: string;
              counter_name: string;
              witness_name: string | null;
              expected: number;
              counted: number;
              difference: number;
              /** @enum {string} */
              status: 'ok' | 'discrepancy';
              note: string | null;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  recordNarcoticCount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "medicine_template_id": "3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d",
         *       "lines": [
         *         {
         *           "inventory_item_id": "7b2d4e6f-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
         *           "counted_quantity": 18
         *         }
         *       ],
         *       "last_count_id": null
         *     }
         */
        'application/json': {
          /** Format: uuid */
          medicine_template_id: string;
          lines: {
            /** Format: uuid */
            inventory_item_id: string;
            counted_quantity: number;
          }[];
          note?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
          /** Format: uuid */
          last_count_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Kontrollräkningen är sparad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            expected: number;
            counted: number;
            difference: number;
            /** @enum {string} */
            status: 'ok' | 'discrepancy';
            note: string | null;
            counter_name: string;
            witness_name: string | null;
            counted_at: string;
            lines: {
              /** Format: uuid */
              inventory_item_id: string;
              batch_number: string;
              expiry_date: string;
              expected: number;
              counted: number;
              difference: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listNarcotics: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Narkotika på enheten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              medicine_template_id: string;
              name: string;
              strength: string | null;
              unit: string;
              is_active: boolean;
              in_stock: boolean;
              last_count_at: string | null;
              /** @enum {string|null} */
              last_count_status: 'ok' | 'discrepancy' | null;
              count_due: string;
              count_overdue: boolean;
            }[];
            count_days: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getNarcoticCountSheet: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Räkneunderlag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            medicine_template_id: string;
            name: string;
            strength: string | null;
            unit: string;
            batches: {
              /** Format: uuid */
              inventory_item_id: string;
              batch_number: string;
              expiry_date: string;
              unit_type: string;
              location: string | null;
            }[];
            receiver_may_count: boolean;
            /** Format: uuid */
            last_count_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getNarcoticJournal: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        from?: string;
        to?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Journalen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            medicine_template_id: string;
            care_provider: string | null;
            name: string;
            strength: string | null;
            form: string;
            pack_size: string | null;
            schedule: string | null;
            earlier_names: {
              name: string;
              until: string;
            }[];
            unit: string;
            site_name: string;
            from: string | null;
            to: string | null;
            opening_balance: number;
            closing_balance: number;
            awaiting_destruction: number;
            items: {
              number: number;
              id: number | null;
              at: string;
              kind:
                | (
                    | 'opening_balance'
                    | 'received'
                    | 'unpacked'
                    | 'adjusted'
                    | 'withdrawn'
                    | 'returned'
                    | 'disposed'
                    | 'disposal_cancelled'
                    | 'restored'
                    | 'counted'
                    | 'transfer_out'
                    | 'transfer_in'
                    | 'corrected'
                    | 'returned_to_supplier'
                  )
                | ('reclassified' | 'renamed' | 'batch_changed');
              batch_number: string | null;
              delta: number;
              quantity_in: number | null;
              quantity_out: number | null;
              balance_after: number;
              medicine_name: string;
              medicine_form: string | null;
              pack_size: string | null;
              patient: string | null;
              actor_name: string;
              witness_name: string | null;
              delivery_reference: string | null;
              note: string | null;
              corrects_id: number | null;
              corrects_number: number | null;
              corrected_by_number: number | null;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadNarcoticJournalPdf: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Journalen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadNarcoticJournalCsv: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Journalen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  correctNarcoticJournalEntry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        movementId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quantity: number;
          patient?: string | null;
          note: string;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Rättelsen är sparad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            number: number;
            id: number | null;
            at: string;
            kind:
              | (
                  | 'opening_balance'
                  | 'received'
                  | 'unpacked'
                  | 'adjusted'
                  | 'withdrawn'
                  | 'returned'
                  | 'disposed'
                  | 'disposal_cancelled'
                  | 'restored'
                  | 'counted'
                  | 'transfer_out'
                  | 'transfer_in'
                  | 'corrected'
                  | 'returned_to_supplier'
                )
              | ('reclassified' | 'renamed' | 'batch_changed');
            batch_number: string | null;
            delta: number;
            quantity_in: number | null;
            quantity_out: number | null;
            balance_after: number;
            medicine_name: string;
            medicine_form: string | null;
            pack_size: string | null;
            patient: string | null;
            actor_name: string;
            witness_name: string | null;
            delivery_reference: string | null;
            note: string | null;
            corrects_id: number | null;
            corrects_number: number | null;
            corrected_by_number: number | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listStockTakes: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        status?: 'open' | 'completed' | 'cancelled';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inventeringar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              location: string | null;
              note: string | null;
              /** @enum {string} */
              status: 'open' | 'completed' | 'cancelled';
              started_at: string;
              started_by: string;
              finished_at: string | null;
              finished_by: string | null;
              lines_total: number;
              lines_counted: number;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  startStockTake: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          location?: string | null;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Inventeringen är startad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            location: string | null;
            note: string | null;
            /** @enum {string} */
            status: 'open' | 'completed' | 'cancelled';
            started_at: string;
            started_by: string;
            finished_at: string | null;
            finished_by: string | null;
            lines_total: number;
            lines_counted: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getStockTake: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inventeringen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            location: string | null;
            note: string | null;
            /** @enum {string} */
            status: 'open' | 'completed' | 'cancelled';
            started_at: string;
            started_by: string;
            finished_at: string | null;
            finished_by: string | null;
            lines_total: number;
            lines_counted: number;
            shows_expected: boolean;
            may_cancel: boolean;
            lines: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              inventory_item_id: string | null;
              /** Format: uuid */
              medicine_template_id: string;
              medicine_name: string;
              is_narcotic: boolean;
              batch_number: string;
              expiry_date: string;
              unit_type: string;
              location: string | null;
              found: boolean;
              counted: number | null;
              counted_by: string | null;
              counted_at: string | null;
              expected?: number | null;
              difference?: number | null;
            }[];
            report: {
              /** Format: uuid */
              id: string;
              site_name: string;
              location: string | null;
              started_at: string;
              finished_at: string | null;
              finished_by: string | null;
              lines_total: number;
              lines_counted: number;
              lines_with_difference: number;
              units_missing: number;
              units_found: number;
              lines: {
                /** Format: uuid */
                inventory_item_id: string;
                medicine_name: string;
                batch_number: string;
                expiry_date: string;
                unit_type: string;
                expected: number;
                counted: number;
                difference: number;
              }[];
            } | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  countStockTakeLine: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
        itemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          counted_quantity: number;
        };
      };
    };
    responses: {
      /** @description Raden är räknad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            is_narcotic: boolean;
            batch_number: string;
            expiry_date: string;
            unit_type: string;
            location: string | null;
            found: boolean;
            counted: number | null;
            counted_by: string | null;
            counted_at: string | null;
            expected?: number | null;
            difference?: number | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  addStockTakeLine: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          medicine_template_id: string;
          batch_number: string;
          expiry_date: string;
          counted_quantity: number;
        };
      };
    };
    responses: {
      /** @description Raden är räknad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            is_narcotic: boolean;
            batch_number: string;
            expiry_date: string;
            unit_type: string;
            location: string | null;
            found: boolean;
            counted: number | null;
            counted_by: string | null;
            counted_at: string | null;
            expected?: number | null;
            difference?: number | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  completeStockTake: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          uncounted?: 'keep' | 'zero';
          note?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              };
        };
      };
    };
    responses: {
      /** @description Avvikelserapporten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            site_name: string;
            location: string | null;
            started_at: string;
            finished_at: string | null;
            finished_by: string | null;
            lines_total: number;
            lines_counted: number;
            lines_with_difference: number;
            units_missing: number;
            units_found: number;
            lines: {
              /** Format: uuid */
              inventory_item_id: string;
              medicine_name: string;
              batch_number: string;
              expiry_date: string;
              unit_type: string;
              expected: number;
              counted: number;
              difference: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  cancelStockTake: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inventeringen är avbruten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            location: string | null;
            note: string | null;
            /** @enum {string} */
            status: 'open' | 'completed' | 'cancelled';
            started_at: string;
            started_by: string;
            finished_at: string | null;
            finished_by: string | null;
            lines_total: number;
            lines_counted: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadStockTakeReportPdf: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rapporten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadStockTakeReportCsv: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rapporten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listTransfers: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Flyttar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              from_site_id: string;
              from_site_name: string;
              /** Format: uuid */
              to_site_id: string;
              to_site_name: string;
              /** Format: uuid */
              from_item_id: string;
              /** Format: uuid */
              to_item_id: string;
              medicine_name: string;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              unit_type: string;
              note: string | null;
              moved_by: string;
              created_at: string;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createTransfer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "inventory_item_id": "7b2d4e6f-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
         *       "to_site_id": "5e6f7a8b-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
         *       "quantity": 10,
         *       "note": "Lån till avdelning 30B"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          inventory_item_id: string;
          /** Format: uuid */
          to_site_id: string;
          quantity: number;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Flytten är bokförd på båda enheterna */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            from_site_id: string;
            from_site_name: string;
            /** Format: uuid */
            to_site_id: string;
            to_site_name: string;
            /** Format: uuid */
            from_item_id: string;
            /** Format: uuid */
            to_item_id: string;
            medicine_name: string;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            unit_type: string;
            note: string | null;
            moved_by: string;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listTransferTargets: {
    parameters: {
      query?: {
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Mottagande enheter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getCurrentKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kiosken, eller null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string | null;
            name: string;
            /** Format: uuid */
            site_id: string | null;
            site_name: string | null;
            idle_minutes: number;
            sign_out_after_withdrawal: boolean;
          } | null;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  recordOfflineEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idempotency_key: string;
          /** Format: date-time */
          occurred_at: string;
          grant: string;
          qr_code_data: string;
          /** @enum {string} */
          action_type: 'withdraw' | 'add';
          quantity: number;
          /** @enum {string} */
          unit_type?: 'styck' | 'paket';
          batch_number?: string;
          expiry_date?: string;
        };
      };
    };
    responses: {
      /** @description Vägrad och sparad som Behöver åtgärd */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'booked' | 'needs_action';
            message: string;
            replayed: boolean;
          };
        };
      };
      /** @description Bokad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'booked' | 'needs_action';
            message: string;
            replayed: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listKiosks: {
    parameters: {
      query?: {
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kiosker */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            idle_minutes: number;
            sign_out_after_withdrawal: boolean;
            created_at: string;
            created_by: string;
            last_used_at: string | null;
            wrong_badge_attempts: number;
            throttled_until: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  registerKiosk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id: string;
          name: string;
          /** @default 5 */
          idle_minutes?: number;
          /** @default false */
          sign_out_after_withdrawal?: boolean;
        };
      };
    };
    responses: {
      /** @description Kiosken är registrerad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            idle_minutes: number;
            sign_out_after_withdrawal: boolean;
            created_at: string;
            created_by: string;
            last_used_at: string | null;
            wrong_badge_attempts: number;
            throttled_until: string | null;
            device_key: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  revokeKiosk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kiosken är återkallad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateKiosk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          idle_minutes?: number;
          sign_out_after_withdrawal?: boolean;
        };
      };
    };
    responses: {
      /** @description Kiosken är ändrad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            idle_minutes: number;
            sign_out_after_withdrawal: boolean;
            created_at: string;
            created_by: string;
            last_used_at: string | null;
            wrong_badge_attempts: number;
            throttled_until: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listApiTokens: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description API-token, nyast först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            site_ids: string[];
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
            }[];
            scopes: (
              'read:stock' | 'read:kassation' | 'read:recalls' | 'read:warnings' | 'write:stock'
            )[];
            created_at: string;
            created_by: string;
            expires_at: string | null;
            last_used_at: string | null;
            revoked_at: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createApiToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "BI-region",
         *       "site_ids": [
         *         "3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d"
         *       ],
         *       "scopes": [
         *         "read:stock",
         *         "read:kassation"
         *       ],
         *       "expires_at": "2027-12-31T23:00:00.000Z"
         *     }
         */
        'application/json': {
          name: string;
          site_ids: string[];
          scopes: (
            'read:stock' | 'read:kassation' | 'read:recalls' | 'read:warnings' | 'write:stock'
          )[];
          /** Format: date-time */
          expires_at?: string | null;
        };
      };
    };
    responses: {
      /** @description API-token är skapad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            site_ids: string[];
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
            }[];
            scopes: (
              'read:stock' | 'read:kassation' | 'read:recalls' | 'read:warnings' | 'write:stock'
            )[];
            created_at: string;
            created_by: string;
            expires_at: string | null;
            last_used_at: string | null;
            revoked_at: string | null;
            /** @description Visas bara nu; servern sparar endast en hash. */
            token: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  revokeApiToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description API-token är återkallad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            site_ids: string[];
            sites: {
              /** Format: uuid */
              id: string;
              name: string;
            }[];
            scopes: (
              'read:stock' | 'read:kassation' | 'read:recalls' | 'read:warnings' | 'write:stock'
            )[];
            created_at: string;
            created_by: string;
            expires_at: string | null;
            last_used_at: string | null;
            revoked_at: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listOfflineRefusals: {
    parameters: {
      query?: {
        site_id?: string;
        status?: 'open' | 'resolved' | 'all';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Händelser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            kiosk_name: string;
            actor_name: string;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            /** @enum {string} */
            action_type: 'withdraw' | 'add';
            quantity: number;
            batch_number: string | null;
            occurred_at: string;
            received_at: string;
            reason: string;
            resolved_at: string | null;
            resolved_by: string | null;
            resolution_note: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  resolveOfflineRefusal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Åtgärdad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            kiosk_name: string;
            actor_name: string;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            /** @enum {string} */
            action_type: 'withdraw' | 'add';
            quantity: number;
            batch_number: string | null;
            occurred_at: string;
            received_at: string;
            reason: string;
            resolved_at: string | null;
            resolved_by: string | null;
            resolution_note: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listDeviations: {
    parameters: {
      query?: {
        site_id?: string;
        status?: 'open' | 'closed' | 'all';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avvikelser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind:
              'narcotic_count' | 'stock_take' | 'correction' | 'offline_refused' | 'temperature';
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string | null;
            title: string;
            description: string;
            opened_by: string;
            opened_at: string;
            /** @enum {string} */
            status: 'open' | 'closed';
            closed_by: string | null;
            closed_at: string | null;
            conclusion: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportDeviations: {
    parameters: {
      query: {
        site_id?: string;
        status?: 'open' | 'closed' | 'all';
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avvikelserna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getDeviation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avvikelsen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind:
              'narcotic_count' | 'stock_take' | 'correction' | 'offline_refused' | 'temperature';
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string | null;
            title: string;
            description: string;
            opened_by: string;
            opened_at: string;
            /** @enum {string} */
            status: 'open' | 'closed';
            closed_by: string | null;
            closed_at: string | null;
            conclusion: string | null;
            notes: {
              id: number;
              text: string;
              author_name: string;
              created_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  addDeviationNote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Anteckningen är sparad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind:
              'narcotic_count' | 'stock_take' | 'correction' | 'offline_refused' | 'temperature';
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string | null;
            title: string;
            description: string;
            opened_by: string;
            opened_at: string;
            /** @enum {string} */
            status: 'open' | 'closed';
            closed_by: string | null;
            closed_at: string | null;
            conclusion: string | null;
            notes: {
              id: number;
              text: string;
              author_name: string;
              created_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  closeDeviation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conclusion: string;
        };
      };
    };
    responses: {
      /** @description Avslutad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind:
              'narcotic_count' | 'stock_take' | 'correction' | 'offline_refused' | 'temperature';
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string | null;
            title: string;
            description: string;
            opened_by: string;
            opened_at: string;
            /** @enum {string} */
            status: 'open' | 'closed';
            closed_by: string | null;
            closed_at: string | null;
            conclusion: string | null;
            notes: {
              id: number;
              text: string;
              author_name: string;
              created_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listOpenedPacks: {
    parameters: {
      query?: {
        site_id?: string;
        status?: 'open' | 'all';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Öppnade förpackningar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            strength: string | null;
            batch_number: string;
            expiry_date: string;
            location: string | null;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            batch_quantity: number;
            is_narcotic: boolean;
            opened_at: string;
            opened_by: string;
            note: string | null;
            in_use_days: number | null;
            use_by: string;
            days_left: number;
            /** @enum {string} */
            status: 'open' | 'used_up' | 'disposed' | 'emptied';
            ended_at: string | null;
            ended_by: string | null;
            /** Format: uuid */
            kassation_id: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  openPack: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "inventory_item_id": "2f9c6a4e-8d1b-4c3e-9a7f-5b6d8e0c1a2b",
         *       "note": "Penna till rum 4"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          inventory_item_id: string;
          note?: string | null;
          use_by?: string | null;
        };
      };
    };
    responses: {
      /** @description Den öppnade förpackningen */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            strength: string | null;
            batch_number: string;
            expiry_date: string;
            location: string | null;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            batch_quantity: number;
            is_narcotic: boolean;
            opened_at: string;
            opened_by: string;
            note: string | null;
            in_use_days: number | null;
            use_by: string;
            days_left: number;
            /** @enum {string} */
            status: 'open' | 'used_up' | 'disposed' | 'emptied';
            ended_at: string | null;
            ended_by: string | null;
            /** Format: uuid */
            kassation_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  markOpenedPackUsedUp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Förpackningen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            strength: string | null;
            batch_number: string;
            expiry_date: string;
            location: string | null;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            batch_quantity: number;
            is_narcotic: boolean;
            opened_at: string;
            opened_by: string;
            note: string | null;
            in_use_days: number | null;
            use_by: string;
            days_left: number;
            /** @enum {string} */
            status: 'open' | 'used_up' | 'disposed' | 'emptied';
            ended_at: string | null;
            ended_by: string | null;
            /** Format: uuid */
            kassation_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  disposeOpenedPack: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Förpackningen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            strength: string | null;
            batch_number: string;
            expiry_date: string;
            location: string | null;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            batch_quantity: number;
            is_narcotic: boolean;
            opened_at: string;
            opened_by: string;
            note: string | null;
            in_use_days: number | null;
            use_by: string;
            days_left: number;
            /** @enum {string} */
            status: 'open' | 'used_up' | 'disposed' | 'emptied';
            ended_at: string | null;
            ended_by: string | null;
            /** Format: uuid */
            kassation_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listDelegations: {
    parameters: {
      query?: {
        site_id?: string;
        status?: 'current' | 'all';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delegeringar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            user_id: string;
            user_name: string;
            /** @enum {string} */
            kind: 'hand_out' | 'prepare_administer' | 'insulin' | 'narcotics';
            /** Format: uuid */
            issued_by_user_id: string;
            issued_by: string;
            valid_from: string;
            valid_to: string;
            note: string | null;
            created_at: string;
            created_by: string;
            revoked_at: string | null;
            revoked_by: string | null;
            revoke_reason: string | null;
            /** @enum {string} */
            state: 'active' | 'upcoming' | 'ended' | 'revoked';
            days_left: number | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createDelegation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "user_id": "2f9c6a4e-8d1b-4c3e-9a7f-5b6d8e0c1a2b",
         *       "kind": "hand_out",
         *       "issued_by_user_id": "7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b",
         *       "valid_from": "2026-12-01",
         *       "valid_to": "2027-11-30"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          site_id?: string;
          /** Format: uuid */
          user_id: string;
          /** @enum {string} */
          kind: 'hand_out' | 'prepare_administer' | 'insulin' | 'narcotics';
          /** Format: uuid */
          issued_by_user_id: string;
          valid_from: string;
          valid_to: string;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Delegeringen */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            user_id: string;
            user_name: string;
            /** @enum {string} */
            kind: 'hand_out' | 'prepare_administer' | 'insulin' | 'narcotics';
            /** Format: uuid */
            issued_by_user_id: string;
            issued_by: string;
            valid_from: string;
            valid_to: string;
            note: string | null;
            created_at: string;
            created_by: string;
            revoked_at: string | null;
            revoked_by: string | null;
            revoke_reason: string | null;
            /** @enum {string} */
            state: 'active' | 'upcoming' | 'ended' | 'revoked';
            days_left: number | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportDelegations: {
    parameters: {
      query: {
        site_id?: string;
        status?: 'current' | 'all';
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delegeringarna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  revokeDelegation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "Slutat på enheten"
         *     }
         */
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Delegeringen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            user_id: string;
            user_name: string;
            /** @enum {string} */
            kind: 'hand_out' | 'prepare_administer' | 'insulin' | 'narcotics';
            /** Format: uuid */
            issued_by_user_id: string;
            issued_by: string;
            valid_from: string;
            valid_to: string;
            note: string | null;
            created_at: string;
            created_by: string;
            revoked_at: string | null;
            revoked_by: string | null;
            revoke_reason: string | null;
            /** @enum {string} */
            state: 'active' | 'upcoming' | 'ended' | 'revoked';
            days_left: number | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listStoragePlaces: {
    parameters: {
      query?: {
        site_id?: string;
        all?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Förvaringsplatser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            name: string;
            /** @enum {string} */
            kind: 'fridge' | 'freezer' | 'room';
            min_c: number;
            max_c: number;
            is_active: boolean;
            daily_reading: boolean;
            read_today: boolean;
            last_reading: {
              read_at: string;
              current_c: number;
              read_by: string;
              /** @enum {string} */
              source: 'manual' | 'logger';
              outside_range: boolean;
            } | null;
            /** Format: uuid */
            open_deviation_id: string | null;
            batch_count: number;
            created_at: string;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createStoragePlace: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Läkemedelskylskåp",
         *       "kind": "fridge",
         *       "min_c": 2,
         *       "max_c": 8
         *     }
         */
        'application/json': {
          /** Format: uuid */
          site_id?: string;
          name: string;
          /** @enum {string} */
          kind: 'fridge' | 'freezer' | 'room';
          min_c: number;
          max_c: number;
        };
      };
    };
    responses: {
      /** @description Förvaringsplatsen */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            name: string;
            /** @enum {string} */
            kind: 'fridge' | 'freezer' | 'room';
            min_c: number;
            max_c: number;
            is_active: boolean;
            daily_reading: boolean;
            read_today: boolean;
            last_reading: {
              read_at: string;
              current_c: number;
              read_by: string;
              /** @enum {string} */
              source: 'manual' | 'logger';
              outside_range: boolean;
            } | null;
            /** Format: uuid */
            open_deviation_id: string | null;
            batch_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  updateStoragePlace: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          min_c?: number;
          max_c?: number;
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description Förvaringsplatsen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            name: string;
            /** @enum {string} */
            kind: 'fridge' | 'freezer' | 'room';
            min_c: number;
            max_c: number;
            is_active: boolean;
            daily_reading: boolean;
            read_today: boolean;
            last_reading: {
              read_at: string;
              current_c: number;
              read_by: string;
              /** @enum {string} */
              source: 'manual' | 'logger';
              outside_range: boolean;
            } | null;
            /** Format: uuid */
            open_deviation_id: string | null;
            batch_count: number;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  storagePlaceMonth: {
    parameters: {
      query?: {
        month?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Månaden */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            place: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              name: string;
              /** @enum {string} */
              kind: 'fridge' | 'freezer' | 'room';
              min_c: number;
              max_c: number;
              is_active: boolean;
              daily_reading: boolean;
              read_today: boolean;
              last_reading: {
                read_at: string;
                current_c: number;
                read_by: string;
                /** @enum {string} */
                source: 'manual' | 'logger';
                outside_range: boolean;
              } | null;
              /** Format: uuid */
              open_deviation_id: string | null;
              batch_count: number;
              created_at: string;
            };
            month: string;
            days: {
              day: string;
              signed: boolean;
            }[];
            readings: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              place_id: string;
              read_at: string;
              /** @enum {string} */
              source: 'manual' | 'logger';
              current_c: number;
              min_c: number | null;
              max_c: number | null;
              outside_range: boolean;
              read_by: string;
              note: string | null;
              /** Format: uuid */
              deviation_id: string | null;
            }[];
            deviations: {
              /** Format: uuid */
              id: string;
              title: string;
              opened_at: string;
              /** @enum {string} */
              status: 'open' | 'closed';
              closed_at: string | null;
              closed_by: string | null;
              conclusion: string | null;
            }[];
            breach_minutes: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  recordTemperatureReading: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "current_c": 4.5,
         *       "min_c": 3.1,
         *       "max_c": 6.8,
         *       "note": null
         *     }
         */
        'application/json': {
          current_c: number;
          min_c?: number | null;
          max_c?: number | null;
          note?: string | null;
          /** Format: date-time */
          read_at?: string | null;
        };
      };
    };
    responses: {
      /** @description Avläsningen är sparad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reading: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              place_id: string;
              read_at: string;
              /** @enum {string} */
              source: 'manual' | 'logger';
              current_c: number;
              min_c: number | null;
              max_c: number | null;
              outside_range: boolean;
              read_by: string;
              note: string | null;
              /** Format: uuid */
              deviation_id: string | null;
            };
            deviation: {
              /** Format: uuid */
              id: string;
              opened: boolean;
            } | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  storagePlaceMonthSheetPdf: {
    parameters: {
      query?: {
        month?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Temperaturlistan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  storagePlaceMonthSheetCsv: {
    parameters: {
      query?: {
        month?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Temperaturlistan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  uploadTemperatureLogger: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "kyl-november.csv",
         *       "csv": "Tid;Temperatur\n2026-11-03 08:00;4,5\n2026-11-03 08:05;4,6\n"
         *     }
         */
        'application/json': {
          file_name: string;
          csv: string;
        };
      };
    };
    responses: {
      /** @description Vad som lästes in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stored: number;
            already_stored: number;
            errors: {
              line: number;
              message: string;
            }[];
            breaches: {
              from: string;
              to: string;
              minutes: number;
              extreme_c: number;
            }[];
            /** Format: uuid */
            deviation_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listImports: {
    parameters: {
      query?: {
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Importer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind: 'medicines' | 'stock' | 'staff' | 'catalogue';
            file_name: string;
            row_count: number;
            /** @enum {string} */
            status: 'draft' | 'committed';
            created_by: string;
            created_at: string;
            committed_at: string | null;
            counts: {
              create: number;
              update: number;
              skip: number;
              error: number;
            } | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  startImport: {
    parameters: {
      query: {
        kind: 'medicines' | 'stock' | 'staff' | 'catalogue';
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description Listan är uppladdad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind: 'medicines' | 'stock' | 'staff' | 'catalogue';
            file_name: string;
            row_count: number;
            /** @enum {string} */
            status: 'draft' | 'committed';
            created_by: string;
            created_at: string;
            committed_at: string | null;
            counts: {
              create: number;
              update: number;
              skip: number;
              error: number;
            } | null;
            columns: string[];
            fields: {
              key: string;
              label: string;
              required: boolean;
              required_unless?: string;
            }[];
            proposed_mapping: {
              [key: string]: number | null;
            };
            /** @enum {string} */
            mapping_source: 'headers' | 'saved';
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  setImportMapping: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "mapping": {
         *         "name": 0,
         *         "strength": 1,
         *         "unit": 2,
         *         "pack_size": null
         *       },
         *       "save": true
         *     }
         */
        'application/json': {
          mapping: {
            [key: string]: number | null;
          };
          /** @default false */
          save?: boolean;
        };
      };
    };
    responses: {
      /** @description Förhandsvisningen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            counts: {
              create: number;
              update: number;
              skip: number;
              error: number;
            };
            rows: {
              line: number;
              /** @enum {string} */
              outcome: 'create' | 'update' | 'skip' | 'error';
              message: string | null;
              cell: string | null;
              values: {
                [key: string]: string;
              };
            }[];
            page: number;
            pages: number;
            per_page: number;
            narcotic_rows: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  previewImport: {
    parameters: {
      query?: {
        page?: number;
        outcome?: 'create' | 'update' | 'skip' | 'error';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Förhandsvisningen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            counts: {
              create: number;
              update: number;
              skip: number;
              error: number;
            };
            rows: {
              line: number;
              /** @enum {string} */
              outcome: 'create' | 'update' | 'skip' | 'error';
              message: string | null;
              cell: string | null;
              values: {
                [key: string]: string;
              };
            }[];
            page: number;
            pages: number;
            per_page: number;
            narcotic_rows: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  commitImport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "witness": null
         *     }
         */
        'application/json': {
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Vad importen gjorde, och nya kontons första lösenord */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** @enum {string} */
            kind: 'medicines' | 'stock' | 'staff' | 'catalogue';
            file_name: string;
            row_count: number;
            /** @enum {string} */
            status: 'draft' | 'committed';
            created_by: string;
            created_at: string;
            committed_at: string | null;
            counts: {
              create: number;
              update: number;
              skip: number;
              error: number;
            } | null;
            initial_passwords: {
              line: number;
              email: string;
              name: string;
              password: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadImportErrorsXlsx: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Felraderna */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadImportErrorsCsv: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Felraderna */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadImportTemplate: {
    parameters: {
      query: {
        kind: 'medicines' | 'stock' | 'staff' | 'catalogue';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Mallen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listCatalogue: {
    parameters: {
      query?: {
        site_id?: string;
        q?: string;
        page?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Katalogens produkter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: {
              gtin: string;
              name: string;
              strength: string | null;
              unit: string;
              pack_size: string | null;
              atc_code: string | null;
              /** @enum {string|null} */
              narcotic_schedule: 'II' | 'III' | 'IV' | 'V' | null;
              storage_requirements: string | null;
              in_use_days: number | null;
              updated_at: string;
            }[];
            total: number;
            page: number;
            pages: number;
            per_page: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  medicineFromCatalogue: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        gtin: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "site_id": "5e6f7a8b-1a3c-4e5f-8a9b-0c1d2e3f4a5b"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          site_id?: string;
        };
      };
    };
    responses: {
      /** @description Enheten hade läkemedlet; GTIN är kopplat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            created: boolean;
            gtin: string;
          };
        };
      };
      /** @description Läkemedlet är upplagt och GTIN kopplat */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            created: boolean;
            gtin: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getOrderProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Beställningsförslaget */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string;
            site_name: string;
            warning_days: number;
            items: {
              /** Format: uuid */
              medicine_template_id: string;
              name: string;
              strength: string | null;
              unit: string;
              in_stock: number;
              usable_in_stock: number;
              minimum_stock_level: number;
              par_level: number | null;
              suggested_quantity: number;
              expiring_soon: number;
              move_instead: {
                /** Format: uuid */
                site_id: string;
                site_name: string;
                /** Format: uuid */
                inventory_item_id: string;
                batch_number: string;
                expiry_date: string;
                quantity: number;
                unit_type: string;
              }[];
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadOrderProposalCsv: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Förslaget */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadOrderProposalPdf: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Förslaget */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  initiateKassation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "inventory_item_id": "7b2d4e6f-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
         *       "quantity": 5,
         *       "reason": "expired",
         *       "reason_description": "Utgånget 2026-11-30"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          inventory_item_id: string;
          quantity: number;
          /**
           * @default expired
           * @enum {string}
           */
          reason?: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
          reason_description?: string | null;
          disposal_notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Kassationen är registrerad och antalet draget från lagret */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            medicine_strength: string | null;
            is_controlled_substance: boolean;
            awaiting_destruction: boolean;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            unit_type: string;
            /** @enum {string} */
            reason: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            reason_description: string | null;
            disposal_method: string | null;
            disposal_notes: string | null;
            /** @enum {string} */
            status: 'initiated' | 'approved' | 'completed' | 'cancelled';
            initiated_by: string | null;
            initiator_name: string;
            disposal_date: string;
            approver_name: string | null;
            approved_at: string | null;
            approval_notes: string | null;
            completer_name: string | null;
            completed_at: string | null;
            completion_notes: string | null;
            witness_name: string | null;
            actual_disposal_date: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            is_restored: boolean;
            restorer_name: string | null;
            restored_at: string | null;
            restoration_reason: string | null;
            has_certificate: boolean;
            remaining_quantity: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  disposeMany: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          kassations: {
            /** Format: uuid */
            inventory_item_id: string;
            quantity: number;
            /**
             * @default expired
             * @enum {string}
             */
            reason?: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            reason_description?: string | null;
            disposal_notes?: string | null;
            disposal_method?: string | null;
          }[];
          batch_notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Alla rader är kasserade */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kassations: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              inventory_item_id: string | null;
              /** Format: uuid */
              medicine_template_id: string | null;
              medicine_name: string;
              medicine_strength: string | null;
              is_controlled_substance: boolean;
              awaiting_destruction: boolean;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              unit_type: string;
              /** @enum {string} */
              reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
              reason_description: string | null;
              disposal_method: string | null;
              disposal_notes: string | null;
              /** @enum {string} */
              status: 'initiated' | 'approved' | 'completed' | 'cancelled';
              initiated_by: string | null;
              initiator_name: string;
              disposal_date: string;
              approver_name: string | null;
              approved_at: string | null;
              approval_notes: string | null;
              completer_name: string | null;
              completed_at: string | null;
              completion_notes: string | null;
              witness_name: string | null;
              actual_disposal_date: string | null;
              cancelled_at: string | null;
              cancel_reason: string | null;
              is_restored: boolean;
              restorer_name: string | null;
              restored_at: string | null;
              restoration_reason: string | null;
              has_certificate: boolean;
              remaining_quantity: number;
            }[];
            total_quantity: number;
            batch_notes: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  cancelKassation: {
    parameters: {
      query?: {
        reason?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kassationen är avbruten */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            medicine_strength: string | null;
            is_controlled_substance: boolean;
            awaiting_destruction: boolean;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            unit_type: string;
            /** @enum {string} */
            reason: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            reason_description: string | null;
            disposal_method: string | null;
            disposal_notes: string | null;
            /** @enum {string} */
            status: 'initiated' | 'approved' | 'completed' | 'cancelled';
            initiated_by: string | null;
            initiator_name: string;
            disposal_date: string;
            approver_name: string | null;
            approved_at: string | null;
            approval_notes: string | null;
            completer_name: string | null;
            completed_at: string | null;
            completion_notes: string | null;
            witness_name: string | null;
            actual_disposal_date: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            is_restored: boolean;
            restorer_name: string | null;
            restored_at: string | null;
            restoration_reason: string | null;
            has_certificate: boolean;
            remaining_quantity: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Kassationens läge tillåter inte ändringen */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  approveKassation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          disposal_notes?: string | null;
          actual_disposal_date?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Kassationen är godkänd */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            medicine_strength: string | null;
            is_controlled_substance: boolean;
            awaiting_destruction: boolean;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            unit_type: string;
            /** @enum {string} */
            reason: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            reason_description: string | null;
            disposal_method: string | null;
            disposal_notes: string | null;
            /** @enum {string} */
            status: 'initiated' | 'approved' | 'completed' | 'cancelled';
            initiated_by: string | null;
            initiator_name: string;
            disposal_date: string;
            approver_name: string | null;
            approved_at: string | null;
            approval_notes: string | null;
            completer_name: string | null;
            completed_at: string | null;
            completion_notes: string | null;
            witness_name: string | null;
            actual_disposal_date: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            is_restored: boolean;
            restorer_name: string | null;
            restored_at: string | null;
            restoration_reason: string | null;
            has_certificate: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Kassationens läge tillåter inte ändringen */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  completeKassation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          disposal_notes?: string | null;
          actual_disposal_date?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Kassationen är slutförd */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            medicine_strength: string | null;
            is_controlled_substance: boolean;
            awaiting_destruction: boolean;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            unit_type: string;
            /** @enum {string} */
            reason: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            reason_description: string | null;
            disposal_method: string | null;
            disposal_notes: string | null;
            /** @enum {string} */
            status: 'initiated' | 'approved' | 'completed' | 'cancelled';
            initiated_by: string | null;
            initiator_name: string;
            disposal_date: string;
            approver_name: string | null;
            approved_at: string | null;
            approval_notes: string | null;
            completer_name: string | null;
            completed_at: string | null;
            completion_notes: string | null;
            witness_name: string | null;
            actual_disposal_date: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            is_restored: boolean;
            restorer_name: string | null;
            restored_at: string | null;
            restoration_reason: string | null;
            has_certificate: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Kassationens läge tillåter inte ändringen */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  restoreKassation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          restoration_reason?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Antalet är tillbaka i lagret */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            /** Format: uuid */
            medicine_template_id: string | null;
            medicine_name: string;
            medicine_strength: string | null;
            is_controlled_substance: boolean;
            awaiting_destruction: boolean;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            unit_type: string;
            /** @enum {string} */
            reason: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            reason_description: string | null;
            disposal_method: string | null;
            disposal_notes: string | null;
            /** @enum {string} */
            status: 'initiated' | 'approved' | 'completed' | 'cancelled';
            initiated_by: string | null;
            initiator_name: string;
            disposal_date: string;
            approver_name: string | null;
            approved_at: string | null;
            approval_notes: string | null;
            completer_name: string | null;
            completed_at: string | null;
            completion_notes: string | null;
            witness_name: string | null;
            actual_disposal_date: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            is_restored: boolean;
            restorer_name: string | null;
            restored_at: string | null;
            restoration_reason: string | null;
            has_certificate: boolean;
            remaining_quantity: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Kassationens läge tillåter inte ändringen */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listPendingKassations: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kassationer som väntar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              inventory_item_id: string | null;
              /** Format: uuid */
              medicine_template_id: string | null;
              medicine_name: string;
              medicine_strength: string | null;
              is_controlled_substance: boolean;
              awaiting_destruction: boolean;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              unit_type: string;
              /** @enum {string} */
              reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
              reason_description: string | null;
              disposal_method: string | null;
              disposal_notes: string | null;
              /** @enum {string} */
              status: 'initiated' | 'approved' | 'completed' | 'cancelled';
              initiated_by: string | null;
              initiator_name: string;
              disposal_date: string;
              approver_name: string | null;
              approved_at: string | null;
              approval_notes: string | null;
              completer_name: string | null;
              completed_at: string | null;
              completion_notes: string | null;
              witness_name: string | null;
              actual_disposal_date: string | null;
              cancelled_at: string | null;
              cancel_reason: string | null;
              is_restored: boolean;
              restorer_name: string | null;
              restored_at: string | null;
              restoration_reason: string | null;
              has_certificate: boolean;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listKassationHistory: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        status?: 'initiated' | 'approved' | 'completed' | 'cancelled' | 'restored';
        from_date?: string;
        to_date?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enhetens kassationer, nyast först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              inventory_item_id: string | null;
              /** Format: uuid */
              medicine_template_id: string | null;
              medicine_name: string;
              medicine_strength: string | null;
              is_controlled_substance: boolean;
              awaiting_destruction: boolean;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              unit_type: string;
              /** @enum {string} */
              reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
              reason_description: string | null;
              disposal_method: string | null;
              disposal_notes: string | null;
              /** @enum {string} */
              status: 'initiated' | 'approved' | 'completed' | 'cancelled';
              initiated_by: string | null;
              initiator_name: string;
              disposal_date: string;
              approver_name: string | null;
              approved_at: string | null;
              approval_notes: string | null;
              completer_name: string | null;
              completed_at: string | null;
              completion_notes: string | null;
              witness_name: string | null;
              actual_disposal_date: string | null;
              cancelled_at: string | null;
              cancel_reason: string | null;
              is_restored: boolean;
              restorer_name: string | null;
              restored_at: string | null;
              restoration_reason: string | null;
              has_certificate: boolean;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listDisposedItems: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        include_restored?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Det som kasserats, nyast först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              inventory_item_id: string | null;
              /** Format: uuid */
              medicine_template_id: string | null;
              medicine_name: string;
              medicine_strength: string | null;
              is_controlled_substance: boolean;
              awaiting_destruction: boolean;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              unit_type: string;
              /** @enum {string} */
              reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
              reason_description: string | null;
              disposal_method: string | null;
              disposal_notes: string | null;
              /** @enum {string} */
              status: 'initiated' | 'approved' | 'completed' | 'cancelled';
              initiated_by: string | null;
              initiator_name: string;
              disposal_date: string;
              approver_name: string | null;
              approved_at: string | null;
              approval_notes: string | null;
              completer_name: string | null;
              completed_at: string | null;
              completion_notes: string | null;
              witness_name: string | null;
              actual_disposal_date: string | null;
              cancelled_at: string | null;
              cancel_reason: string | null;
              is_restored: boolean;
              restorer_name: string | null;
              restored_at: string | null;
              restoration_reason: string | null;
              has_certificate: boolean;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listExpiryPredictions: {
    parameters: {
      query?: {
        days_ahead?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Batcher som går ut inom perioden, först först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            days_ahead: number;
            items: {
              inventory_item_id: string;
              medicine_template_id: string;
              medicine_name: string;
              medicine_strength: string | null;
              is_controlled_substance: boolean;
              batch_number: string;
              expiry_date: string;
              days_until_expiry: number;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              location: string | null;
            }[];
            total_quantity: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getKassationSummary: {
    parameters: {
      query?: {
        from_date?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Antal och mängd per status och orsak */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            from_date: string;
            total_count: number;
            total_quantity: number;
            by_status: {
              initiated: {
                count: number;
                quantity: number;
              };
              approved: {
                count: number;
                quantity: number;
              };
              completed: {
                count: number;
                quantity: number;
              };
              cancelled: {
                count: number;
                quantity: number;
              };
              restored: {
                count: number;
                quantity: number;
              };
            };
            by_reason: {
              count: number;
              quantity: number;
              /** @enum {string} */
              reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getKassationStats: {
    parameters: {
      query?: {
        from_date?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kassationsstatistik för perioden */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            from_date: string;
            total_disposed: number;
            total_quantity: number;
            most_wasted: {
              medicine_name: string;
              medicine_strength: string | null;
              total_quantity: number;
              disposal_count: number;
              /** @enum {string} */
              main_reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
            }[];
            monthly_totals: {
              month: number;
              year: number;
              total_quantity: number;
              total_count: number;
            }[];
            disposal_reasons: {
              /** @enum {string} */
              reason:
                'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
              count: number;
              percentage: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportKassationHistory: {
    parameters: {
      query: {
        status?: 'initiated' | 'approved' | 'completed' | 'cancelled' | 'restored';
        from_date?: string;
        to_date?: string;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kassationerna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  exportDisposedItems: {
    parameters: {
      query: {
        include_restored?: boolean;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Det kasserade som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  exportKassationStats: {
    parameters: {
      query: {
        from_date?: string;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Statistiken som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getKassationAuditLog: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kassationens händelser, äldst först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kassation_id: string;
            items: {
              id: string;
              at: string;
              action: string;
              actor_id: string | null;
              actor_name: string;
              before?: unknown;
              after?: unknown;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  generateKassationCertificate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default true */
          include_signatures?: boolean;
          additional_notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Intyget är skapat */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            kassation_id: string;
            include_signatures: boolean;
            additional_notes: string | null;
            generator_name: string;
            generated_at: string;
            filename: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Kassationens läge tillåter inte ändringen */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadKassationCertificate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Det senast skapade kassationsintyget (A4) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Inget intyg skapat ännu */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getSystemStats: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Siffror för hela systemet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total_customers: number;
            total_sites: number;
            total_users: number;
            active_users: number;
            active_sites: number;
            active_warnings: number;
            critical_warnings: number;
            monthly_revenue_sek: number;
            recent_activity_count: number;
            last_backup_at: string | null;
            /** @enum {string} */
            database: 'sqlite' | 'postgresql';
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getRevenue: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Intäkter per månad och kund */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            monthly_revenue_sek: number;
            annual_forecast_sek: number;
            average_per_site_sek: number;
            active_sites: number;
            uniform_price_sek: number | null;
            customers: {
              /** Format: uuid */
              customer_id: string;
              customer_name: string;
              /** @enum {string} */
              customer_type: 'region' | 'kommun' | 'private';
              monthly_price_sek: number;
              active_sites: number;
              monthly_revenue_sek: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listRecentActivity: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Händelser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              at: string;
              actor_name: string;
              site_id: string | null;
              site_name: string | null;
              action: string;
              entity: string;
              entity_id: string | null;
              summary: string;
              summary_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
            }[];
            total: number;
            page: number;
            limit: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getWarningCounts: {
    parameters: {
      query?: {
        only_active?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sammanfattning av varningar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            critical: number;
            by_type: {
              expiry_warning?: number;
              critical_expiry?: number;
              low_stock?: number;
              count_overdue?: number;
              deviation?: number;
              system_alert?: number;
              opened_pack_expiry?: number;
              delegation_ending?: number;
              fridge_not_read?: number;
            };
            by_severity: {
              low?: number;
              medium?: number;
              high?: number;
              critical?: number;
            };
            recent: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              title: string;
              title_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
              /** @enum {string} */
              warning_type:
                | 'expiry_warning'
                | 'critical_expiry'
                | 'low_stock'
                | 'count_overdue'
                | 'deviation'
                | 'system_alert'
                | 'opened_pack_expiry'
                | 'delegation_ending'
                | 'fridge_not_read';
              /** @enum {string} */
              severity: 'low' | 'medium' | 'high' | 'critical';
              is_resolved: boolean;
              created_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listExpiringBatches: {
    parameters: {
      query?: {
        limit?: number;
        site_id?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Utgångsvarningar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiry_warnings: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              medicine_name: string;
              medicine_strength: string | null;
              batch_number: string;
              expiry_date: string;
              days_until_expiry: number;
              /** @enum {string} */
              severity: 'critical' | 'warning';
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              location: string | null;
            }[];
            total_expiry_warnings: number;
            critical_count: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  quickDispose: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          quantity?: number;
          /**
           * @default expired
           * @enum {string}
           */
          reason?: 'expired' | 'damaged' | 'recalled' | 'quality_issue' | 'opened_pack' | 'other';
        };
      };
    };
    responses: {
      /** @description Batchen är kasserad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            /** Format: uuid */
            kassation_id: string;
            medicine_name: string;
            quantity: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getTlsStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Certifikatets status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'green' | 'yellow' | 'red';
            ssl_valid: boolean;
            days_until_expiry: number | null;
            message: string;
            status_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listSiteStats: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Siffror per enhet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: {
              /** Format: uuid */
              site_id: string;
              site_name: string;
              customer_name: string | null;
              batches: number;
              total_quantity: number;
              expiring: number;
              expired: number;
              open_warnings: number;
              disposals_last_30_days: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listRecallFollowUps: {
    parameters: {
      query?: {
        status?: 'open' | 'confirmed' | 'closed' | 'all';
        overdue?: boolean;
        limit?: number;
        offset?: number | null;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kontroller att bekräfta eller bekräftade */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              notice_id: string;
              product_name: string;
              strength: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              batch_numbers: string[];
              whole_product: boolean;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              customer_name: string | null;
              /** @enum {string} */
              status: 'open' | 'confirmed' | 'closed';
              due_at: string;
              deadline_at: string;
              overdue: boolean;
              matched_quantity: number;
              /** Format: uuid */
              confirmation_id: string | null;
              /** @enum {string|null} */
              outcome: 'none_found' | 'found_and_handled' | 'not_in_stock' | null;
              quantity_found: number | null;
              action: string | null;
              note: string | null;
              confirmed_by: string | null;
              confirmed_at: string | null;
              /** Format: uuid */
              corrects_id: string | null;
              /** Format: uuid */
              kassation_id: string | null;
              returned_quantity: number;
              may_confirm: boolean;
              may_reopen: boolean;
            }[];
            total: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listNoticeFollowUps: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kontrollen per enhet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              notice_id: string;
              product_name: string;
              strength: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              batch_numbers: string[];
              whole_product: boolean;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              customer_name: string | null;
              /** @enum {string} */
              status: 'open' | 'confirmed' | 'closed';
              due_at: string;
              deadline_at: string;
              overdue: boolean;
              matched_quantity: number;
              /** Format: uuid */
              confirmation_id: string | null;
              /** @enum {string|null} */
              outcome: 'none_found' | 'found_and_handled' | 'not_in_stock' | null;
              quantity_found: number | null;
              action: string | null;
              note: string | null;
              confirmed_by: string | null;
              confirmed_at: string | null;
              /** Format: uuid */
              corrects_id: string | null;
              /** Format: uuid */
              kassation_id: string | null;
              returned_quantity: number;
              may_confirm: boolean;
              may_reopen: boolean;
            }[];
            summary: {
              /** @enum {string} */
              state: 'none' | 'open' | 'followed_up' | 'closed';
              total: number;
              confirmed: number;
              overdue: number;
              closed_at: string | null;
              closed_by: string | null;
              close_reason: string | null;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  openNoticeFollowUps: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Kontrollen per enhet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              notice_id: string;
              product_name: string;
              strength: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              batch_numbers: string[];
              whole_product: boolean;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              customer_name: string | null;
              /** @enum {string} */
              status: 'open' | 'confirmed' | 'closed';
              due_at: string;
              deadline_at: string;
              overdue: boolean;
              matched_quantity: number;
              /** Format: uuid */
              confirmation_id: string | null;
              /** @enum {string|null} */
              outcome: 'none_found' | 'found_and_handled' | 'not_in_stock' | null;
              quantity_found: number | null;
              action: string | null;
              note: string | null;
              confirmed_by: string | null;
              confirmed_at: string | null;
              /** Format: uuid */
              corrects_id: string | null;
              /** Format: uuid */
              kassation_id: string | null;
              returned_quantity: number;
              may_confirm: boolean;
              may_reopen: boolean;
            }[];
            summary: {
              /** @enum {string} */
              state: 'none' | 'open' | 'followed_up' | 'closed';
              total: number;
              confirmed: number;
              overdue: number;
              closed_at: string | null;
              closed_by: string | null;
              close_reason: string | null;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  closeNoticeFollowUps: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Kontrollen per enhet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              notice_id: string;
              product_name: string;
              strength: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              batch_numbers: string[];
              whole_product: boolean;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              customer_name: string | null;
              /** @enum {string} */
              status: 'open' | 'confirmed' | 'closed';
              due_at: string;
              deadline_at: string;
              overdue: boolean;
              matched_quantity: number;
              /** Format: uuid */
              confirmation_id: string | null;
              /** @enum {string|null} */
              outcome: 'none_found' | 'found_and_handled' | 'not_in_stock' | null;
              quantity_found: number | null;
              action: string | null;
              note: string | null;
              confirmed_by: string | null;
              confirmed_at: string | null;
              /** Format: uuid */
              corrects_id: string | null;
              /** Format: uuid */
              kassation_id: string | null;
              returned_quantity: number;
              may_confirm: boolean;
              may_reopen: boolean;
            }[];
            summary: {
              /** @enum {string} */
              state: 'none' | 'open' | 'followed_up' | 'closed';
              total: number;
              confirmed: number;
              overdue: number;
              closed_at: string | null;
              closed_by: string | null;
              close_reason: string | null;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  confirmRecallFollowUp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "found_and_handled",
         *       "quantity_found": 2,
         *       "action": "kasserat",
         *       "note": "Två förpackningar låg i akutväskan"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          outcome: 'none_found' | 'found_and_handled';
          quantity_found?: number | null;
          action?: string | null;
          note?: string | null;
          /** Format: uuid */
          corrects?: string | null;
          register_and_dispose?: {
            /** Format: uuid */
            medicine_template_id: string;
            batch_number: string;
            expiry_date: string;
            quantity: number;
            /**
             * @default styck
             * @enum {string}
             */
            unit_type?: 'styck' | 'paket';
          } | null;
        };
      };
    };
    responses: {
      /** @description Enhetens bekräftade kontroll */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            notice_id: string;
            product_name: string;
            strength: string | null;
            /** @enum {string|null} */
            recall_class: 'I' | 'II' | 'III' | null;
            batch_numbers: string[];
            whole_product: boolean;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            customer_name: string | null;
            /** @enum {string} */
            status: 'open' | 'confirmed' | 'closed';
            due_at: string;
            deadline_at: string;
            overdue: boolean;
            matched_quantity: number;
            /** Format: uuid */
            confirmation_id: string | null;
            /** @enum {string|null} */
            outcome: 'none_found' | 'found_and_handled' | 'not_in_stock' | null;
            quantity_found: number | null;
            action: string | null;
            note: string | null;
            confirmed_by: string | null;
            confirmed_at: string | null;
            /** Format: uuid */
            corrects_id: string | null;
            /** Format: uuid */
            kassation_id: string | null;
            returned_quantity: number;
            may_confirm: boolean;
            may_reopen: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  reopenRecallFollowUp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Enhetens kontroll, öppen igen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            notice_id: string;
            product_name: string;
            strength: string | null;
            /** @enum {string|null} */
            recall_class: 'I' | 'II' | 'III' | null;
            batch_numbers: string[];
            whole_product: boolean;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            customer_name: string | null;
            /** @enum {string} */
            status: 'open' | 'confirmed' | 'closed';
            due_at: string;
            deadline_at: string;
            overdue: boolean;
            matched_quantity: number;
            /** Format: uuid */
            confirmation_id: string | null;
            /** @enum {string|null} */
            outcome: 'none_found' | 'found_and_handled' | 'not_in_stock' | null;
            quantity_found: number | null;
            action: string | null;
            note: string | null;
            confirmed_by: string | null;
            confirmed_at: string | null;
            /** Format: uuid */
            corrects_id: string | null;
            /** Format: uuid */
            kassation_id: string | null;
            returned_quantity: number;
            may_confirm: boolean;
            may_reopen: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportNoticeFollowUps: {
    parameters: {
      query: {
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rapporten som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  downloadNoticeFollowUpsPdf: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rapporten som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  downloadNoticeFollowUpsCsv: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rapporten som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  downloadNoticeFollowUpsXlsx: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rapporten som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  returnToSupplier: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "inventory_item_id": "2f9c6a4e-8d1b-4c3e-9a7f-5b6d8e0c1a2b",
         *       "quantity": 12,
         *       "supplier_reference": "RMA-48213"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          inventory_item_id: string;
          quantity: number;
          supplier_reference?: string | null;
          note?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
        };
      };
    };
    responses: {
      /** @description Den bokade returen */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            note_number: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** Format: uuid */
            notice_id: string | null;
            product_name: string | null;
            recall_class: string | null;
            /** Format: uuid */
            inventory_item_id: string;
            medicine_name: string;
            batch_number: string;
            expiry_date: string | null;
            quantity: number;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            supplier_reference: string | null;
            note: string | null;
            returned_by: string;
            witness: string | null;
            returned_at: string;
            quantity_left: number;
            follow_up_confirmed: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getSupplierReturn: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Returen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            note_number: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** Format: uuid */
            notice_id: string | null;
            product_name: string | null;
            recall_class: string | null;
            /** Format: uuid */
            inventory_item_id: string;
            medicine_name: string;
            batch_number: string;
            expiry_date: string | null;
            quantity: number;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            supplier_reference: string | null;
            note: string | null;
            returned_by: string;
            witness: string | null;
            returned_at: string;
            quantity_left: number;
            follow_up_confirmed: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadReturnNote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Returnotan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Inte klar än */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  createRecallNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          product_name: string;
          strength?: string | null;
          gtin?: string | null;
          varunummer?: string | null;
          pharmaceutical_form?: string | null;
          pack_size?: string | null;
          /** @enum {string|null} */
          recall_class?: 'I' | 'II' | 'III' | null;
          reason?: string | null;
          link?: string | null;
          /** @enum {string|null} */
          level?: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist' | null;
          /**
           * @default recall
           * @enum {string}
           */
          kind?: 'recall' | 'information';
          /** @default 24 */
          look_back_months?: number;
          /** @default [] */
          batches?: {
            batch_number: string;
            expiry_date?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Indragningen är sparad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notice: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              source: 'feed' | 'manual' | 'paste';
              external_id: string | null;
              product_name: string;
              strength: string | null;
              gtin: string | null;
              varunummer: string | null;
              pharmaceutical_form: string | null;
              pack_size: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              reason: string | null;
              link: string | null;
              published_at: string | null;
              created_at: string;
              body: string | null;
              batches: {
                batch_number: string;
                expiry_date: string | null;
              }[];
              match_count: number;
              /** @enum {string} */
              level: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist';
              /** @enum {string} */
              scope: 'units' | 'supply_chain';
              /** @enum {string} */
              kind: 'recall' | 'information';
              look_back_months: number;
              whole_product: boolean;
            };
            matches_added: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  extractRecallNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Förslag att granska */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_name: string | null;
            strength: string | null;
            gtin: string | null;
            varunummer: string | null;
            /** @enum {string|null} */
            recall_class: 'I' | 'II' | 'III' | null;
            batches: {
              batch_number: string;
              expiry_date: string | null;
            }[];
            /** @enum {string|null} */
            level: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist' | null;
            /** @enum {string} */
            kind: 'recall' | 'information';
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  savePastedRecallNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          product_name: string;
          strength?: string | null;
          gtin?: string | null;
          varunummer?: string | null;
          pharmaceutical_form?: string | null;
          pack_size?: string | null;
          /** @enum {string|null} */
          recall_class?: 'I' | 'II' | 'III' | null;
          reason?: string | null;
          link?: string | null;
          /** @enum {string|null} */
          level?: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist' | null;
          /**
           * @default recall
           * @enum {string}
           */
          kind?: 'recall' | 'information';
          /** @default 24 */
          look_back_months?: number;
          /** @default [] */
          batches?: {
            batch_number: string;
            expiry_date?: string | null;
          }[];
          body: string;
        };
      };
    };
    responses: {
      /** @description Indragningen är sparad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notice: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              source: 'feed' | 'manual' | 'paste';
              external_id: string | null;
              product_name: string;
              strength: string | null;
              gtin: string | null;
              varunummer: string | null;
              pharmaceutical_form: string | null;
              pack_size: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              reason: string | null;
              link: string | null;
              published_at: string | null;
              created_at: string;
              body: string | null;
              batches: {
                batch_number: string;
                expiry_date: string | null;
              }[];
              match_count: number;
              /** @enum {string} */
              level: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist';
              /** @enum {string} */
              scope: 'units' | 'supply_chain';
              /** @enum {string} */
              kind: 'recall' | 'information';
              look_back_months: number;
              whole_product: boolean;
            };
            matches_added: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getRecallNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Indragningen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            source: 'feed' | 'manual' | 'paste';
            external_id: string | null;
            product_name: string;
            strength: string | null;
            gtin: string | null;
            varunummer: string | null;
            pharmaceutical_form: string | null;
            pack_size: string | null;
            /** @enum {string|null} */
            recall_class: 'I' | 'II' | 'III' | null;
            reason: string | null;
            link: string | null;
            published_at: string | null;
            created_at: string;
            body: string | null;
            batches: {
              batch_number: string;
              expiry_date: string | null;
            }[];
            match_count: number;
            /** @enum {string} */
            level: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist';
            /** @enum {string} */
            scope: 'units' | 'supply_chain';
            /** @enum {string} */
            kind: 'recall' | 'information';
            look_back_months: number;
            whole_product: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listRecallMatches: {
    parameters: {
      query?: {
        active_only?: boolean;
        include_resolved?: boolean;
        limit?: number;
        offset?: number | null;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Indragna batcher, nyast först */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              notice_id: string;
              /** Format: uuid */
              site_id: string;
              site_name: string;
              /** Format: uuid */
              inventory_item_id: string | null;
              medicine_name: string;
              batch_number: string;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              withdrawal_reason: string | null;
              /** @enum {string} */
              status: 'active' | 'resolved' | 'dismissed' | 'information';
              matched_at: string;
              resolved_at: string | null;
              resolution_type: string | null;
              whole_product: boolean;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              narcotic: boolean;
            }[];
            total: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportRecallMatches: {
    parameters: {
      query: {
        active_only?: boolean;
        include_resolved?: boolean;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description De indragna batcherna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getRecallStats: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Antal öppna indragningar och senaste kontroll */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total_matches: number;
            last_checked_at: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  resolveRecallMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          resolution_type: 'disposed' | 'dismissed';
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Indragningen är hanterad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            notice_id: string;
            /** Format: uuid */
            site_id: string;
            site_name: string;
            /** Format: uuid */
            inventory_item_id: string | null;
            medicine_name: string;
            batch_number: string;
            quantity: number;
            /** @enum {string} */
            unit_type: 'styck' | 'paket';
            withdrawal_reason: string | null;
            /** @enum {string} */
            status: 'active' | 'resolved' | 'dismissed' | 'information';
            matched_at: string;
            resolved_at: string | null;
            resolution_type: string | null;
            whole_product: boolean;
            /** @enum {string|null} */
            recall_class: 'I' | 'II' | 'III' | null;
            narcotic: boolean;
            /** Format: uuid */
            kassation_id: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  syncRecallFeed: {
    parameters: {
      query?: {
        force_full_sync?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default false */
          force_full_sync?: boolean;
        };
      };
    };
    responses: {
      /** @description Läsningen av flödet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            source: string;
            /** @enum {string} */
            trigger: 'schedule' | 'manual';
            started_at: string;
            finished_at: string | null;
            ok: boolean;
            not_modified: boolean;
            error: string | null;
            items_seen: number;
            notices_added: number;
            matches_added: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listRecallFeed: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Indragningsnotiser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              source: 'feed' | 'manual' | 'paste';
              external_id: string | null;
              product_name: string;
              strength: string | null;
              gtin: string | null;
              varunummer: string | null;
              pharmaceutical_form: string | null;
              pack_size: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              reason: string | null;
              link: string | null;
              published_at: string | null;
              created_at: string;
              body: string | null;
              batches: {
                batch_number: string;
                expiry_date: string | null;
              }[];
              /** @enum {string} */
              level: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist';
              /** @enum {string} */
              scope: 'units' | 'supply_chain';
              /** @enum {string} */
              kind: 'recall' | 'information';
              look_back_months: number;
              whole_product: boolean;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listWithdrawals: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        sort_desc?: boolean;
        search?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Indragna batcher */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              notice_id: string;
              product_name: string;
              batch_number: string;
              expiry_date: string | null;
              strength: string | null;
              /** @enum {string|null} */
              recall_class: 'I' | 'II' | 'III' | null;
              /** @enum {string} */
              source: 'feed' | 'manual' | 'paste';
              published_at: string | null;
              follow_up: {
                /** @enum {string} */
                state: 'none' | 'open' | 'followed_up' | 'closed';
                total: number;
                confirmed: number;
                overdue: number;
              };
              whole_product: boolean;
              /** @enum {string} */
              level: 'vårdgivare' | 'apotek' | 'konsument' | 'grossist';
              /** @enum {string} */
              kind: 'recall' | 'information';
              match_count: number;
            }[];
            pages: number;
            total: number;
            page: number;
            size: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportWithdrawals: {
    parameters: {
      query: {
        sort_desc?: boolean;
        search?: string;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Indragningarna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  checkRecallFeedNow: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Läsningen av flödet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            source: string;
            /** @enum {string} */
            trigger: 'schedule' | 'manual';
            started_at: string;
            finished_at: string | null;
            ok: boolean;
            not_modified: boolean;
            error: string | null;
            items_seen: number;
            notices_added: number;
            matches_added: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getRecallFeedStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Flödets status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            configured: boolean;
            source: string | null;
            sync_minutes: number;
            last_run: {
              /** Format: uuid */
              id: string;
              source: string;
              /** @enum {string} */
              trigger: 'schedule' | 'manual';
              started_at: string;
              finished_at: string | null;
              ok: boolean;
              not_modified: boolean;
              error: string | null;
              items_seen: number;
              notices_added: number;
              matches_added: number;
            } | null;
            last_success_at: string | null;
            runs: {
              /** Format: uuid */
              id: string;
              source: string;
              /** @enum {string} */
              trigger: 'schedule' | 'manual';
              started_at: string;
              finished_at: string | null;
              ok: boolean;
              not_modified: boolean;
              error: string | null;
              items_seen: number;
              notices_added: number;
              matches_added: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getApiCoverage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Täckning per modul */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            coverage: {
              total_endpoints: number;
              implemented_endpoints: number;
              completion_percentage: number;
              is_complete: boolean;
            };
            modules: {
              name: string;
              name_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              };
              completed: boolean;
              status: string;
              implemented: number;
              total: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listWarnings: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
        warning_type?:
          | 'expiry_warning'
          | 'critical_expiry'
          | 'low_stock'
          | 'count_overdue'
          | 'deviation'
          | 'system_alert'
          | 'opened_pack_expiry'
          | 'delegation_ending'
          | 'fridge_not_read';
        severity?: 'low' | 'medium' | 'high' | 'critical';
        is_resolved?: boolean;
        site_id?: string;
        all_sites?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Öppna först, sedan de allvarligaste och nyaste */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              site_id: string;
              title: string;
              description: string;
              title_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
              description_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
              /** @enum {string} */
              warning_type:
                | 'expiry_warning'
                | 'critical_expiry'
                | 'low_stock'
                | 'count_overdue'
                | 'deviation'
                | 'system_alert'
                | 'opened_pack_expiry'
                | 'delegation_ending'
                | 'fridge_not_read';
              /** @enum {string} */
              severity: 'low' | 'medium' | 'high' | 'critical';
              is_acknowledged: boolean;
              acknowledged_at: string | null;
              acknowledged_by_user: {
                first_name: string;
                last_name: string;
              } | null;
              is_resolved: boolean;
              created_at: string;
              resolved_at: string | null;
              resolution_notes: string | null;
              resolution_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
              resolved_by_user: {
                first_name: string;
                last_name: string;
              } | null;
              site: {
                name: string;
              };
              medicine_template: {
                name: string;
                strength: string | null;
              } | null;
              inventory_item: {
                /** Format: uuid */
                id: string;
                batch_number: string;
                expiry_date: string;
                quantity: number;
                /** @enum {string} */
                unit_type: 'styck' | 'paket';
                medicine_template: {
                  name: string;
                  strength: string | null;
                };
              } | null;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
            counts: {
              active: number;
              critical: number;
              acknowledged: number;
              resolved: number;
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportWarnings: {
    parameters: {
      query: {
        search?: string;
        warning_type?:
          | 'expiry_warning'
          | 'critical_expiry'
          | 'low_stock'
          | 'count_overdue'
          | 'deviation'
          | 'system_alert'
          | 'opened_pack_expiry'
          | 'delegation_ending'
          | 'fridge_not_read';
        severity?: 'low' | 'medium' | 'high' | 'critical';
        is_resolved?: boolean;
        site_id?: string;
        all_sites?: boolean;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Varningarna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  getWarningWithHistory: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Varningen med dess historik */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            title: string;
            description: string;
            title_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            description_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            /** @enum {string} */
            warning_type:
              | 'expiry_warning'
              | 'critical_expiry'
              | 'low_stock'
              | 'count_overdue'
              | 'deviation'
              | 'system_alert'
              | 'opened_pack_expiry'
              | 'delegation_ending'
              | 'fridge_not_read';
            /** @enum {string} */
            severity: 'low' | 'medium' | 'high' | 'critical';
            is_acknowledged: boolean;
            acknowledged_at: string | null;
            acknowledged_by_user: {
              first_name: string;
              last_name: string;
            } | null;
            is_resolved: boolean;
            created_at: string;
            resolved_at: string | null;
            resolution_notes: string | null;
            resolution_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            resolved_by_user: {
              first_name: string;
              last_name: string;
            } | null;
            site: {
              name: string;
            };
            medicine_template: {
              name: string;
              strength: string | null;
            } | null;
            inventory_item: {
              /** Format: uuid */
              id: string;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              medicine_template: {
                name: string;
                strength: string | null;
              };
            } | null;
            history: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              action: 'created' | 'acknowledged' | 'resolved' | 'email_sent';
              timestamp: string;
              action_by_user_name: string;
              action_details: string | null;
              details_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  acknowledgeWarning: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Varningen är kvitterad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            title: string;
            description: string;
            title_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            description_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            /** @enum {string} */
            warning_type:
              | 'expiry_warning'
              | 'critical_expiry'
              | 'low_stock'
              | 'count_overdue'
              | 'deviation'
              | 'system_alert'
              | 'opened_pack_expiry'
              | 'delegation_ending'
              | 'fridge_not_read';
            /** @enum {string} */
            severity: 'low' | 'medium' | 'high' | 'critical';
            is_acknowledged: boolean;
            acknowledged_at: string | null;
            acknowledged_by_user: {
              first_name: string;
              last_name: string;
            } | null;
            is_resolved: boolean;
            created_at: string;
            resolved_at: string | null;
            resolution_notes: string | null;
            resolution_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            resolved_by_user: {
              first_name: string;
              last_name: string;
            } | null;
            site: {
              name: string;
            };
            medicine_template: {
              name: string;
              strength: string | null;
            } | null;
            inventory_item: {
              /** Format: uuid */
              id: string;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              medicine_template: {
                name: string;
                strength: string | null;
              };
            } | null;
            history: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              action: 'created' | 'acknowledged' | 'resolved' | 'email_sent';
              timestamp: string;
              action_by_user_name: string;
              action_details: string | null;
              details_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  resolveWarning: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          resolution_notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Varningen är åtgärdad */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            site_id: string;
            title: string;
            description: string;
            title_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            description_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            /** @enum {string} */
            warning_type:
              | 'expiry_warning'
              | 'critical_expiry'
              | 'low_stock'
              | 'count_overdue'
              | 'deviation'
              | 'system_alert'
              | 'opened_pack_expiry'
              | 'delegation_ending'
              | 'fridge_not_read';
            /** @enum {string} */
            severity: 'low' | 'medium' | 'high' | 'critical';
            is_acknowledged: boolean;
            acknowledged_at: string | null;
            acknowledged_by_user: {
              first_name: string;
              last_name: string;
            } | null;
            is_resolved: boolean;
            created_at: string;
            resolved_at: string | null;
            resolution_notes: string | null;
            resolution_message: {
              code: string;
              params: {
                [key: string]: string | number;
              };
            } | null;
            resolved_by_user: {
              first_name: string;
              last_name: string;
            } | null;
            site: {
              name: string;
            };
            medicine_template: {
              name: string;
              strength: string | null;
            } | null;
            inventory_item: {
              /** Format: uuid */
              id: string;
              batch_number: string;
              expiry_date: string;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              medicine_template: {
                name: string;
                strength: string | null;
              };
            } | null;
            history: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              action: 'created' | 'acknowledged' | 'resolved' | 'email_sent';
              timestamp: string;
              action_by_user_name: string;
              action_details: string | null;
              details_message: {
                code: string;
                params: {
                  [key: string]: string | number;
                };
              } | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  acknowledgeWarnings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Antal varningar som kvitterades */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  resolveWarnings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          resolution_notes?: string | null;
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Antal varningar som åtgärdades */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  generateQrCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id: string;
          /** Format: uuid */
          medicine_template_id: string;
        };
      };
    };
    responses: {
      /** @description QR-koden */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            qr_code_data: string;
            svg: string;
            png: string;
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            strength: string | null;
            unit: string;
            is_controlled_substance: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  generateQrSheet: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id: string;
          /** @default false */
          include_controlled_substances?: boolean;
          /** @default 16 */
          codes_per_page?: 12 | 16 | 20;
          /**
           * @default A4
           * @enum {string}
           */
          page_format?: 'A4';
        };
      };
    };
    responses: {
      /** @description Arket är skapat och kan laddas ner */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pdf_filename: string;
            total_codes: number;
            total_pages: number;
            generated_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  downloadQrSheet: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        filename: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Det skapade QR-arket (A4) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Okänt filnamn */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
  rotateQrKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id: string;
        };
      };
    };
    responses: {
      /** @description Nyckeln är bytt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string;
            rotated_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  verifyQrCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          qr_code_data: string;
        };
      };
    };
    responses: {
      /** @description Vad koden är och om den får användas */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            is_valid: boolean;
            error_message: string | null;
            /** @enum {string|null} */
            error_code:
              | 'INVALID_CODE'
              | 'TOKEN_INVALID'
              | 'TOKEN_REPLACED'
              | 'SITE_NOT_FOUND'
              | 'SITE_NOT_ALLOWED'
              | 'MEDICINE_NOT_FOUND'
              | 'MEDICINE_INACTIVE'
              | 'GTIN_INVALID'
              | 'GTIN_UNKNOWN'
              | 'SIGN_IN_REQUIRED'
              | null;
            /** Format: uuid */
            medicine_template_id: string | null;
            /** Format: uuid */
            site_id: string | null;
            medicine_name: string | null;
            strength: string | null;
            unit: string | null;
            is_controlled_substance: boolean;
            current_inventory: number | null;
            site_name: string | null;
            qr_code_data: string | null;
            gs1: {
              gtin: string;
              expiry_date: string | null;
              batch_number: string | null;
              serial: string | null;
            } | null;
            site_limits: {
              withdraw: number;
              add: number;
            } | null;
            catalogue_product: {
              gtin: string;
              name: string;
              strength: string | null;
              unit: string;
              pack_size: string | null;
              atc_code: string | null;
              /** @enum {string|null} */
              narcotic_schedule: 'II' | 'III' | 'IV' | 'V' | null;
              storage_requirements: string | null;
              in_use_days: number | null;
              updated_at: string;
            } | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listScanBatches: {
    parameters: {
      query: {
        site_id: string;
        token?: string;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path: {
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Batcher */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            batches: {
              /** Format: uuid */
              id: string;
              batch_number: string;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              expiry_date: string;
              location: string | null;
              days_until_expiry: number;
              is_expired: boolean;
              is_quarantined: boolean;
              quarantine_reason: string | null;
              opened_packs: number;
              opened_use_by: string | null;
              storage_place_name: string | null;
              temperature_deviation_id: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  scanQrCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "qr_code_data": "https://medvakt.exempel.se/qr/5e6f7a8b-1a3c-4e5f-8a9b-0c1d2e3f4a5b/3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d/Jk3v9Q",
         *       "action_type": "withdraw",
         *       "quantity": 2
         *     }
         */
        'application/json': {
          qr_code_data: string;
          /** @enum {string} */
          action_type: 'view' | 'withdraw' | 'add';
          /** @default 1 */
          quantity?: number;
          /** @enum {string} */
          unit_type?: 'styck' | 'paket';
          batch_number?: string;
          expiry_date?: string;
          patient?: string;
          delivery_reference?: string | null;
          witness?:
            | {
                email: string;
                password: string;
              }
            | {
                badge_id: string;
                pin: string;
              }
            | null;
          /** @enum {string} */
          source?: 'scan_screen' | 'glukagon';
        };
      };
    };
    responses: {
      /** @description Skanningen är registrerad */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            scan_id: string;
            /** @enum {string} */
            action_type: 'view' | 'withdraw' | 'add';
            /** Format: uuid */
            site_id: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            batch: {
              /** Format: uuid */
              id: string;
              batch_number: string;
              quantity: number;
              /** @enum {string} */
              unit_type: 'styck' | 'paket';
              expiry_date: string;
              location: string | null;
              days_until_expiry: number;
              is_expired: boolean;
              is_quarantined: boolean;
              quarantine_reason: string | null;
              opened_packs: number;
              opened_use_by: string | null;
              storage_place_name: string | null;
              temperature_deviation_id: string | null;
            } | null;
            quantity: number;
            current_inventory: number;
            message: string;
            created_at: string;
            replayed: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  linkGtin: {
    parameters: {
      query?: never;
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          site_id: string;
          gtin: string;
          /** Format: uuid */
          medicine_template_id: string;
        };
      };
    };
    responses: {
      /** @description Kopplingen fanns redan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string;
            gtin: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            created_at: string;
          };
        };
      };
      /** @description Kopplingen är gjord */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string;
            gtin: string;
            /** Format: uuid */
            medicine_template_id: string;
            medicine_name: string;
            created_at: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  getScanAnalytics: {
    parameters: {
      query?: {
        site_id?: string;
        days?: number;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Statistik */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            site_id: string;
            days: number;
            total_scans: number;
            scans_per_day: {
              date: string;
              count: number;
            }[];
            by_action: {
              /** @enum {string} */
              action_type: 'view' | 'withdraw' | 'add';
              count: number;
              quantity: number;
            }[];
            by_template: {
              /** Format: uuid */
              medicine_template_id: string | null;
              medicine_name: string;
              count: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  listQrScans: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        site_id?: string;
        medicine_template_id?: string;
        action_type?: 'view' | 'withdraw' | 'add';
        include_views?: boolean;
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Skanningar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              created_at: string;
              /** Format: uuid */
              site_id: string;
              /** Format: uuid */
              medicine_template_id: string | null;
              medicine_name: string;
              /** @enum {string} */
              action_type: 'view' | 'withdraw' | 'add';
              quantity: number;
              /** @enum {string|null} */
              unit_type: 'styck' | 'paket' | null;
              batch_number: string | null;
              actor_name: string;
              is_public: boolean;
            }[];
            total: number;
            page: number;
            size: number;
            pages: number;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['InvalidInput'];
      default: components['responses']['OtherError'];
    };
  };
  exportQrScans: {
    parameters: {
      query: {
        site_id?: string;
        medicine_template_id?: string;
        action_type?: 'view' | 'withdraw' | 'add';
        include_views?: boolean;
        format: 'csv' | 'xlsx' | 'pdf';
      };
      header?: {
        /** @description Enheten (id) anropet gäller. Krävs av den som har flera enheter i anrop som gäller en enhet (annars 400 NO_SITE); en enhet den som anropar inte har svarar 403 SITE_NOT_ALLOWED och ett ogiltigt id 400 INVALID_SITE_HEADER. En kiosk och en API-token med en enda enhet arbetar i sin enhet utan den. */
        'X-Site-Id'?: components['parameters']['SiteId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Skanningarna som fil */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv; charset=utf-8': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Inte inloggad */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Inte behörig */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Hittades inte */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Ogiltigt format eller filter, eller för många rader för utskrift (pdf) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Vad som gick fel, på svenska, att visa för personen. */
            detail: string;
            /** @description Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED). */
            code: string;
            /** @description Vid 422: varje ogiltigt fält med sitt meddelande. */
            errors?: {
              path: string;
              message: string;
            }[];
          };
        };
      };
    };
  };
}
