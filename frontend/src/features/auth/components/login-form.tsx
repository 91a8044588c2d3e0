import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrors } from '@/lib/errors';
import { logIn } from '../api/auth';
import { fromOfState, safeReturnPath } from '../guards';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

/**
 * /authentication/login: e-mail and password; wrong credentials → 'Email or password invalid', address not
 * verified → offer to resend the link, too many tries → the wait in seconds. After login, back to where the
 * visitor wanted to go (navigation state `from`) or home. `flash` is the message the caller passed.
 */
export function LoginForm({ flash }: { flash?: string }) {
  const { t, i18n } = useTranslation('auth');
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
      const byField = fieldErrors(error);
      for (const field of ['email', 'password'] as const)
        if (byField[field]) setError(field, { type: 'server', message: byField[field] });
      if (Object.keys(byField).length === 0) setFailure(error);
    }
  });

  const errorOf = (field: keyof LoginValues) => {
    const e = errors[field];
    return e?.message ? (e.type === 'server' ? e.message : t(e.message)) : undefined;
  };
  const notVerified = failure instanceof ApiError && failure.code === 'email.not_verified';

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-screen">
      {flash && (
        <Alert.Root status="warning" role="alert" data-testid="login-flash">
          <Alert.Indicator />
          <Alert.Title>{flash}</Alert.Title>
        </Alert.Root>
      )}
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate data-testid="login-form" aria-label={t('login.title')}>
          <TextField
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            {...register('email')}
            error={errorOf('email')}
            testId="login-email"
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
            error={errorOf('password')}
            testId="login-password"
          />
          <Link asChild alignSelf="end" fontSize="sm" color="brand.fg">
            <RouterLink to="/authentication/forgotPassword" data-testid="login-forgot">
              {t('login.forgot')}
            </RouterLink>
          </Link>
          {failure !== undefined && (
            <Alert.Root status="error" role="alert" data-testid="login-error">
              <Alert.Indicator />
              <Alert.Title>{errorText(failure, i18n.resolvedLanguage)}</Alert.Title>
            </Alert.Root>
          )}
          {notVerified && <ResendVerification email={getValues('email').trim().toLowerCase()} />}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isSubmitting}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        </form>
      </Stack>
      <HStack justify="center" gap="1" fontSize="sm" wrap="wrap">
        <Text color="fg.muted">{t('login.no_account')}</Text>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/authentication/singUp" data-testid="login-signup">
            {t('login.signup')}
          </RouterLink>
        </Link>
      </HStack>
    </AuthCard>
  );
}
