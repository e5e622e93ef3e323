import type { ServiceContext } from '../auth/actor.ts';

/** A site's name for an export's heading and file name. */
export async function siteName(ctx: ServiceContext, siteId: string): Promise<string> {
  const site = await ctx.db
    .selectFrom('sites')
    .select('name')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  return site.name;
}

/** 'Björkhagens äldreboende · Utgår snart · sökning "alv"': the unit and the filters in use. */
export function heading(unit: string, filters: (string | null | undefined | false)[]): string {
  return [
    unit,
    ...filters.filter((part): part is string => typeof part === 'string' && part !== ''),
  ].join(' · ');
}

export const searchFilter = (search: string | undefined) => (search ? `sökning "${search}"` : null);
