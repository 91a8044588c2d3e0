import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router-dom';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './routes/route-error';
import { NotFoundRoute } from './routes/not-found';

// Spec §2 public routes. Every screen but the not-found page is a lazy chunk (a module
// exporting `Component`, or `lazy.Component`), so a visitor never downloads forms, checkout or staff code they do
// not open (bench:client measures it).
export const routes = [
  // The restaurant's TV screens: full screen, outside the shop's frame (no header, footer or cart).
  // The "orders ready" board for the restaurant's TV (docs/kitchen.md), public and full screen like the screens.
  {
    path: '/screen/ready',
    lazy: () => import('./routes/ready-board'),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <SpinnerOverlay fullscreen />,
  },
  {
    path: '/screen/:screenId',
    lazy: () => import('./routes/screen'),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <SpinnerOverlay fullscreen />,
  },
  {
    id: 'shop',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <SpinnerOverlay fullscreen />,
    children: [
      { path: '/', lazy: { Component: () => import('./routes/home').then((m) => m.HomeRoute) } },
      { path: '/menu', lazy: () => import('./routes/menu') },
      { path: '/menu/:productId', lazy: () => import('./routes/product') },
      { path: '/contact', lazy: { Component: () => import('./routes/contact').then((m) => m.ContactRoute) } },
      {
        path: '/contact/:topic',
        lazy: { Component: () => import('./routes/contact-topic').then((m) => m.ContactTopicRoute) },
      },
      { path: '/droits', lazy: { Component: () => import('./routes/privacy').then((m) => m.PrivacyRoute) } },
      {
        path: '/delete-account',
        lazy: { Component: () => import('./routes/delete-account').then((m) => m.DeleteAccountRoute) },
      },
      // The sign-in, account and back-office routes join on the first navigation under their prefix (patchGroup).
      { path: '/notFound', element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

// Route groups whose definitions (and guards) load with the first navigation under their prefix: until then only the
// splat route matches such a path, and React Router asks patchRoutesOnNavigation for more routes. A visitor of the
// public pages never downloads them.
const routeGroups: { prefix: string; load: () => Promise<RouteObject[]> }[] = [
  { prefix: '/authentication', load: () => import('./routes/auth').then((m) => m.authRoutes) },
  { prefix: '/myAccount', load: () => import('./routes/account').then((m) => m.accountRoutes) },
  { prefix: '/dashboard', load: () => import('./routes/dashboard').then((m) => m.dashboardRoutes) },
  { prefix: '/rider', load: () => import('./routes/rider').then((m) => m.riderRoutes) },
];
const patched = new Map<string, Promise<void>>();
const patchGroup: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const group = routeGroups.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  if (!group) return;
  let patching = patched.get(group.prefix);
  if (!patching) {
    patching = group
      .load()
      .then((routes) => patch('shop', routes))
      .catch((error: unknown) => {
        patched.delete(group.prefix); // asked again on the next navigation (the chunk failed to load)
        throw error;
      });
    patched.set(group.prefix, patching);
  }
  return patching;
};

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchGroup });

// Without transitions a navigation draws the new page in the task that changed the URL: in a transition the old
// page stayed up (and took the keys) until the new one was ready, then was replaced with what was typed in it.
export function AppRouter() {
  return <RouterProvider router={router} useTransitions={false} />;
}
