export { ConfirmationScreen } from './components/confirmation-screen';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { RequirePendingConfirmation, RequireSession } from './components/guards';
export { LoginForm } from './components/login-form';
export { LogoutScreen } from './components/logout-screen';
export { ResetPasswordForm } from './components/reset-password-form';
export { SessionStartup } from './components/session-startup';
export { SignUpForm } from './components/sign-up-form';
export { VerifyEmailScreen } from './components/verify-email-screen';
