import { Link } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { EmailField, PasswordField } from '@/components/ui/credential-fields';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrors } from '@/lib/errors';
import { fieldErrorText, oneOf, showServerFieldErrors } from '@/lib/form-errors';
import { logIn } from '../api/auth';
import { fromOfState, safeReturnPath } from '../guards';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthCard, AuthSwitch } from './auth-card';
import { AuthForm } from './auth-form';
import { ResendVerification } from './resend-verification';

const isLoginField = oneOf(['email', 'password'] as const);

/**
 * /authentication/login: e-mail and password; wrong credentials → 'Email or password invalid', address not
 * verified → offer to resend the link, too many failed tries → the wait in minutes. After login, back to where the
 * visitor wanted to go (navigation state `from`) or home. `flash` is the message the caller passed.
 */
export function LoginForm({ flash }: { flash?: string }) {
  const { t, i18n } = useTranslation('auth');
  const messageText = useMessageText('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<unknown>();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await logIn(queryClient, values);
      navigate(safeReturnPath(fromOfState(location.state)), { replace: true });
    } catch (error) {
      showServerFieldErrors(error, isLoginField, setError);
      if (Object.keys(fieldErrors(error)).length === 0) setFailure(error);
    }
  });

  const errorOf = (field: keyof LoginValues) => fieldErrorText(errors[field], messageText);
  const notVerified = failure instanceof ApiError && failure.code === 'email.not_verified';

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {flash && <InlineAlert status="warning">{flash}</InlineAlert>}
      <AuthForm label={t('login.title')} onSubmit={onSubmit}>
        <EmailField label={t('fields.email')} {...register('email')} error={errorOf('email')} />
        <PasswordField label={t('fields.password')} {...register('password')} error={errorOf('password')} />
        <Link asChild alignSelf="end" fontSize="sm" color="brand.fg">
          <RouterLink to="/authentication/forgotPassword">{t('login.forgot')}</RouterLink>
        </Link>
        {failure !== undefined && (
          <InlineAlert status="error">{errorText(failure, i18n.resolvedLanguage)}</InlineAlert>
        )}
        {notVerified && <ResendVerification email={getValues('email').trim().toLowerCase()} />}
        <SubmitButton size="lg" loading={isSubmitting}>
          {t('login.submit')}
        </SubmitButton>
      </AuthForm>
      <AuthSwitch
        question={t('login.no_account')}
        linkLabel={t('login.signup')}
        to="/authentication/singUp"
      />
    </AuthCard>
  );
}
