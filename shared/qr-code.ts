/**
 * A Medvakt code is the address `{base}/qr/{siteId}/{templateId}/{token}`. Scanners and paste
 * boxes hand us that text with stray spaces, other hosts, query strings or a trailing slash.
 */
export type MedvaktCode = { siteId: string; templateId: string; token: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = '[A-Za-z0-9_-]{16,64}';
const CODE_PATH = new RegExp(`(?:^|/)qr/(${UUID})/(${UUID})/(${TOKEN})/?(?:[?#].*)?$`, 'i');

export function parseMedvaktCode(text: string): MedvaktCode | null {
  const match = CODE_PATH.exec(text.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { siteId: match[1].toLowerCase(), templateId: match[2].toLowerCase(), token: match[3] };
}

export const medvaktCodeUrl = (baseUrl: string, code: MedvaktCode) =>
  `${baseUrl.replace(/\/+$/, '')}/qr/${code.siteId}/${code.templateId}/${code.token}`;
