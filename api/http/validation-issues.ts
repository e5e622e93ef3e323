import type { z } from 'zod';

export type FieldError = { path: string; message: string };

/**
 * The errors to show for a failed validation. An object that fits none of a union's shapes is
 * reported against the shape it came nearest (fewest errors, the first on a tie), so the caller
 * reads 'PIN-kod krävs' rather than a bare 'Invalid input'. A union of plain values (12, 16 or 20)
 * keeps its own message.
 */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): FieldError[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const nearest = issue.errors.reduce((best, branch) =>
        branch.length < best.length ? branch : best,
      );
      if (nearest.every((inner) => inner.path.length > 0)) return fieldErrors(nearest, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });
}
