import {
  FOLLOW_UP_ACTIONS,
  type RecallFollowUp,
} from '../../../shared/schemas/recall-follow-up.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

/** 'Morfin Meda 10 mg/ml': the recalled product as the notice names it. */
export const productOf = (f: Pick<RecallFollowUp, 'product_name' | 'strength'>) =>
  [f.product_name, f.strength].filter(Boolean).join(' ');

/** A chosen action's words in the screen's language; free text as the unit wrote it. */
export function actionText(action: string | null, t: (key: MessageKey) => string): string | null {
  const preset = FOLLOW_UP_ACTIONS.find((value) => value === action);
  return preset ? t(`followUps.action.${preset}`) : action;
}
