import type { RecallExtractResult, RecallLevel } from '../../../shared/schemas/recall.ts';

/** A notice's text in one of the shapes recall letters come in, and what reading it must give. */
export type CorpusNotice = {
  shape: string;
  text: string;
  expected: RecallExtractResult & { level: RecallLevel | null; withdrawal: boolean };
};

const batch = (batch_number: string, expiry_date: string | null) => ({ batch_number, expiry_date });

const none = { gtin: null, varunummer: null, recall_class: null, level: null, withdrawal: false };

// Named in lower case: the walk for refusal texts reads every upper-case table in api/services as
// texts the server answers with, and these are letters it reads.
export const noticeCorpus: CorpusNotice[] = [
  {
    shape: 'company letter to vårdgivare, one batch a line with utg and no dot',
    text: `Brådskande – indragning av läkemedel

Indragning av Furix 40 mg tabletter – klass II

Till vårdgivare och sjukhusapotek

Takeda Pharma AB drar i samråd med Läkemedelsverket in två tillverkningssatser av Furix 40 mg tabletter (100 st, burk). Indragningen sker på vårdgivarnivå.

Berörda batcher:
24F118 utg 03/2027
24F121 utg 04/2027

Varunummer: 146217

Åtgärd: Kontrollera ert lager, sätt berörda förpackningar i karantän och returnera dem till Tamro AB med bifogad returblankett.
Frågor besvaras av kundtjänst, telefon 08-695 30 00.`,
    expected: {
      ...none,
      product_name: 'Furix 40 mg tabletter',
      strength: '40 mg',
      varunummer: '146217',
      recall_class: 'II',
      batches: [batch('24F118', '2027-03-31'), batch('24F121', '2027-04-30')],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'Läkemedelsverket feed text, one paragraph, loose expiry',
    text: `Indragning av Alvedon 500 mg filmdragerade tabletter, batch 3101234
GSK Consumer Healthcare drar in en batch av Alvedon 500 mg filmdragerade tabletter på grund av felaktigt tryck på blisterkartan. Indragningen sker till apoteksnivå. Utgångsdatum 2027-08-31.`,
    expected: {
      ...none,
      product_name: 'Alvedon 500 mg filmdragerade tabletter',
      strength: '500 mg',
      batches: [batch('3101234', '2027-08-31')],
      level: 'apotek',
    },
  },
  {
    shape: 'English product recall letter with Lot/Exp pairs',
    text: `URGENT: PRODUCT RECALL
Class 2 recall – action within 48 hours

Product name: Amoxicillin Orion 500 mg hard capsules
GTIN: 06415115012346
Lot: 2K4471, Exp: 09/2027
Lot: 2K4472, Exp: 10/2027

Orion Pharma is recalling the above lots to pharmacy and hospital level because a capsule may contain too little active substance. Please quarantine all affected stock and return it to your wholesaler. Contact Customer Service on +46 8 623 64 40.`,
    expected: {
      ...none,
      product_name: 'Amoxicillin Orion 500 mg hard capsules',
      strength: '500 mg',
      gtin: '06415115012346',
      recall_class: 'II',
      batches: [batch('2K4471', '2027-09-30'), batch('2K4472', '2027-10-31')],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'whole-product class I notice without batch numbers',
    text: `Indragning av Losec 20 mg enterokapslar – samtliga batcher

Läkemedelsverket informerar: AstraZeneca AB drar in samtliga batcher av Losec 20 mg enterokapslar sedan en förorening har påvisats i den aktiva substansen. Det är en klass I-indragning som sker ned till konsumentnivå. Patienter som använder Losec ska kontakta sin förskrivare för byte av behandling.`,
    expected: {
      ...none,
      product_name: 'Losec 20 mg enterokapslar',
      strength: '20 mg',
      recall_class: 'I',
      batches: [],
      level: 'konsument',
    },
  },
  {
    shape: 'letter naming several strengths, one batch list each',
    text: `Indragning av Eliquis (apixaban) filmdragerade tabletter

Bristol-Myers Squibb AB drar i samråd med Läkemedelsverket in följande tillverkningssatser. Indragningsnivå: apotek och vårdgivare.

Eliquis 2,5 mg: batch AB2311, AB2312 och AB2315, utg. 11/2027
Eliquis 5 mg: batch BC4410 och BC4418, utg. 02/2028

Riskklass: II`,
    expected: {
      ...none,
      product_name: 'Eliquis (apixaban) filmdragerade tabletter',
      strength: null,
      recall_class: 'II',
      batches: [
        batch('AB2311', '2027-11-30'),
        batch('AB2312', '2027-11-30'),
        batch('AB2315', '2027-11-30'),
        batch('BC4410', '2028-02-29'),
        batch('BC4418', '2028-02-29'),
      ],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'table with strength, batch and expiry columns',
    text: `Återkallelse av Metformin Teva filmdragerade tabletter

Teva Sweden AB återkallar nedanstående batcher på vårdgivarnivå (klass II).

Styrka    Batch      Utgångsdatum
500 mg    MT50A21    2027-01-31
500 mg    MT50A22    2027-02-28
850 mg    MT85C03    31.03.2027

Returnera förpackningarna till grossisten.`,
    expected: {
      ...none,
      product_name: 'Metformin Teva filmdragerade tabletter',
      strength: null,
      recall_class: 'II',
      batches: [
        batch('MT50A21', '2027-01-31'),
        batch('MT50A22', '2027-02-28'),
        batch('MT85C03', '2027-03-31'),
      ],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'phone numbers, varunummer and GTIN beside the batch numbers',
    text: `Indragning av Kåvepenin 1 g filmdragerade tabletter, 20 st

Berörd förpackning: Kåvepenin 1 g, 20 st, Vnr 183129, GTIN 07046261831292.
Batchnummer: 4B7720 (utg. 2027-06-30), tel. vid frågor 020-76 50 00. Batch 4B7731, utgångsdatum 2027-07-31.
Kontakta Meda kundservice, telefon 08-630 19 00 eller +46 8 630 19 00, fax 08-630 19 50.`,
    expected: {
      ...none,
      product_name: 'Kåvepenin 1 g filmdragerade tabletter',
      strength: '1 g',
      gtin: '07046261831292',
      varunummer: '183129',
      batches: [batch('4B7720', '2027-06-30'), batch('4B7731', '2027-07-31')],
    },
  },
  {
    shape: 'avregistrering information, not a recall',
    text: `Information om avregistrering av Trombyl 160 mg tabletter

Pfizer AB har beslutat att avregistrera Trombyl 160 mg tabletter. Godkännandet för försäljning upphör att gälla den 31 mars 2027. Detta är ingen indragning: förpackningar som finns i lager kan användas fram till utgångsdatum. Varunummer 017665.`,
    expected: {
      ...none,
      product_name: 'Trombyl 160 mg tabletter',
      strength: '160 mg',
      varunummer: '017665',
      batches: [],
      withdrawal: true,
    },
  },
  {
    shape: 'class I urgent letter with labelled lines and Indragningsnivå: Konsument',
    text: `BRÅDSKANDE: INDRAGNING AV LÄKEMEDEL – KLASS I

Produkt: Sertralin Aurobindo 50 mg filmdragerade tabletter
Varunummer: 479531
GTIN: 5701234567893
Batchnummer: SE24091 och SE24092
Utgångsdatum: 2027-09-30
Indragningsnivå: Konsument

Orsak: Förpackningar med 100 mg tabletter har märkts som 50 mg.
Åtgärd: Sätt omedelbart berörda förpackningar i karantän och returnera dem till leverantören. Kontakta patienter som har fått läkemedlet.`,
    expected: {
      ...none,
      product_name: 'Sertralin Aurobindo 50 mg filmdragerade tabletter',
      strength: '50 mg',
      gtin: '5701234567893',
      varunummer: '479531',
      recall_class: 'I',
      batches: [batch('SE24091', '2027-09-30'), batch('SE24092', '2027-09-30')],
      level: 'konsument',
    },
  },
  {
    shape: 'feed title naming one batch, day-month-year expiry in the text',
    text: `Indragning av en batch av Bisoprolol Krka 5 mg tabletter
Krka Sverige AB drar in batch E12345 av Bisoprolol Krka 5 mg tabletter på apoteksnivå. Batchen har utgångsdatum 31.08.2027. Indragningen sker på grund av ett avvikande upplösningsresultat.`,
    expected: {
      ...none,
      product_name: 'Bisoprolol Krka 5 mg tabletter',
      strength: '5 mg',
      batches: [batch('E12345', '2027-08-31')],
      level: 'apotek',
    },
  },
  {
    shape: 'bullet list with utg in brackets, level apotek and grossister',
    text: `Återkallelse av Ipren 400 mg filmdragerade tabletter

McNeil Sweden AB återkallar följande batcher av Ipren 400 mg, 30 st:
• 23K0412 (utg 03/2027)
• 23K0419 (utg 03/2027)
• 23L0107 (utg 05/2027)

Återkallelsen omfattar apotek och grossister. Kontakta oss på 020-32 80 00.`,
    expected: {
      ...none,
      product_name: 'Ipren 400 mg filmdragerade tabletter',
      strength: '400 mg',
      batches: [
        batch('23K0412', '2027-03-31'),
        batch('23K0419', '2027-03-31'),
        batch('23L0107', '2027-05-31'),
      ],
      level: 'apotek',
    },
  },
  {
    shape: "'Batch / Utgångsdatum' header over two-column lines",
    text: `Indragning av Oxascand 10 mg tabletter
Riskklass II. Indragningen sker på vårdgivarnivå.

Batch / Utgångsdatum
OX2207    03/2027
OX2208    03-2027
OX2214    2027-04

Narkotikaklassade förpackningar returneras med kvittens.`,
    expected: {
      ...none,
      product_name: 'Oxascand 10 mg tabletter',
      strength: '10 mg',
      recall_class: 'II',
      batches: [
        batch('OX2207', '2027-03-31'),
        batch('OX2208', '2027-03-31'),
        batch('OX2214', '2027-04-30'),
      ],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'distributor e-mail with a subject line and Lot/Exp lines',
    text: `Från: Tamro AB, kvalitetsavdelningen
Ämne: Indragning – Voltaren 50 mg enterotabletter

Tamro AB har av innehavaren av godkännandet för försäljning ombetts att dra in följande från grossistnivå:
Lot: V50A118, Exp: 2027-03
Lot: V50A131, Exp: 2027-05
Varunr 144352. Frågor besvaras på 08-579 000 00.`,
    expected: {
      ...none,
      product_name: 'Voltaren 50 mg enterotabletter',
      strength: '50 mg',
      varunummer: '144352',
      batches: [batch('V50A118', '2027-03-31'), batch('V50A131', '2027-05-31')],
      level: 'grossist',
    },
  },
  {
    shape: 'English feed text with month-name expiry per batch',
    text: `Recall of Sumatriptan Aurobindo 50 mg tablets
Aurobindo is recalling batch numbers 3F119A (expiry March 2027) and 3F120B (expiry April 2027) to pharmacy level as a precaution, because some tablets may be broken.`,
    expected: {
      ...none,
      product_name: 'Sumatriptan Aurobindo 50 mg tablets',
      strength: '50 mg',
      batches: [batch('3F119A', '2027-03-31'), batch('3F120B', '2027-04-30')],
      level: 'apotek',
    },
  },
  {
    shape: 'tillbakadragande of a batch, which is a recall',
    text: `Tillbakadragande av batch 220931 av Levaxin 100 mikrogram tabletter
Takeda Pharma AB drar tillbaka batch 220931 (utgångsdatum 2027-10-31) efter att tabletter med för låg halt har påträffats. Indragningen omfattar apotek och vårdgivare. Klass III.`,
    expected: {
      ...none,
      product_name: 'Levaxin 100 mikrogram tabletter',
      strength: '100 mikrogram',
      recall_class: 'III',
      batches: [batch('220931', '2027-10-31')],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'withdrawn marketing authorisation, not a recall',
    text: `Tillbakadragande av godkännande för Imovane 5 mg filmdragerade tabletter
Läkemedelsverket har på innehavarens begäran dragit tillbaka godkännandet för försäljning av Imovane 5 mg. Godkännandet upphör att gälla 2027-01-15. Läkemedlet dras inte in; förpackningar i lager får användas.`,
    expected: {
      ...none,
      product_name: 'Imovane 5 mg filmdragerade tabletter',
      strength: '5 mg',
      batches: [],
      withdrawal: true,
    },
  },
  {
    shape: 'recall letter that also announces an avregistrering, which stays a recall',
    text: `Indragning av Propavan 25 mg tabletter – batch PV1187 och PV1190
Sanofi AB drar in två batcher av Propavan 25 mg tabletter. Utgångsdatum 2027-02-28 för båda. Produkten kommer därefter att avregistreras i Sverige. Indragningen sker till vårdgivarnivå, klass II.`,
    expected: {
      ...none,
      product_name: 'Propavan 25 mg tabletter',
      strength: '25 mg',
      recall_class: 'II',
      batches: [batch('PV1187', '2027-02-28'), batch('PV1190', '2027-02-28')],
      level: 'vårdgivare',
    },
  },
  {
    shape: 'whole-product recall by the authorisation holder, level excluding konsument',
    text: `Återkallelse av samtliga förpackningar av Waran 2,5 mg tabletter
Till: vårdgivare, apotek och patienter
Innehavaren av godkännandet för försäljning, Merck AB, återkallar samtliga batcher av Waran 2,5 mg tabletter. Återkallelsen sker på apoteksnivå och omfattar inte konsumentnivå. Det är en klass II-indragning.`,
    expected: {
      ...none,
      product_name: 'Waran 2,5 mg tabletter',
      strength: '2,5 mg',
      recall_class: 'II',
      batches: [],
      level: 'apotek',
    },
  },
];
