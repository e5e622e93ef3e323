import { ACCESS_REFUSALS } from './access.ts';
import { CARE_REFUSALS } from './care.ts';
import { FIELD_MESSAGES } from './fields.ts';
import { IMPORT_REFUSALS } from './imports.ts';
import { MORE_FIELD_MESSAGES } from './fields-more.ts';
import { RECALL_REFUSALS } from './recalls.ts';
import { ROUTINE_REFUSALS } from './routines.ts';
import { STOCK_REFUSALS } from './stock.ts';
import { REFUSAL_PARTS } from './words.ts';

/**
 * Every refusal and field message the API can answer with, Swedish (as written where it is
 * thrown) to English. `{name}` stands for a value put in when the text was made.
 */
export const ENGLISH_REFUSALS: Record<string, string> = {
  ...ACCESS_REFUSALS,
  ...STOCK_REFUSALS,
  ...CARE_REFUSALS,
  ...RECALL_REFUSALS,
  ...ROUTINE_REFUSALS,
  ...IMPORT_REFUSALS,
  ...FIELD_MESSAGES,
  ...MORE_FIELD_MESSAGES,
  ...REFUSAL_PARTS,
};
