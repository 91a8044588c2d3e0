import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './routes/route-error';
import { HomeRoute } from './routes/home';
import { ContactRoute } from './routes/contact';
import { ContactTopicRoute } from './routes/contact-topic';
import { PrivacyRoute } from './routes/privacy';
import { DeleteAccountRoute } from './routes/delete-account';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { NotFoundRoute } from './routes/not-found';

// Spec §2 public routes. Menu and product screens are lazy chunks (they export `Component`).
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
      { path: '/', element: <HomeRoute /> },
      { path: '/menu', lazy: () => import('./routes/menu') },
      { path: '/menu/:productId', lazy: () => import('./routes/product') },
      { path: '/contact', element: <ContactRoute /> },
      { path: '/contact/:topic', element: <ContactTopicRoute /> },
      { path: '/droits', element: <PrivacyRoute /> },
      { path: '/delete-account', element: <DeleteAccountRoute /> },
      ...authRoutes,
      ...accountRoutes,
      ...dashboardRoutes,
      { path: '/notFound', element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
