import {
  DISPOSED_ACTION,
  type ConfirmOutcome,
  type RecallFollowUp,
  type RecallFollowUpConfirmInput,
} from '../../../shared/schemas/recall-follow-up.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import type { MedicineOption } from '../medicines/medicines-api.ts';

/** The action select's choice for free text. */
export const OTHER_ACTION = 'other';

export type CheckValues = {
  outcome: ConfirmOutcome;
  quantity_found: number | string;
  action: string;
  action_other: string;
  note: string;
  /** Found packs that were never registered are registered and disposed of as recalled. */
  register: boolean;
  found_medicine: string;
  found_batch: string;
  found_expiry: string;
  found_quantity: number | string;
};

export const CHECK_FIELDS = ['quantity_found', 'action', 'note'] as const;

export function checkValues(followUp: RecallFollowUp): CheckValues {
  const matched = followUp.matched_quantity > 0;
  return {
    outcome: matched ? 'found_and_handled' : 'none_found',
    quantity_found: matched ? followUp.matched_quantity : '',
    action: matched ? DISPOSED_ACTION : '',
    action_other: '',
    note: '',
    register: false,
    found_medicine: '',
    found_batch: followUp.batch_numbers[0] ?? '',
    found_expiry: '',
    found_quantity: '',
  };
}

/** The unit's medicine the notice names, when exactly one of its names begins so. */
export function medicineOfNotice(
  followUp: RecallFollowUp,
  options: MedicineOption[],
): string | null {
  const product = followUp.product_name.trim().toLocaleLowerCase('sv');
  const named = options.filter((o) => o.label.toLocaleLowerCase('sv').startsWith(product));
  return named.length === 1 && named[0] ? named[0].value : null;
}

type Translate = (key: MessageKey) => string;
type Errors = Record<string, string | null>;

function foundPacksErrors(values: CheckValues, t: Translate): Errors {
  if (!values.register) return {};
  const quantity = Number(values.found_quantity);
  return {
    found_medicine: values.found_medicine ? null : t('followUps.error.foundMedicine'),
    found_batch: values.found_batch.trim() ? null : t('followUps.error.foundBatch'),
    found_expiry: values.found_expiry ? null : t('followUps.error.foundExpiry'),
    found_quantity:
      values.found_quantity === '' || !(quantity >= 1)
        ? t('followUps.error.quantity')
        : quantity > Number(values.quantity_found)
          ? t('followUps.error.foundMore')
          : null,
  };
}

export function validateCheck(values: CheckValues, t: Translate): Errors {
  if (values.outcome !== 'found_and_handled') return {};
  const quantity = Number(values.quantity_found);
  const action = values.action === OTHER_ACTION ? values.action_other.trim() : values.action;
  return {
    quantity_found:
      values.quantity_found === '' || !(quantity >= 1) ? t('followUps.error.quantity') : null,
    [values.action === OTHER_ACTION ? 'action_other' : 'action']: action
      ? null
      : t('followUps.error.action'),
    ...foundPacksErrors(values, t),
  };
}

export function checkBody(
  values: CheckValues,
  followUp: RecallFollowUp,
): RecallFollowUpConfirmInput {
  const corrects = followUp.status === 'confirmed' ? followUp.confirmation_id : null;
  const note = values.note.trim() || null;
  if (values.outcome !== 'found_and_handled')
    return { outcome: values.outcome, action: null, note, corrects };
  return {
    outcome: values.outcome,
    quantity_found: Number(values.quantity_found),
    action: values.register
      ? DISPOSED_ACTION
      : values.action === OTHER_ACTION
        ? values.action_other.trim()
        : values.action,
    note,
    corrects,
    register_and_dispose: values.register
      ? {
          medicine_template_id: values.found_medicine,
          batch_number: values.found_batch.trim(),
          expiry_date: values.found_expiry,
          quantity: Number(values.found_quantity),
          unit_type: 'styck',
        }
      : null,
  };
}
