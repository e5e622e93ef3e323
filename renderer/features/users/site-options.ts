import type { ComboboxData } from '@mantine/core';
import type { Site } from '../../../shared/schemas/site.ts';

type Choice = { value: string; label: string };

/** Multi-select data for sites, grouped by customer when the sites belong to more than one. */
export function siteOptions(sites: Site[], extra: Choice[] = []): ComboboxData {
  const known = new Set(sites.map((s) => s.id));
  const missing = extra.filter((c) => !known.has(c.value));
  const customers = new Set(sites.map((s) => s.customer_name ?? ''));
  if (customers.size <= 1)
    return [...sites.map((s) => ({ value: s.id, label: s.name })), ...missing];
  const groups = new Map<string, Choice[]>();
  for (const site of sites) {
    const group = site.customer_name ?? '';
    groups.set(group, [...(groups.get(group) ?? []), { value: site.id, label: site.name }]);
  }
  const data = [...groups.entries()].map(([group, items]) => ({ group, items }));
  return missing.length > 0 ? [...data, { group: '–', items: missing }] : data;
}
