import { Navigate, useParams } from 'react-router';
import { ResetPasswordForm, VerifyEmailScreen } from '@/features/auth';

/** /authentication/verifyEmail/:token */
export function VerifyEmailRoute() {
  const { token } = useParams();
  if (!token) return <Navigate to="/notFound" replace />;
  return <VerifyEmailScreen key={token} token={token} />;
}

/** /authentication/resetPassword/:token */
export function ResetPasswordRoute() {
  const { token } = useParams();
  if (!token) return <Navigate to="/notFound" replace />;
  return <ResetPasswordForm key={token} token={token} />;
}
