/** A JSON column's text read back as an unknown value, for the caller to narrow. */
export const parseJsonText = (text: string | null): unknown => (text ? JSON.parse(text) : null);

/** A JSON object (not an array), or null for anything else. */
export function asObject(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value));
}
