import { ConfirmationScreen, RequirePendingConfirmation } from '@/features/auth';

export { ForgotPasswordForm, LogoutScreen, SignUpForm } from '@/features/auth';
export { LoginRoute } from './login';
export { ResetPasswordRoute, VerifyEmailRoute } from './token-routes';

export function ConfirmationRoute() {
  return (
    <RequirePendingConfirmation>
      <ConfirmationScreen />
    </RequirePendingConfirmation>
  );
}
