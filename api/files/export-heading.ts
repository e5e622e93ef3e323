/** 'Björkhagens äldreboende · Utgår snart · sökning "alv"': the unit and the filters in use. */
export function heading(unit: string, filters: (string | null | undefined | false)[]): string {
  return [
    unit,
    ...filters.filter((part): part is string => typeof part === 'string' && part !== ''),
  ].join(' · ');
}

export const searchFilter = (search: string | undefined) => (search ? `sökning "${search}"` : null);
