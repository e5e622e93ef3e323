import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { IdleSignOut } from '../features/idle-sign-out/IdleSignOut.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes.ts';

const signedInRoutes: RouteObject[] = SIGNED_IN_ROUTES.map((route) => ({
  path: route.path,
  element: <RequireAuth roles={route.roles} kiosk={route.kiosk === true} />,
  children: [{ index: true, lazy: async () => ({ Component: await route.load() }) }],
}));

const publicRoutes: RouteObject[] = PUBLIC_ROUTES.map((route) => ({
  path: route.path,
  lazy: async () => ({ Component: await route.load() }),
}));

export const routes: RouteObject[] = [
  {
    element: <IdleSignOut />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('../features/login/LoginPage.tsx')).LoginPage,
        }),
      },
      { path: '/login', loader: () => redirect('/') },
      // Deviations of every kind moved out of Narkotika; links in e-mails already sent still lead there.
      { path: '/narkotika/avvikelser', loader: () => redirect('/avvikelser') },
      {
        path: '/narkotika/avvikelser/:id',
        loader: ({ params }) => redirect(`/avvikelser/${params.id ?? ''}`),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./shell/AppLayout.tsx')).AppLayout,
            }),
            children: signedInRoutes,
          },
        ],
      },
      ...publicRoutes,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
