import { readFileSync } from 'node:fs';
import type { ScreenLanguage } from './screen-routes.ts';

/**
 * Words of one language that must not show on a screen set to the other. Each is a word of its
 * own language only: words both languages use (status, batch, admin, support, kiosk, total) are
 * left out. In English any word with å, ä or ö counts as Swedish as well.
 */
const SWEDISH = `
  och för att inte med som den det har är på av till från eller om efter innan
  utgår utgick utgången lager lagret spara avbryt enheter enhet enheten varning varningar
  läkemedel läkemedlet kassera kassation kassationer sök visa stäng inställningar hjälp logga
  användare användaren kunder kund ingen inga alla ny nytt skapa ändra radera dagar dag idag
  igår imorgon kvar slut lågt kvittera kvitterad kvitterade åtgärda åtgärdad åtgärdade öppen
  öppna senaste aktivitet aktiva kritisk kritiska hög medel låg skapad typ sida sidor nästa
  föregående tillbaka uppdatera skriv ut styck paket antal saldo beställning inventering
  narkotika indragning indragningar välj vald valda laddar hämtar fel försök igen namn
  e-post lösenord
`;

const ENGLISH = `
  save cancel warning warnings expires expired stock delete edit search loading settings close
  medicine medicines users customers disposal disposals show refresh print back next previous
  unit units the and with from your has have this that page please select choose inactive
  create add remove none left days today yesterday tomorrow critical high medium low created
  acknowledged resolved open help sign log out batches quantity order recall recalls withdraw
  count counted user name password
`;

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const FOREIGN: Record<ScreenLanguage, Set<string>> = { en: words(SWEDISH), sv: words(ENGLISH) };

/** Every string in a JSON file, however deep. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** The text of an XML file: each element's text, each line of it and the value after 'Label:'. */
function xmlStrings(xml: string): string[] {
  const texts = xml
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .split(/<[^>]+>/)
    .map((t) => t.trim())
    .filter(Boolean);
  return texts.flatMap((text) => {
    const lines = text.split('\n').map((line) => line.trim());
    const values = lines.flatMap((line) => {
      const at = line.indexOf(': ');
      return at > 0 ? [line.slice(at + 2)] : [];
    });
    // A value is shown without its full stop ('Orsak: Fel styrka.' as 'Fel styrka').
    return [text, ...lines, ...values, ...values.map((value) => value.replace(/\.$/, ''))];
  });
}

const RESOURCES = new URL('../../resources/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, RESOURCES), 'utf8');

/**
 * What the screens show as data rather than interface: every string of the demo data the test
 * server is loaded with (medicines, units, people, customers, locations, notes, recall notices),
 * longest first. A screen's text is checked only after these are taken out of it, so a medicine
 * called 'Morfin Meda' or a unit called 'Hemsjukvården Solna' never counts as a Swedish word; a
 * Swedish interface word shown next to them still does.
 */
export function demoDataStrings(): string[] {
  const strings = [
    ...[
      'demo/platform.json',
      'demo/stock.json',
      'demo/kassations.json',
      'demo/fridges.json',
      'schablons.json',
    ].flatMap((file) => jsonStrings(JSON.parse(read(file)))),
    ...xmlStrings(read('recalls/demo-feed.xml')),
  ];
  // Keys and codes ('user', 'site_admin', 'alvedon-500mg-tablett') are not shown as they are.
  const kept = strings
    .map((s) => s.trim())
    .filter((s) => s.length >= 3 && !/^[a-z0-9_-]+$/.test(s))
    .map((s) => s.toLowerCase());
  return [...new Set(kept)].sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every data string that stands as whole words taken out. */
export function withoutData(text: string, data: readonly string[]): string {
  let rest = text.toLowerCase();
  for (const value of data) {
    if (!rest.includes(value)) continue;
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'gu'),
      ' ~ ',
    );
  }
  return rest;
}

/** Interface words of the other language in a screen's text, once the data is taken out. */
export function foreignWords(
  text: string,
  language: ScreenLanguage,
  data: readonly string[],
): string[] {
  // Addresses and file paths ('/user', '/resources/recalls/demo-feed.xml') are not words.
  const rest = withoutData(text, data).replace(/(https?:\/\/|\/)[\w./-]*/g, ' ');
  // A token with a digit is a code, not a word: the version's commit '1add43e' says no 'add'.
  const found = (rest.match(/[\p{L}\p{N}-]+/gu) ?? [])
    .filter((token) => !/\p{N}/u.test(token))
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => FOREIGN[language].has(word) || (language === 'en' && /[åäö]/.test(word)));
  return [...new Set(found)];
}
