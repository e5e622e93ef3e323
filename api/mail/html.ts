const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from outside (medicine names, recall reasons) never becomes markup in an e-mail. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Markup already made safe, to put inside `html` without escaping it again. */
export type SafeHtml = { readonly safe: string };

/** A template whose every value is escaped unless it is SafeHtml (or a list of them). */
export function html(parts: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = parts[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (parts[i + 1] ?? '');
  });
  return { safe: out };
}

const isSafe = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'safe') === 'string';

function render(value: unknown): string {
  if (Array.isArray(value)) return value.map(render).join('');
  if (isSafe(value)) return value.safe;
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return String(value);
  return '';
}
