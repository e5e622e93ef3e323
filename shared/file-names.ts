/** 'Morfin 10 mg/ml' → 'morfin-10-mg-ml': a part of a file name any system accepts. */
export const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** The journal's file name, the same on the server and in the browser. */
export const journalFileName = (
  product: string,
  from: string | null,
  to: string,
  format: 'pdf' | 'csv',
) => `narkotikajournal-${fileNamePart(product) || 'lakemedel'}-${from ?? 'start'}-${to}.${format}`;

/** A stock-take's variance report: 'inventering-hemsjukvarden-solna-2026-11-24.csv'. */
export const stockTakeFileName = (site: string, day: string, format: 'pdf' | 'csv') =>
  `inventering-${fileNamePart(site) || 'enhet'}-${day}.${format}`;

/** The order proposal of a site and day. */
export const orderProposalFileName = (site: string, day: string, format: 'pdf' | 'csv') =>
  `bestallningsforslag-${fileNamePart(site) || 'enhet'}-${day}.${format}`;

/** A list's export: 'lager-bjorkhagens-aldreboende-2026-11-26.xlsx' ('alla-enheter' for all). */
export const exportFileName = (
  list: string,
  site: string | null,
  day: string,
  format: 'csv' | 'xlsx' | 'pdf',
) => `${fileNamePart(list)}-${(site && fileNamePart(site)) || 'alla-enheter'}-${day}.${format}`;

/** A storage place's month sheet: 'temperaturlista-lakemedelskyl-2026-11.pdf'. */
export const temperatureSheetFileName = (place: string, month: string, format: 'pdf' | 'csv') =>
  `temperaturlista-${fileNamePart(place) || 'plats'}-${month}.${format}`;
