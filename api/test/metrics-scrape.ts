/** Reads one sample of a Prometheus text answer: `name{labels} value`; null when absent. */
export function sampleOf(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) return null;
  const value = line.slice(series.length + 1).trim();
  if (value === '+Inf') return Number.POSITIVE_INFINITY;
  if (value === '-Inf') return Number.NEGATIVE_INFINITY;
  if (value.toLowerCase() === 'nan') return Number.NaN;
  return Number(value);
}
