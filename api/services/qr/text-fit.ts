/** Rough advance widths of Roboto in ems; enough to keep a label inside its cell. */
function emWidth(ch: string): number {
  if (/[\s.,:;'!|ijlft1()[\]]/.test(ch)) return 0.3;
  if (/[MWmwÅÄÖ%@]/.test(ch)) return 0.9;
  if (/[A-ZÅÄÖ]/.test(ch)) return 0.68;
  if (/\d/.test(ch)) return 0.58;
  return 0.56;
}

/** The text, cut with an ellipsis when it would be wider than `width` points at `fontSize`. */
export function fitText(text: string, fontSize: number, width: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const limit = width / fontSize - emWidth('…');
  let used = 0;
  for (let i = 0; i < clean.length; i += 1) {
    used += emWidth(clean.charAt(i));
    if (used > limit) return `${clean.slice(0, i).trimEnd()}…`;
  }
  return clean;
}
