import type { Narcotic } from '../../../shared/schemas/narcotics.ts';

/** 'Morfin 10 mg/ml', or the name alone. */
export const productName = (n: Pick<Narcotic, 'name' | 'strength'>) =>
  n.strength ? `${n.name} ${n.strength}` : n.name;

/** A change with its sign: '+5', '−2', '0'. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');
