import { Outlet } from 'react-router-dom';
import { useIdleSignOut } from './use-idle-sign-out.ts';

/** Around every page, so a signed-in session left on a public page (help, support) ends too. */
export function IdleSignOut() {
  useIdleSignOut();
  return <Outlet />;
}
