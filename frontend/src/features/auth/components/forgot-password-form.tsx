import { Link } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { pickLanguage } from '@shop/contracts/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message';
import { EmailField } from '@/components/ui/credential-fields';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { authApi } from '../api/auth';
import { forgotSchema, type ForgotValues } from '../schemas';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

/** /authentication/forgotPassword: always the same answer, whether an account exists or not. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const messageText = useMessageText('auth');
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
      .mutateAsync({ email: email.trim().toLowerCase(), language: pickLanguage(i18n.resolvedLanguage) })
      .catch(() => undefined);
  });
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {mutation.isSuccess ? (
        <InlineAlert status="success">{t('forgot.sent')}</InlineAlert>
      ) : (
        <AuthForm label={t('forgot.title')} onSubmit={onSubmit}>
          <EmailField
            label={t('fields.email')}
            {...register('email')}
            error={messageText(errors.email?.message)}
          />
          {mutation.isError && <ErrorMessage error={mutation.error} />}
          <SubmitButton size="lg" loading={isSubmitting}>
            {t('forgot.submit')}
          </SubmitButton>
        </AuthForm>
      )}
      <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
        <RouterLink to="/authentication/login">{t('forgot.to_login')}</RouterLink>
      </Link>
    </AuthCard>
  );
}
