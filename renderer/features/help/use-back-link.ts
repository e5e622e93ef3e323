import { roleHome } from '../../app/role-home.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useSessionStore } from '../../stores/session.ts';

/** Where a public page leads back to: the login page, or the role's home when signed in. */
export function useBackLink(): { to: string; label: MessageKey } {
  const user = useSessionStore((s) => (s.status === 'authenticated' ? s.user : null));
  return user
    ? { to: roleHome(user.role), label: 'public.backHome' }
    : { to: '/', label: 'public.backToLogin' };
}
