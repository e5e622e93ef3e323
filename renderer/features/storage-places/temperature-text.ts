/** '4,5 °C', '−18 °C': as the thermometer sheet writes it. */
export const celsius = (value: number): string =>
  `${value.toLocaleString('sv-SE', { maximumFractionDigits: 1 })} °C`;

/** What a person typed ('4,5', '-18', ' '): a number, null for blank, NaN for no number. */
export function typedCelsius(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.').replace('−', '-'));
}

/** The month before or after 'ÅÅÅÅ-MM'. */
export function shiftMonth(month: string, by: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1 + by;
  const shifted = new Date(Date.UTC(year, index, 1));
  return shifted.toISOString().slice(0, 7);
}
