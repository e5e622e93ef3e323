import { common as enCommon } from './en/common.ts';
import { common as svCommon } from './sv/common.ts';

// Each feature keeps its texts in i18n/sv/<feature>.ts with an English twin in i18n/en/<feature>.ts.
export const sv = { ...svCommon };
export type MessageKey = keyof typeof sv;
export const en: Record<MessageKey, string> = { ...enCommon };

export type Language = 'sv' | 'en';
export const catalogues: Record<Language, Record<MessageKey, string>> = { sv, en };
