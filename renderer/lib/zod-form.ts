import type { ZodType } from 'zod';

/** A Mantine form validator from a shared zod schema: the first message per field. */
export function zodValidate<T>(schema: ZodType<unknown, T>) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
