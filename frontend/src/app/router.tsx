import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router-dom';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './routes/route-error';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { NotFoundRoute } from './routes/not-found';

// Spec §2 public routes. Every screen but the not-found page is a lazy chunk (a module
// exporting `Component`, or `lazy.Component`), so a visitor never downloads forms, checkout or staff code they do
// not open (bench:client measures it).
export const routes = [
  // The restaurant's TV screens: full screen, outside the shop's frame (no header, footer or cart).
  {
    path: '/screen/:screenId',
    lazy: () => import('./routes/screen'),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <SpinnerOverlay fullscreen />,
  },
  {
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
      ...authRoutes,
      ...accountRoutes,
      ...dashboardRoutes,
      { path: '/notFound', element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

const router = createBrowserRouter(routes);

// Without transitions a navigation draws the new page in the task that changed the URL: in a transition the old
// page stayed up (and took the keys) until the new one was ready, then was replaced with what was typed in it.
export function AppRouter() {
  return <RouterProvider router={router} useTransitions={false} />;
}
