import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { RoleName } from '../../shared/constants.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useSessionStore } from '../stores/session.ts';
import { returnState } from './return-to.ts';
import { roleAllowed, roleHome } from './role-home.ts';

type Props = {
  /** One required role or a list of allowed roles; any signed-in user when left out. */
  roles?: RoleName | readonly RoleName[];
  children?: ReactNode;
};

export function RequireAuth({ roles, children }: Props) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'authenticated' || !user) {
    return <Navigate to="/" replace state={returnState(location)} />;
  }
  if (roles !== undefined && !roleAllowed(roles, user.role)) {
    return <Navigate to={roleHome(user.role)} replace />;
  }
  return children ?? <Outlet />;
}
