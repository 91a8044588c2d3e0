import type { RouteObject } from 'react-router';

const screens = () => import('./screens');

// Spec §2 authentication routes ('singUp' spelled so). Lazy: forms are not part of the public pages' first load.
export const authRoutes: RouteObject[] = [
  { path: '/authentication/login', lazy: { Component: () => screens().then((m) => m.LoginRoute) } },
  { path: '/authentication/logout', lazy: { Component: () => screens().then((m) => m.LogoutScreen) } },
  { path: '/authentication/singUp', lazy: { Component: () => screens().then((m) => m.SignUpForm) } },
  {
    path: '/authentication/forgotPassword',
    lazy: { Component: () => screens().then((m) => m.ForgotPasswordForm) },
  },
  {
    path: '/authentication/resetPassword/:token',
    lazy: { Component: () => screens().then((m) => m.ResetPasswordRoute) },
  },
  {
    path: '/authentication/verifyEmail/:token',
    lazy: { Component: () => screens().then((m) => m.VerifyEmailRoute) },
  },
  {
    path: '/authentication/confirmation',
    lazy: { Component: () => screens().then((m) => m.ConfirmationRoute) },
  },
];
