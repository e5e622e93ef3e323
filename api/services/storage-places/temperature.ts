import type { StoragePlaceTable, TemperatureReadingTable } from '../../db/schema.ts';

/** Temperatures are kept in tenths of a degree, so a range's edge compares exactly. */
export const toTenths = (celsius: number) => Math.round(celsius * 10);
export const toCelsius = (tenths: number) => tenths / 10;

/** '9,5 °C', '−18 °C': as a Swedish thermometer sheet writes it. */
export function celsiusText(tenths: number): string {
  const text = (Math.abs(tenths) / 10).toLocaleString('sv-SE', { maximumFractionDigits: 1 });
  return `${tenths < 0 ? '−' : ''}${text} °C`;
}

export const rangeText = (place: Pick<StoragePlaceTable, 'min_tenths' | 'max_tenths'>) =>
  `${celsiusText(place.min_tenths)} till ${celsiusText(place.max_tenths)}`;

type Values = Pick<TemperatureReadingTable, 'current_tenths' | 'min_tenths' | 'max_tenths'>;

/** Whether any value read (current, or the lowest or highest since reset) left the range. */
export function outsideRange(
  place: Pick<StoragePlaceTable, 'min_tenths' | 'max_tenths'>,
  reading: Values,
): boolean {
  const values = [reading.current_tenths, reading.min_tenths, reading.max_tenths];
  return values.some((v) => v !== null && (v < place.min_tenths || v > place.max_tenths));
}

/** The values of a reading outside the range, named: 'högsta 9,5 °C'. */
export function valuesOutside(
  place: Pick<StoragePlaceTable, 'min_tenths' | 'max_tenths'>,
  reading: Values,
): string[] {
  const named: [string, number | null][] = [
    ['aktuell', reading.current_tenths],
    ['lägsta', reading.min_tenths],
    ['högsta', reading.max_tenths],
  ];
  return named.flatMap(([name, v]) =>
    v !== null && (v < place.min_tenths || v > place.max_tenths)
      ? [`${name} ${celsiusText(v)}`]
      : [],
  );
}
