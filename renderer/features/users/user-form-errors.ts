import { ApiRequestError } from '../../api-client/client.ts';
import { applyFieldErrors, type FieldErrorTarget } from '../../ui/api-errors.ts';

/** A taken e-mail address and a 422's field errors land on the form; false when none could. */
export function applyUserFieldErrors(
  form: FieldErrorTarget,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (error instanceof ApiRequestError && error.code === 'EMAIL_TAKEN') {
    form.setFieldError('email', error.message);
    return true;
  }
  return applyFieldErrors(form, error, fields);
}
