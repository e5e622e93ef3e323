import { isMessageCode, MESSAGE_CODES, type ParamKind } from '../../shared/message-codes.ts';
import type { ServerMessage } from '../../shared/schemas/server-message.ts';
import { sv, type Language, type MessageKey } from './catalogue.ts';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };

const isKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(sv, key);

/** '2026-11-21' as Swedish screens write it, '21 Nov 2026' in English. */
export function formatDay(day: string, language: Language): string {
  if (language === 'sv' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function shown(
  kind: ParamKind,
  value: string | number | undefined,
  t: Translate,
  language: Language,
): string | null {
  if (value === undefined) return null;
  if (kind === 'text') return String(value);
  if (kind === 'number')
    return typeof value === 'number'
      ? new Intl.NumberFormat(LOCALES[language]).format(value)
      : null;
  if (kind === 'date') return typeof value === 'string' ? formatDay(value, language) : null;
  const term = `msg.term.${kind}.${String(value)}`;
  return isKey(term) ? t(term) : null;
}

/**
 * A message from the server worded in `language` through the catalogue, its numbers and dates
 * written the language's way; null when its code, a param or a term is not known here (the
 * caller then shows the server's Swedish text).
 */
export function formatServerMessage(
  message: ServerMessage | null | undefined,
  t: Translate,
  language: Language,
): string | null {
  if (!message || !isMessageCode(message.code)) return null;
  const key = `msg.${message.code}`;
  if (!isKey(key)) return null;
  const spec: Readonly<Record<string, ParamKind>> = MESSAGE_CODES[message.code];
  const params: Record<string, string> = {};
  for (const [name, kind] of Object.entries(spec)) {
    const text = shown(kind, message.params[name], t, language);
    if (text === null) return null;
    params[name] = text;
  }
  return t(key, params);
}
