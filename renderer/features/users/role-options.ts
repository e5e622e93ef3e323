import { ROLES, type RoleName } from '../../../shared/constants.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

export const ROLE_KEYS: Record<RoleName, MessageKey> = {
  admin: 'users.role.admin',
  site_admin: 'users.role.site_admin',
  user: 'users.role.user',
};

export const roleOptions = (t: (key: MessageKey) => string) =>
  [...ROLES].reverse().map((role) => ({ value: role, label: t(ROLE_KEYS[role]) }));

export const isRole = (value: string | null): value is RoleName =>
  value !== null && (ROLES as readonly string[]).includes(value);
