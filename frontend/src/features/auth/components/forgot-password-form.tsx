import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/form-field';
import { asLanguage, authApi } from '../api/auth';
import { forgotSchema, type ForgotValues } from '../schemas';
import { AuthCard } from './auth-card';

/** /authentication/forgotPassword: always the same answer, whether an account exists or not. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const mutation = useMutation({ mutationFn: authApi.forgotPassword });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    await mutation
      .mutateAsync({ email: email.trim().toLowerCase(), language: asLanguage(i18n.resolvedLanguage) })
      .catch(() => undefined);
  });
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} testId="forgot-screen">
      {mutation.isSuccess ? (
        <Alert.Root status="success" role="status" data-testid="forgot-sent">
          <Alert.Indicator />
          <Alert.Title>{t('forgot.sent')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack asChild gap="4">
          <form onSubmit={onSubmit} noValidate data-testid="forgot-form" aria-label={t('forgot.title')}>
            <TextField
              label={t('fields.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              {...register('email')}
              error={errors.email?.message ? t(errors.email.message) : undefined}
              testId="forgot-email"
            />
            {mutation.isError && <ErrorMessage error={mutation.error} />}
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={isSubmitting}
              data-testid="forgot-submit"
            >
              {t('forgot.submit')}
            </Button>
          </form>
        </Stack>
      )}
      <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
        <RouterLink to="/authentication/login">{t('forgot.to_login')}</RouterLink>
      </Link>
    </AuthCard>
  );
}
