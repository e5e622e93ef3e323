import { ROLE_HOMES, ROLES, type RoleName } from '../../shared/constants.ts';

export const ALL_ROLES: readonly RoleName[] = ROLES;

/** Where a role lands after sign-in; an unknown role falls back to the user portal. */
export function roleHome(role: RoleName): string {
  return ROLE_HOMES[role] ?? ROLE_HOMES.user;
}

/** A kiosk session's home is the unit's overview, whatever the role: its stock work starts there. */
export function homeOf(role: RoleName, kioskSession: boolean): string {
  return kioskSession ? ROLE_HOMES.user : roleHome(role);
}

export function roleAllowed(allowed: RoleName | readonly RoleName[], role: RoleName): boolean {
  return typeof allowed === 'string' ? allowed === role : allowed.includes(role);
}
