import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { RoleName } from '../../shared/constants.ts';
import { FirstPasswordPage } from '../features/settings/FirstPasswordPage.tsx';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { useSessionStore } from '../stores/session.ts';
import { returnState } from './return-to.ts';
import { homeOf, roleAllowed } from './role-home.ts';

type Props = {
  /** One required role or a list of allowed roles; any signed-in user when left out. */
  roles?: RoleName | readonly RoleName[];
  /** Whether the screen opens in a kiosk session; any screen when left out. */
  kiosk?: boolean;
  children?: ReactNode;
};

export function RequireAuth({ roles, kiosk, children }: Props) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const kioskSession = useSessionStore((s) => s.kioskSession);
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'authenticated' || !user) {
    return <Navigate to="/" replace state={returnState(location)} />;
  }
  if (user.password_change_required) return <FirstPasswordPage />;
  if (
    (roles !== undefined && !roleAllowed(roles, user.role)) ||
    (kioskSession && kiosk === false)
  ) {
    return <Navigate to={homeOf(user.role, kioskSession)} replace />;
  }
  return children ?? <Outlet />;
}
