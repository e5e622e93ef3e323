import { forbidden } from '../../errors.ts';
import type { Actor } from '../auth/actor.ts';

const NARCOTICS_BY_PEOPLE =
  'En API-token får inte ändra lagret för narkotikaklassade läkemedel; det görs av en person på enheten.';

/** A narcotic's journal names the person who took, received or counted: never a system. */
export function refuseNarcoticForToken(
  actor: Pick<Actor, 'token'> | null | undefined,
  template: { is_controlled_substance: number },
): void {
  if (actor?.token && template.is_controlled_substance === 1)
    throw forbidden(NARCOTICS_BY_PEOPLE, 'TOKEN_NARCOTICS');
}
