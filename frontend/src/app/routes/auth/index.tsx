import type { RouteObject } from 'react-router';
import {
  ConfirmationScreen,
  ForgotPasswordForm,
  LogoutScreen,
  RequirePendingConfirmation,
  SignUpForm,
} from '@/features/auth';
import { LoginRoute } from './login';
import { ResetPasswordRoute, VerifyEmailRoute } from './token-routes';

// Spec §2 authentication routes ('singUp' spelled so).
export const authRoutes: RouteObject[] = [
  { path: '/authentication/login', element: <LoginRoute /> },
  { path: '/authentication/logout', element: <LogoutScreen /> },
  { path: '/authentication/singUp', element: <SignUpForm /> },
  { path: '/authentication/forgotPassword', element: <ForgotPasswordForm /> },
  { path: '/authentication/resetPassword/:token', element: <ResetPasswordRoute /> },
  { path: '/authentication/verifyEmail/:token', element: <VerifyEmailRoute /> },
  {
    path: '/authentication/confirmation',
    element: (
      <RequirePendingConfirmation>
        <ConfirmationScreen />
      </RequirePendingConfirmation>
    ),
  },
];
