import { Alert, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { passwordMinLength } from '@shop/contracts/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordField } from '@/components/ui/credential-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { SuccessOverlay } from '@/components/ui/success-overlay';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { fieldErrorText } from '@/lib/form-errors';
import { authApi } from '../api/auth';
import { resetSchema, type ResetValues } from '../schemas';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

/** /authentication/resetPassword/:token: new password and its confirmation; success → login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const messageText = useMessageText('auth');
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: authApi.resetPassword });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    await mutation.mutateAsync({ token, password }).catch(() => undefined);
  });
  const errorOf = (field: keyof ResetValues) =>
    fieldErrorText(errors[field], (key) => messageText(key, { min: passwordMinLength }));
  const linkBroken =
    mutation.error instanceof ApiError &&
    ['auth.token_invalid', 'auth.token_expired', 'validation.failed'].includes(mutation.error.code);

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <AuthForm label={t('reset.title')} onSubmit={onSubmit}>
        <PasswordField
          isNew
          label={t('fields.newPassword')}
          {...register('password')}
          error={errorOf('password')}
          helper={t('fields.password_hint', { min: passwordMinLength })}
        />
        <PasswordField
          isNew
          label={t('fields.confirmPassword')}
          {...register('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        {mutation.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Stack gap="2">
              <Alert.Title>{errorText(mutation.error, i18n.resolvedLanguage)}</Alert.Title>
              {linkBroken && (
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to="/authentication/forgotPassword">{t('reset.ask_new')}</RouterLink>
                </Link>
              )}
            </Stack>
          </Alert.Root>
        )}
        <SubmitButton size="lg" loading={isSubmitting}>
          {t('reset.submit')}
        </SubmitButton>
      </AuthForm>
      {mutation.isSuccess && (
        <SuccessOverlay
          title={t('reset.done_title')}
          text={t('reset.done_text')}
          actionLabel={t('reset.to_login')}
          onAction={() => navigate('/authentication/login', { replace: true })}
        />
      )}
    </AuthCard>
  );
}
